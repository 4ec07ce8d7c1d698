(function () {
  var h = React.createElement;
  var useState = React.useState;

  var HOLZ = [
    { id: 'buche', name: 'Buche', info: 'hoher Heizwert, lange Glut', preis: 95 },
    { id: 'eiche', name: 'Eiche', info: 'sehr lange Brenndauer', preis: 89 },
    { id: 'birke', name: 'Birke', info: 'schönes Flammenbild, für offene Kamine', preis: 105 },
    { id: 'mix', name: 'Mischholz Buche/Eiche', info: 'unser Preistipp', preis: 85 }
  ];

  function euro(n) { return n.toFixed(2).replace('.', ',') + ' €'; }

  function App() {
    var s = useState({
      holz: '', laenge: '33', menge: '3', trocknung: 'luft', lieferung: '', stapeln: false,
      strasse: '', plz: '', ort: '', termin: '', name: '', telefon: '', email: '', anmerkung: '', newsletter: false, agb: false
    });
    var f = s[0], setF = s[1];
    var e = useState([]), fehler = e[0], setFehler = e[1];
    var st = useState(''), nummer = st[0], setNummer = st[1];
    var b = useState(false), busy = b[0], setBusy = b[1];

    function set(k) { return function (ev) { var t = ev.target; var v = t.type === 'checkbox' ? t.checked : t.value; setF(function (p) { var n = Object.assign({}, p); n[k] = v; return n; }); }; }
    function pick(k, v) { setF(function (p) { var n = Object.assign({}, p); n[k] = v; return n; }); }

    var sorte = HOLZ.filter(function (x) { return x.id === f.holz; })[0];
    var rm = parseInt(f.menge, 10) || 0;
    var summe = sorte ? rm * (sorte.preis + (f.trocknung === 'kammer' ? 10 : 0) + (f.stapeln ? 25 : 0)) : 0;

    function absenden(ev) {
      ev.preventDefault();
      var err = [];
      if (!sorte) err.push('Bitte wählen Sie eine Holzart.');
      if (rm < 2 || rm > 20) err.push('Wir liefern zwischen 2 und 20 Raummeter.');
      if (!f.lieferung) err.push('Bitte wählen Sie Abholung oder Lieferung.');
      if (f.lieferung === 'lieferung') {
        if (!f.strasse.trim() || !f.ort.trim()) err.push('Bitte geben Sie die Lieferadresse an.');
        if (!/^\d{5}$/.test(f.plz.trim())) err.push('Bitte geben Sie eine gültige Postleitzahl an.');
      }
      if (!f.termin) err.push('Bitte wählen Sie einen Wunschtermin.');
      else { var wd = new Date(f.termin + 'T12:00:00').getDay(); if (wd === 0 || wd === 6) err.push('Wir liefern und öffnen den Hof nur Montag bis Freitag.'); }
      if (!f.name.trim()) err.push('Bitte geben Sie Ihren Namen an.');
      if (!/^[+0-9 ()\/-]{6,}$/.test(f.telefon.trim())) err.push('Bitte geben Sie eine Telefonnummer an, damit der Fahrer Sie erreicht.');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.trim())) err.push('Bitte geben Sie eine gültige E-Mail-Adresse an.');
      if (!f.agb) err.push('Bitte bestätigen Sie die AGB.');
      setFehler(err);
      if (err.length) return;
      setBusy(true);
      var daten = {
        holzart: f.holz, scheitlaenge: Number(f.laenge), raummeter: rm, trocknung: f.trocknung,
        lieferart: f.lieferung, einlagern: f.stapeln,
        lieferadresse: f.lieferung === 'lieferung' ? { strasse: f.strasse.trim(), plz: f.plz.trim(), ort: f.ort.trim() } : null,
        wunschtermin: f.termin,
        kunde: { name: f.name.trim(), telefon: f.telefon.trim(), email: f.email.trim() },
        anmerkung: f.anmerkung.trim(), newsletter: f.newsletter, agbAkzeptiert: f.agb
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(daten) })
        .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
        .then(function (j) { setNummer(j.reference); })
        .catch(function () { setBusy(false); setFehler(['Die Bestellung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.']); });
    }

    if (nummer) {
      return h('main', { className: 'box' },
        h('h1', null, 'Vielen Dank für Ihre Bestellung!'),
        h('p', { role: 'status' }, 'Bestellnummer ' + nummer + '. Wir rufen Sie am Vortag an, um die Uhrzeit abzustimmen. Bezahlung bar oder per Überweisung nach Lieferung.'));
    }

    return h('main', { className: 'box' },
      h('h1', null, 'Brennholz bestellen'),
      h('form', { onSubmit: absenden, noValidate: true },
        h('h2', { id: 'h-holz' }, 'Holzart'),
        h('div', { className: 'kacheln', role: 'radiogroup', 'aria-labelledby': 'h-holz' },
          HOLZ.map(function (x) {
            var an = f.holz === x.id;
            return h('div', { key: x.id, role: 'radio', tabIndex: 0, 'aria-checked': an ? 'true' : 'false', className: 'kachel' + (an ? ' an' : ''),
              onClick: function () { pick('holz', x.id); }, onKeyDown: function (ev) { if (ev.key === ' ' || ev.key === 'Enter') { ev.preventDefault(); pick('holz', x.id); } } },
              h('strong', null, x.name), h('span', null, x.info), h('span', { className: 'preis' }, x.preis + ' € / RM'));
          })),
        h('div', { className: 'reihe' },
          h('label', null, 'Scheitlänge',
            h('select', { value: f.laenge, onChange: set('laenge') },
              h('option', { value: '25' }, '25 cm'), h('option', { value: '33' }, '33 cm'), h('option', { value: '50' }, '50 cm'), h('option', { value: '100' }, '1 m (Meterholz)'))),
          h('label', null, 'Menge in Raummetern (RM)',
            h('input', { type: 'number', min: 2, max: 20, step: 1, value: f.menge, onChange: set('menge') }))),
        h('p', { className: 'hinweis' }, '1 Raummeter = 1 m³ geschichtetes Holz. Mindestbestellmenge 2 RM.'),
        h('fieldset', null,
          h('legend', null, 'Trocknung'),
          h('label', null, h('input', { type: 'radio', name: 'trocknung', value: 'luft', checked: f.trocknung === 'luft', onChange: set('trocknung') }), ' luftgetrocknet (2 Jahre gelagert, Restfeuchte unter 20 %)'),
          h('label', null, h('input', { type: 'radio', name: 'trocknung', value: 'kammer', checked: f.trocknung === 'kammer', onChange: set('trocknung') }), ' kammergetrocknet, sofort ofenfertig (+10 € / RM)')),
        h('h2', null, 'Abholung oder Lieferung'),
        h('fieldset', null,
          h('legend', { className: 'sr' }, 'Abholung oder Lieferung'),
          h('label', null, h('input', { type: 'radio', name: 'lieferung', value: 'abholung', checked: f.lieferung === 'abholung', onChange: set('lieferung') }), ' Selbstabholung am Hof (Hänger wird beladen)'),
          h('label', null, h('input', { type: 'radio', name: 'lieferung', value: 'lieferung', checked: f.lieferung === 'lieferung', onChange: set('lieferung') }), ' Lieferung per Kipper (bis 15 km frei, darüber 2 € / km)')),
        h('label', { className: 'check' }, h('input', { type: 'checkbox', checked: f.stapeln, onChange: set('stapeln') }), ' Holz in Keller/Schuppen tragen und aufschichten (+25 € / RM)'),
        f.lieferung === 'lieferung' ? h('div', { className: 'adresse' },
          h('label', null, 'Straße und Hausnummer', h('input', { type: 'text', value: f.strasse, onChange: set('strasse'), autoComplete: 'address-line1' })),
          h('div', { className: 'reihe' },
            h('label', { className: 'plz' }, 'PLZ', h('input', { type: 'text', inputMode: 'numeric', value: f.plz, onChange: set('plz'), autoComplete: 'postal-code' })),
            h('label', null, 'Ort', h('input', { type: 'text', value: f.ort, onChange: set('ort'), autoComplete: 'address-level2' })))) : null,
        h('label', null, 'Wunschtermin (Mo–Fr)', h('input', { type: 'date', value: f.termin, onChange: set('termin') })),
        h('h2', null, 'Ihre Kontaktdaten'),
        h('label', null, 'Vor- und Nachname', h('input', { type: 'text', value: f.name, onChange: set('name'), autoComplete: 'name' })),
        h('div', { className: 'reihe' },
          h('label', null, 'Telefon', h('input', { type: 'tel', value: f.telefon, onChange: set('telefon'), autoComplete: 'tel' })),
          h('label', null, 'E-Mail', h('input', { type: 'email', value: f.email, onChange: set('email'), autoComplete: 'email' }))),
        h('label', null, 'Anmerkungen (Zufahrt, Ablageort …)', h('textarea', { rows: 3, value: f.anmerkung, onChange: set('anmerkung') })),
        h('p', { className: 'summe' }, 'Voraussichtlicher Preis: ', h('strong', null, euro(summe)), ' zzgl. ggf. Anfahrt'),
        h('label', { className: 'check' }, h('input', { type: 'checkbox', checked: f.newsletter, onChange: set('newsletter') }), ' Ich möchte über Sonderangebote (z. B. Frühbezugsrabatt) per E-Mail informiert werden.'),
        h('label', { className: 'check' }, h('input', { type: 'checkbox', checked: f.agb, onChange: set('agb') }), ' Ich habe die AGB gelesen und bestelle verbindlich.'),
        fehler.length ? h('div', { className: 'fehler', role: 'alert' }, fehler.map(function (x, i) { return h('p', { key: i }, x); })) : null,
        h('button', { type: 'submit', disabled: busy }, busy ? 'Wird gesendet …' : 'Zahlungspflichtig bestellen')));
  }

  ReactDOM.createRoot(document.getElementById('app')).render(h(App));
})();
