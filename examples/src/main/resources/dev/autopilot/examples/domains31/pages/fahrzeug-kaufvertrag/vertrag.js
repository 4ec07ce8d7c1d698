(function () {
  'use strict';
  var form = document.getElementById('vertrag');
  var $ = function (id) { return document.getElementById(id); };
  function val(id) { return $(id).value.trim(); }
  function preis(text) {
    var t = text.replace(/[€\s]/g, '');
    if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) return parseFloat(t.replace(/\./g, '').replace(',', '.'));
    if (/^\d+(,\d{1,2})?$/.test(t)) return parseFloat(t.replace(',', '.'));
    return NaN;
  }
  function person(p) {
    return { vorname: val(p + '-vorname'), nachname: val(p + '-nachname'), strasse: val(p + '-strasse'), plz: val(p + '-plz'),
      ort: val(p + '-ort'), telefon: val(p + '-telefon'), ausweis: val(p + '-ausweis').toUpperCase() };
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var fin = $('fin');
    fin.setCustomValidity(/^[A-HJ-NPR-Z0-9]{17}$/.test(fin.value.trim().toUpperCase()) ? '' : 'FIN');
    var p = $('preis');
    var betrag = preis(p.value);
    p.setCustomValidity(isNaN(betrag) || betrag < 100 ? 'Preis' : '');
    var ok = form.checkValidity();
    form.classList.add('was-validated');
    var fehler = $('fehler');
    if (!ok) {
      fehler.textContent = 'Bitte prüfen Sie die rot markierten Felder.';
      fehler.classList.remove('d-none');
      var first = form.querySelector(':invalid');
      if (first) first.focus();
      return;
    }
    fehler.classList.add('d-none');
    var body = {
      verkaeufer: person('verkaeufer'),
      kaeufer: person('kaeufer'),
      fahrzeug: {
        hersteller: val('hersteller'), modell: val('modell'), fin: val('fin').toUpperCase(), kennzeichen: val('kennzeichen').toUpperCase(),
        erstzulassung: val('ez-jahr') + '-' + val('ez-monat'), kilometerstand: parseInt(val('km'), 10), hu: val('hu'), schluessel: val('schluessel')
      },
      zustand: form.querySelector('input[name=zustand]:checked').value,
      maengel: val('maengel'),
      kaufpreis: betrag,
      zahlung: form.querySelector('input[name=zahlung]:checked').value,
      uebergabe: val('uebergabe'),
      gewaehrleistungsausschluss: $('ausschluss').checked,
      newsletter: $('newsletter').checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, j: j }; }); })
      .then(function (x) {
        if (!x.ok) { fehler.textContent = x.j.message || 'Der Vertrag konnte nicht erstellt werden.'; fehler.classList.remove('d-none'); return; }
        $('nummer').textContent = x.j.reference;
        $('formular').classList.add('d-none');
        $('fertig').classList.remove('d-none');
      })
      .catch(function () { fehler.textContent = 'Verbindungsfehler – bitte erneut versuchen.'; fehler.classList.remove('d-none'); });
  });
})();
