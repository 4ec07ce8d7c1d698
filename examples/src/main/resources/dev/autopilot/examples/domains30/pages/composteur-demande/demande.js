(function () {
  var form = document.getElementById('demande');
  var alerte = document.getElementById('alerte');
  form.addEventListener('submit', function (e) {
    var m = [];
    if (!form.querySelector('[name=civilite]:checked')) m.push('Veuillez indiquer votre civilité.');
    if (!form.nom.value.trim() || !form.prenom.value.trim()) m.push('Veuillez indiquer vos nom et prénom.');
    if (!form.adresse.value.trim()) m.push('Veuillez indiquer votre adresse.');
    if (!form.commune.value) m.push('Le service est réservé aux habitants des communes du Pays de Falaise : choisissez votre commune.');
    if (!/^0[1-9](\s?\d{2}){4}$/.test(form.telephone.value.trim())) m.push('Le numéro de téléphone doit comporter 10 chiffres (ex. : 02 31 12 34 56).');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.courriel.value.trim())) m.push('Veuillez saisir une adresse électronique valide.');
    if (!form.nb_personnes.value) m.push('Veuillez indiquer le nombre de personnes au foyer.');
    if (!form.querySelector('[name=modele]:checked')) m.push('Veuillez choisir un modèle de composteur.');
    if (!form.retrait.value) m.push('Veuillez choisir une date de retrait.');
    if (!form.reglement.checked) m.push('Vous devez accepter le règlement de mise à disposition.');
    if (m.length) {
      e.preventDefault();
      alerte.innerHTML = '<p><strong>Votre demande n\'a pas pu être envoyée :</strong></p><ul><li>' + m.join('</li><li>') + '</li></ul>';
      alerte.hidden = false;
      window.scrollTo(0, 0);
    }
  });
})();
