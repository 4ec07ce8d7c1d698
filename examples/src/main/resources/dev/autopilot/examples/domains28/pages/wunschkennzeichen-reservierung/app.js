(function () {
  var form = document.getElementById('wkz');
  var f = form.elements;
  var schritt1 = document.getElementById('schritt1');
  var schritt2 = document.getElementById('schritt2');
  var laeuft = false;

  function kennzeichen() {
    return (f.unterscheidungszeichen.value || '??') + ' – ' + (f.buchstaben.value.toUpperCase() || '__') + ' ' + (f.ziffern.value || '0000');
  }
  function vorschau() { document.getElementById('vorschau-text').textContent = kennzeichen(); }
  ['unterscheidungszeichen', 'buchstaben', 'ziffern'].forEach(function (n) {
    f[n].addEventListener('input', vorschau);
    f[n].addEventListener('change', vorschau);
  });
  f.buchstaben.addEventListener('blur', function () { f.buchstaben.value = f.buchstaben.value.toUpperCase().trim(); vorschau(); });
  vorschau();

  function fehler(id, texte) {
    var box = document.getElementById(id);
    box.innerHTML = '';
    if (texte.length) {
      var ul = document.createElement('ul');
      texte.forEach(function (t) { var li = document.createElement('li'); li.textContent = t; ul.appendChild(li); });
      box.appendChild(ul);
    }
    box.hidden = texte.length === 0;
    return texte.length === 0;
  }

  document.getElementById('weiter').addEventListener('click', function () {
    var t = [];
    var b = f.buchstaben.value.trim().toUpperCase();
    var z = f.ziffern.value.trim();
    if (!f.unterscheidungszeichen.value) t.push('Bitte wählen Sie das Unterscheidungszeichen.');
    if (!/^[A-Z]{1,2}$/.test(b)) t.push('Die Erkennungsbuchstaben bestehen aus 1 bis 2 Buchstaben.');
    if (!/^[1-9]\d{0,3}$/.test(z)) t.push('Die Erkennungsnummer besteht aus 1 bis 4 Ziffern ohne führende Null.');
    if ((f.unterscheidungszeichen.value + b + z).length > 8) t.push('Das Kennzeichen darf höchstens 8 Zeichen haben.');
    if (!form.querySelector('input[name="fahrzeugart"]:checked')) t.push('Bitte wählen Sie die Fahrzeugart.');
    if (!fehler('fehler1', t)) return;
    f.buchstaben.value = b;
    vorschau();
    document.getElementById('frei').textContent = 'Das Kennzeichen ' + kennzeichen() + ' ist verfügbar. Bitte ergänzen Sie Ihre Angaben.';
    schritt1.hidden = true;
    schritt2.hidden = false;
    document.getElementById('s1').className = 'erledigt';
    document.getElementById('s2').className = 'aktuell';
  });

  document.getElementById('zurueck').addEventListener('click', function () {
    schritt2.hidden = true;
    schritt1.hidden = false;
    document.getElementById('s1').className = 'aktuell';
    document.getElementById('s2').className = '';
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (!schritt1.hidden) { document.getElementById('weiter').click(); return; }
    if (laeuft) return;
    var t = [];
    if (!f.anlass.value) t.push('Bitte geben Sie den Anlass der Zulassung an.');
    if (!form.querySelector('input[name="haltertyp"]:checked')) t.push('Bitte geben Sie an, wer Halter ist.');
    if (!f.nachname.value.trim()) t.push('Bitte geben Sie den Familiennamen bzw. die Firma an.');
    if (!f.strasse.value.trim() || !/^\d{5}$/.test(f.plz.value.trim()) || !f.ort.value.trim()) t.push('Bitte geben Sie eine vollständige Anschrift an.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim())) t.push('Bitte geben Sie eine gültige E-Mail-Adresse an.');
    if (!f.kenntnis.checked) t.push('Bitte bestätigen Sie den Hinweis zur Gültigkeit und Gebühr.');
    if (!fehler('fehler2', t)) return;
    laeuft = true;
    document.getElementById('reservieren').disabled = true;
    var daten = {
      kennzeichen: {
        unterscheidungszeichen: f.unterscheidungszeichen.value,
        buchstaben: f.buchstaben.value,
        ziffern: f.ziffern.value.trim(),
        fahrzeugart: form.querySelector('input[name="fahrzeugart"]:checked').value,
        eKennzeichen: f.e_kennzeichen.checked,
        hKennzeichen: f.h_kennzeichen.checked,
        saison: f.saison.checked
      },
      anlass: f.anlass.value,
      halter: {
        typ: form.querySelector('input[name="haltertyp"]:checked').value,
        vorname: f.vorname.value.trim(),
        nachname: f.nachname.value.trim(),
        geburtsdatum: f.geburtsdatum.value,
        strasse: f.strasse.value.trim(),
        plz: f.plz.value.trim(),
        ort: f.ort.value.trim(),
        email: f.email.value.trim()
      },
      kenntnisGebuehr: f.kenntnis.checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(daten) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (d) {
        form.hidden = true;
        document.getElementById('bestaetigt').textContent = kennzeichen();
        document.getElementById('resnr').textContent = d.reference;
        document.getElementById('schritt3').hidden = false;
        document.getElementById('s2').className = 'erledigt';
        document.getElementById('s3').className = 'aktuell';
      })
      .catch(function () {
        laeuft = false;
        document.getElementById('reservieren').disabled = false;
        fehler('fehler2', ['Der Dienst ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.']);
      });
  });
})();
