$(function () {
  $('#coiffeur').select2({ language: 'fr', minimumResultsForSearch: Infinity });

  var fp = flatpickr('#date', {
    locale: 'fr',
    altInput: true,
    altFormat: 'l j F Y',
    dateFormat: 'Y-m-d',
    minDate: 'today',
    // fermé le dimanche et le lundi
    disable: [function (d) { return d.getDay() === 0 || d.getDay() === 1; }]
  });

  $('#rdv').on('submit', function (e) {
    e.preventDefault();
    var f = this;
    var manque = [];
    if (!$('input[name=prestation]:checked').length) manque.push('la prestation');
    if (!f.date.value) manque.push('la date');
    if (!f.heure.value) manque.push("l'heure");
    if (!f.prenom.value.trim()) manque.push('votre prénom');
    if (!f.nom.value.trim()) manque.push('votre nom');
    if (!f.tel.value.trim()) manque.push('votre téléphone');
    if (manque.length) {
      $('#err').text('Merci de renseigner : ' + manque.join(', ') + '.').prop('hidden', false);
      return;
    }
    $('#err').prop('hidden', true);
    var data = {
      prestation: $('input[name=prestation]:checked').val(),
      longueur: $('input[name=longueur]:checked').val(),
      coiffeur: $('#coiffeur').val(),
      date: f.date.value,
      heure: f.heure.value,
      premiereVisite: $('input[name=premiereVisite]:checked').val() === 'oui',
      client: { prenom: f.prenom.value.trim(), nom: f.nom.value.trim(), telephone: f.tel.value.trim(), email: f.email.value.trim() },
      commentaire: f.commentaire.value,
      rappelSms: f.rappelSms.checked,
      newsletter: f.newsletter.checked
    };
    $('#valider').prop('disabled', true).text('Envoi…');
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })
      .then(function (r) { return r.json().then(function (b) { if (!r.ok) throw b; return b; }); })
      .then(function (b) {
        $('#rdv').prop('hidden', true);
        $('#ok-text').text('À ' + fp.altInput.value + ', ' + $('#heure option:selected').text() + '. Numéro de réservation : ' + b.reference + '.');
        $('#ok').prop('hidden', false);
      })
      .catch(function () {
        $('#err').text('Ce créneau vient d’être pris, merci d’en choisir un autre.').prop('hidden', false);
        $('#valider').prop('disabled', false).text('Confirmer le rendez-vous');
      });
  });
});
