(function () {
  var form = document.getElementById('antrag');
  var fehler = document.getElementById('fehler');
  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var bad = [];
    Array.prototype.forEach.call(form.querySelectorAll('input,textarea'), function (el) {
      el.classList.remove('invalid');
      if (!el.checkValidity()) { el.classList.add('invalid'); bad.push(el); }
    });
    var beginn = form.beginn.value, ende = form.ende.value;
    if (beginn && ende && ende <= beginn) { form.ende.classList.add('invalid'); bad.push(form.ende); }
    if (bad.length) {
      fehler.textContent = 'Bitte prüfen Sie die markierten Felder (' + bad.length + ').';
      fehler.hidden = false;
      bad[0].focus();
      return;
    }
    fehler.hidden = true;
    var el = form.elements;
    var antrag = {
      mieter: { name: el.mieterName.value, vertragsnummer: el.vertragsnummer.value, wohnung: el.wohnung.value,
        email: el.email.value, telefon: el.telefon.value },
      untermieter: { name: el.untermieterName.value, geburtsdatum: el.untermieterGeburtsdatum.value, beruf: el.untermieterBeruf.value },
      umfang: form.querySelector('[name=umfang]:checked').value,
      zeitraum: { beginn: beginn, ende: ende },
      begruendung: el.begruendung.value,
      bestaetigungen: { selbstNutzung: el.selbstNutzung.checked, datenschutz: el.datenschutz.checked, mieterzeitung: el.mieterzeitung.checked }
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(antrag) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        form.hidden = true;
        var ok = document.getElementById('erfolg');
        ok.innerHTML = '<h2>Antrag eingegangen</h2><p>Vielen Dank. Ihr Antrag auf Untervermietung hat das Aktenzeichen ' + j.reference + '.</p>';
        ok.hidden = false;
      })
      .catch(function () { fehler.textContent = 'Senden fehlgeschlagen. Bitte später erneut versuchen.'; fehler.hidden = false; });
  });
})();
