(function () {
  var form = document.getElementById('collecte');
  var erreur = document.getElementById('erreur');

  function val(name) {
    var el = form.querySelector('[name="' + name + '"]:checked') || form.elements[name];
    return el && el.value !== undefined ? el.value.trim() : '';
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    erreur.textContent = '';
    var obligatoires = ['prenom', 'nom', 'mobile', 'email', 'adresse', 'cp', 'ville', 'date_collecte', 'creneau'];
    for (var i = 0; i < obligatoires.length; i++) {
      if (!form.elements[obligatoires[i]].value.trim()) {
        erreur.textContent = 'Merci de remplir tous les champs obligatoires (*).';
        form.elements[obligatoires[i]].focus();
        return;
      }
    }
    if (!/^0[67]([ .]?\d{2}){4}$/.test(form.elements.mobile.value.trim())) {
      erreur.textContent = 'Le numéro de mobile doit commencer par 06 ou 07 et comporter 10 chiffres.';
      return;
    }
    if (!form.elements.email.checkValidity()) {
      erreur.textContent = "L'adresse e-mail n'est pas valide.";
      return;
    }
    if (!form.elements.cgs.checked) {
      erreur.textContent = 'Vous devez accepter les conditions générales de service.';
      return;
    }
    var articles = Array.prototype.map.call(form.querySelectorAll('input[name=articles]:checked'), function (c) { return c.value; });
    var commande = {
      client: {
        civilite: (form.querySelector('input[name=civilite]:checked') || {}).value || null,
        prenom: val('prenom'),
        nom: val('nom'),
        mobile: val('mobile'),
        email: val('email')
      },
      adresse: { rue: val('adresse'), codePostal: val('cp'), ville: val('ville'), acces: val('acces') },
      articles: articles,
      nbPieces: form.elements.nb_pieces.value ? Number(form.elements.nb_pieces.value) : null,
      procede: val('procede'),
      collecte: { date: val('date_collecte'), creneau: val('creneau') },
      delai: val('delai'),
      remarques: val('remarques'),
      cgsAcceptees: form.elements.cgs.checked,
      optinSms: form.elements.sms_promo.checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(commande) })
      .then(function (r) {
        if (r.status === 422) throw new Error('zone');
        if (!r.ok) throw new Error('serveur');
        return r.json();
      })
      .then(function (rep) {
        form.hidden = true;
        var ok = document.getElementById('ok');
        ok.innerHTML = '<h2>Votre collecte est programmée</h2><p>Numéro de commande : <strong>' + rep.reference +
          '</strong>. Un SMS de confirmation vous sera envoyé la veille du passage.</p>';
        ok.hidden = false;
      })
      .catch(function (err) {
        erreur.textContent = err.message === 'zone'
          ? 'Désolés, nous ne desservons pas encore ce code postal.'
          : 'Une erreur est survenue, merci de réessayer.';
      });
  });
})();
