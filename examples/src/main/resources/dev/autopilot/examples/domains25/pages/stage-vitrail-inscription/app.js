document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('inscription');
  var erreur = document.getElementById('erreur');
  var tel = document.getElementById('tel');

  tel.addEventListener('input', function () { tel.setCustomValidity(''); });

  form.addEventListener('submit', async function (e) {
    e.preventDefault();
    erreur.textContent = '';
    var chiffres = tel.value.replace(/[^0-9]/g, '');
    if (tel.value && (chiffres.length < 9 || chiffres.length > 15)) {
      tel.setCustomValidity('Numéro de téléphone invalide');
    }
    if (!form.checkValidity()) {
      var champ = form.querySelector(':invalid');
      erreur.textContent = champ.validationMessage || 'Veuillez compléter les champs obligatoires.';
      champ.focus();
      return;
    }
    var donnees = Object.fromEntries(new FormData(form));
    try {
      var rep = await fetch('api/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(donnees)
      });
      if (!rep.ok) throw new Error(String(rep.status));
      var json = await rep.json();
      form.hidden = true;
      var conf = document.getElementById('confirmation');
      conf.hidden = false;
      conf.textContent = 'Merci ! Votre inscription est enregistrée (n° ' + json.reference + '). Nous vous enverrons la confirmation et la demande d\'acompte par courriel.';
    } catch (err) {
      erreur.textContent = 'Une erreur est survenue. Merci de réessayer ou de nous appeler au 02 37 00 00 00.';
    }
  });
});
