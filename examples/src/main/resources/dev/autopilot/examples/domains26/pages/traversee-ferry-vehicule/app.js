(() => {
  const form = document.getElementById('resa');
  const erreur = document.getElementById('erreur');
  const retour = document.getElementById('blocRetour');

  const majRetour = () => {
    const ar = form.typeVoyage.value === 'AR';
    retour.hidden = !ar;
    form.dateRetour.required = ar;
    form.heureRetour.required = ar;
  };
  form.querySelectorAll('input[name="typeVoyage"]').forEach(r => r.addEventListener('change', majRetour));
  majRetour();

  const afficher = (texte) => { erreur.textContent = texte; erreur.hidden = false; };

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    erreur.hidden = true;
    const invalide = form.querySelector(':invalid');
    if (invalide) {
      const label = form.querySelector(`label[for="${invalide.id}"]`);
      afficher(`Veuillez renseigner le champ « ${label ? label.textContent.trim() : invalide.name} ».`);
      invalide.focus();
      return;
    }
    if (form.typeVoyage.value === 'AR' && form.dateRetour.value < form.dateAller.value) {
      afficher('La date du retour doit être postérieure à la date de l\'aller.');
      return;
    }
    const ar = form.typeVoyage.value === 'AR';
    const donnees = {
      trajet: form.trajet.value,
      typeVoyage: form.typeVoyage.value,
      aller: { date: form.dateAller.value, heure: form.heureAller.value },
      retour: ar ? { date: form.dateRetour.value, heure: form.heureRetour.value } : null,
      vehicule: { categorie: form.categorie.value, hauteurSup: form.hauteurSup.checked, immatriculation: form.immatriculation.value.trim().toUpperCase() },
      passagers: {
        adultes: Number(form.adultes.value), enfants: Number(form.enfants.value),
        bebes: Number(form.bebes.value), animaux: Number(form.animaux.value)
      },
      conducteur: {
        civilite: form.civilite.value, nom: form.nom.value.trim(), prenom: form.prenom.value.trim(),
        email: form.email.value.trim(), telephone: form.telephone.value.trim(), pays: form.pays.value
      },
      cgv: form.cgv.checked,
      offres: form.offres.checked
    };
    const bouton = document.getElementById('valider');
    bouton.disabled = true;
    try {
      const rep = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(donnees) });
      const json = await rep.json();
      if (!rep.ok) throw new Error();
      form.hidden = true;
      const conf = document.getElementById('confirmation');
      conf.innerHTML = `<h2>Votre réservation est confirmée</h2><p>Numéro de dossier : <strong>${json.reference}</strong>. Votre billet vous a été envoyé par e-mail.</p>`;
      conf.hidden = false;
    } catch {
      afficher('Une erreur est survenue. Merci de réessayer.');
      bouton.disabled = false;
    }
  });
})();
