(function () {
  var form = document.getElementById('anfrage');
  var laeuft = false;

  var opts = { locale: 'de', dateFormat: 'd.m.Y', allowInput: true, minDate: 'today' };
  var abreise = flatpickr('#abreise', opts);
  var anreise = flatpickr('#anreise', Object.assign({}, opts, {
    onChange: function (dates) {
      if (dates[0]) {
        var min = new Date(dates[0].getTime() + 86400000);
        abreise.set('minDate', min);
      }
    }
  }));

  var kinder = document.getElementById('kinder');
  function alterFeld() {
    document.getElementById('alter-feld').hidden = !(parseInt(kinder.value, 10) > 0);
  }
  kinder.addEventListener('input', alterFeld);
  kinder.addEventListener('change', alterFeld);

  function zeige(id, schlecht) {
    document.getElementById(id).hidden = !schlecht;
    return schlecht ? 1 : 0;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (laeuft) return;
    var f = form.elements;
    var n = 0;
    var wohnung = form.querySelector('input[name="wohnung"]:checked');
    n += zeige('f-wohnung', !wohnung);
    var an = anreise.selectedDates[0];
    var ab = abreise.selectedDates[0];
    n += zeige('f-anreise', !an);
    n += zeige('f-abreise', !ab || (an && ab <= an));
    n += zeige('f-name', !f.vorname.value.trim() || !f.nachname.value.trim());
    n += zeige('f-email', !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim()));
    n += zeige('f-datenschutz', !f.datenschutz.checked);
    if (n) {
      var erster = form.querySelector('.fehler:not([hidden])');
      if (erster) erster.scrollIntoView({ block: 'center' });
      return;
    }
    laeuft = true;
    document.getElementById('senden').disabled = true;
    var daten = {
      wohnung: wohnung.value,
      anreise: f.anreise.value,
      abreise: f.abreise.value,
      erwachsene: f.erwachsene.value,
      kinder: f.kinder.value,
      haustier: form.querySelector('input[name="haustier"]:checked').value,
      extras: Array.prototype.map.call(form.querySelectorAll('input[name="extras"]:checked'), function (c) { return c.value; }),
      anrede: f.anrede.value,
      vorname: f.vorname.value.trim(),
      nachname: f.nachname.value.trim(),
      strasse: f.strasse.value.trim(),
      plz: f.plz.value.trim(),
      ort: f.ort.value.trim(),
      email: f.email.value.trim(),
      telefon: f.telefon.value.trim(),
      nachricht: f.nachricht.value.trim(),
      datenschutz: true
    };
    if (parseInt(f.kinder.value, 10) > 0) daten.kinder_alter = f.kinder_alter.value.trim();
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(daten) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (d) {
        form.hidden = true;
        document.getElementById('nummer').textContent = d.reference;
        document.getElementById('danke').hidden = false;
      })
      .catch(function () {
        laeuft = false;
        document.getElementById('senden').disabled = false;
        alert('Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder rufen Sie uns an: 08054 960 27.');
      });
  });
})();
