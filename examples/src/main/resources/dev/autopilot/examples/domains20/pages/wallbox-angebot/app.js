(() => {
  const form = document.getElementById('angebot');
  const plz = document.getElementById('plz');
  const plzFehler = document.getElementById('plz-fehler');
  const formFehler = document.getElementById('formfehler');
  const erfolg = document.getElementById('erfolg');

  function pruefePlz() {
    const ok = /^\d{5}$/.test(plz.value.trim());
    plz.setCustomValidity(ok || plz.value === '' ? '' : 'Bitte geben Sie eine gültige fünfstellige Postleitzahl ein.');
    plzFehler.textContent = plz.validationMessage;
  }
  plz.addEventListener('input', pruefePlz);
  plz.addEventListener('blur', pruefePlz);

  const wert = (name) => (form.elements[name].value || '').trim();
  const gewaehlt = (name) => {
    const r = form.querySelector(`input[name="${name}"]:checked`);
    return r ? r.value : null;
  };

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    pruefePlz();
    formFehler.hidden = true;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const daten = {
      kontakt: {
        anrede: wert('anrede'),
        vorname: wert('vorname'),
        nachname: wert('nachname'),
        email: wert('email'),
        telefon: wert('telefon')
      },
      objekt: {
        strasse: wert('strasse'),
        plz: wert('plz'),
        ort: wert('ort'),
        gebaeude: gewaehlt('gebaeude'),
        eigentuemer: gewaehlt('eigentuemer'),
        stellplatz: gewaehlt('stellplatz'),
        kabelMeter: Number(wert('kabel')),
        vorhanden: [...form.querySelectorAll('input[name="vorhanden"]:checked')].map((c) => c.value)
      },
      wunsch: {
        fahrzeug: wert('fahrzeug'),
        leistung: wert('leistung'),
        termin: wert('termin'),
        nachricht: wert('nachricht'),
        foerderung: form.elements.foerderung.checked
      },
      newsletter: form.elements.newsletter.checked,
      datenschutz: form.elements.datenschutz.checked
    };
    const knopf = form.querySelector('button[type=submit]');
    knopf.disabled = true;
    try {
      const antwort = await fetch('api/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(daten)
      });
      if (!antwort.ok) throw new Error(String(antwort.status));
      const json = await antwort.json();
      form.hidden = true;
      erfolg.hidden = false;
      erfolg.innerHTML = `<strong>Vielen Dank, Ihre Anfrage ist bei uns angekommen.</strong> Vorgangsnummer ${json.reference}. ` +
        'Wir rufen Sie innerhalb von zwei Werktagen an, um den Vor-Ort-Check zu vereinbaren.';
    } catch (err) {
      knopf.disabled = false;
      formFehler.hidden = false;
      formFehler.textContent = 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.';
    }
  });
})();
