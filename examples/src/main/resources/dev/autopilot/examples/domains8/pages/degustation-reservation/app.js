(function () {
  var h = React.createElement, useState = React.useState;

  function Champ(props) {
    return h('div', { className: 'champ' },
      h('label', { htmlFor: props.id }, props.label),
      props.children,
      props.erreur ? h('div', { className: 'erreur', role: 'alert' }, props.erreur) : null);
  }

  function Reservation() {
    var init = { prenom: '', nom: '', courriel: '', telephone: '', date: '', creneau: '', personnes: '2',
      langue: 'fr', preferences: '', majeur: false, cgu: false, infolettre: true };
    var s = useState(init), v = s[0], setV = s[1];
    var e = useState({}), err = e[0], setErr = e[1];
    var r = useState(null), ref = r[0], setRef = r[1];
    var b = useState(false), envoi = b[0], setEnvoi = b[1];

    function maj(nom) {
      return function (ev) {
        var t = ev.target, val = t.type === 'checkbox' ? t.checked : t.value;
        setV(function (old) { var n = Object.assign({}, old); n[nom] = val; return n; });
      };
    }

    function valider() {
      var x = {};
      if (!v.prenom.trim()) x.prenom = 'Indiquez votre prénom.';
      if (!v.nom.trim()) x.nom = 'Indiquez votre nom.';
      if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v.courriel)) x.courriel = 'Adresse e-mail invalide.';
      if (v.telephone.replace(/\D/g, '').length < 9) x.telephone = 'Numéro de téléphone invalide.';
      if (!v.date) x.date = 'Choisissez une date.';
      else if (new Date(v.date + 'T12:00:00').getDay() < 2) x.date = 'Le caveau est fermé le dimanche et le lundi.';
      if (!v.creneau) x.creneau = 'Choisissez un créneau.';
      if (!v.majeur) x.majeur = 'La dégustation est réservée aux personnes majeures.';
      if (!v.cgu) x.cgu = 'Veuillez accepter les conditions de réservation.';
      return x;
    }

    function envoyer(ev) {
      ev.preventDefault();
      var x = valider(); setErr(x);
      if (Object.keys(x).length) return;
      setEnvoi(true);
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ contact: { prenom: v.prenom, nom: v.nom, courriel: v.courriel, telephone: v.telephone },
          visite: { date: v.date, creneau: v.creneau, personnes: Number(v.personnes), langue: v.langue, preferences: v.preferences },
          majeur: v.majeur, cgu: v.cgu, infolettre: v.infolettre }) })
        .then(function (res) { return res.json(); })
        .then(function (j) { setRef(j.reference); })
        .catch(function () { setEnvoi(false); });
    }

    if (ref) {
      return h('div', { className: 'merci', role: 'status' },
        h('h2', null, 'Réservation confirmée'),
        h('p', null, 'Merci ' + v.prenom + ', nous vous attendons le ' + v.date + ' (' + v.creneau + '). Numéro de réservation : ' + ref + '.'));
    }

    return h('form', { onSubmit: envoyer, noValidate: true },
      h(Champ, { id: 'prenom', label: 'Prénom', erreur: err.prenom }, h('input', { id: 'prenom', value: v.prenom, onChange: maj('prenom'), autoComplete: 'given-name' })),
      h(Champ, { id: 'nom', label: 'Nom', erreur: err.nom }, h('input', { id: 'nom', value: v.nom, onChange: maj('nom'), autoComplete: 'family-name' })),
      h(Champ, { id: 'courriel', label: 'Courriel', erreur: err.courriel }, h('input', { id: 'courriel', type: 'email', value: v.courriel, onChange: maj('courriel') })),
      h(Champ, { id: 'telephone', label: 'Téléphone portable', erreur: err.telephone }, h('input', { id: 'telephone', type: 'tel', value: v.telephone, onChange: maj('telephone') })),
      h(Champ, { id: 'date', label: 'Date de la visite', erreur: err.date }, h('input', { id: 'date', type: 'date', min: '2027-01-01', value: v.date, onChange: maj('date') })),
      h(Champ, { id: 'creneau', label: 'Créneau horaire', erreur: err.creneau },
        h('select', { id: 'creneau', value: v.creneau, onChange: maj('creneau') },
          h('option', { value: '' }, '— Sélectionnez —'),
          h('option', { value: '10h30' }, 'Matin, 10 h 30'),
          h('option', { value: '15h00' }, 'Après-midi, 15 h 00'),
          h('option', { value: '17h30' }, 'Fin de journée, 17 h 30'))),
      h(Champ, { id: 'personnes', label: 'Nombre de participants' },
        h('input', { id: 'personnes', type: 'number', min: 1, max: 8, value: v.personnes, onChange: maj('personnes') })),
      h('fieldset', null, h('legend', null, 'Langue de la visite'),
        ['fr', 'en', 'de'].map(function (l) {
          var noms = { fr: 'Français', en: 'Anglais', de: 'Allemand' };
          return h('label', { key: l, style: { marginRight: '1em' } },
            h('input', { type: 'radio', name: 'langue', value: l, checked: v.langue === l, onChange: maj('langue') }), ' ' + noms[l]);
        })),
      h(Champ, { id: 'preferences', label: 'Allergies ou remarques (facultatif)' },
        h('textarea', { id: 'preferences', rows: 2, value: v.preferences, onChange: maj('preferences') })),
      h('div', { className: 'case' }, h('input', { id: 'majeur', type: 'checkbox', checked: v.majeur, onChange: maj('majeur') }),
        h('label', { htmlFor: 'majeur' }, ' Je certifie que tous les participants ont 18 ans ou plus'),
        err.majeur ? h('div', { className: 'erreur' }, err.majeur) : null),
      h('div', { className: 'case' }, h('input', { id: 'cgu', type: 'checkbox', checked: v.cgu, onChange: maj('cgu') }),
        h('label', { htmlFor: 'cgu' }, ' J\'accepte les conditions de réservation et le traitement de mes données'),
        err.cgu ? h('div', { className: 'erreur' }, err.cgu) : null),
      h('div', { className: 'case' }, h('input', { id: 'infolettre', type: 'checkbox', checked: v.infolettre, onChange: maj('infolettre') }),
        h('label', { htmlFor: 'infolettre' }, ' Je souhaite recevoir la lettre d\'information du domaine et les offres de nos partenaires')),
      h('p', null, h('button', { type: 'submit', disabled: envoi }, envoi ? 'Envoi…' : 'Réserver ma dégustation')));
  }

  ReactDOM.createRoot(document.getElementById('app')).render(h(Reservation));
})();
