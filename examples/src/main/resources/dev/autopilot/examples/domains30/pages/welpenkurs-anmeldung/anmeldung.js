document.getElementById('anmeldung').addEventListener('submit', function (e) {
  var f = this;
  var fehler = [];
  ['vorname', 'nachname', 'strasse', 'ort', 'telefon'].forEach(function (n) {
    if (!f.elements[n].value.trim()) fehler.push('Bitte fülle das Feld „' + f.querySelector('label[for=' + n + ']').textContent.replace(' *', '') + '“ aus.');
  });
  if (!/^\d{5}$/.test(f.plz.value.trim())) fehler.push('Die Postleitzahl muss aus fünf Ziffern bestehen.');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim())) fehler.push('Bitte gib eine gültige E-Mail-Adresse an.');
  if (!f.hund_name.value.trim()) fehler.push('Wie heißt dein Welpe?');
  if (!f.hund_geburtsdatum.value) fehler.push('Bitte gib den Wurftag an.');
  if (!f.querySelector('[name=hund_geschlecht]:checked')) fehler.push('Bitte wähle das Geschlecht aus.');
  if (!f.hund_impfstatus.value) fehler.push('Bitte gib den Impfstatus an.');
  if (!f.querySelector('[name=kurs]:checked')) fehler.push('Bitte wähle einen Kurs.');
  if (!f.agb.checked) fehler.push('Bitte akzeptiere die AGB und die Datenschutzerklärung.');
  var box = document.getElementById('fehler');
  if (fehler.length) {
    e.preventDefault();
    box.innerHTML = '<strong>Bitte prüfe deine Angaben:</strong><ul><li>' + fehler.join('</li><li>') + '</li></ul>';
    box.hidden = false;
    box.scrollIntoView();
  }
});
