(() => {
  const form = document.getElementById('abonnement');
  const erreurs = document.getElementById('erreurs');
  const attendus = { F4: 4, F8: 8 };

  const afficher = (liste) => {
    erreurs.innerHTML = liste.length ? '<p>Merci de corriger :</p><ul>' + liste.map((m) => `<li>${m}</li>`).join('') + '</ul>' : '';
    erreurs.hidden = !liste.length;
  };

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const fd = new FormData(form);
    const liste = [];
    for (const el of form.querySelectorAll('[required]')) {
      if (!el.checkValidity()) {
        const lab = el.labels && el.labels[0] ? el.labels[0].textContent.replace('*', '').trim() : el.name;
        if (!liste.includes(lab)) liste.push(lab.length > 60 ? lab.slice(0, 57) + '…' : lab);
      }
    }
    if (document.getElementById('cp').validity.patternMismatch) liste.push('Le code postal doit comporter 5 chiffres');
    const choisis = fd.getAll('spectacles');
    const n = attendus[fd.get('formule')];
    if (n && choisis.length !== n) liste.push(`Choisissez exactement ${n} spectacles (${choisis.length} cochés)`);
    if (!n && fd.get('formule') === 'FL' && choisis.length === 0) liste.push('Choisissez au moins un spectacle');
    afficher([...new Set(liste)]);
    if (liste.length) return;

    const donnees = {
      abonne: {
        civilite: fd.get('civilite'),
        prenom: fd.get('prenom').trim(),
        nom: fd.get('nom').trim(),
        courriel: fd.get('courriel').trim(),
        telephone: fd.get('telephone').trim(),
        adresse: fd.get('adresse').trim(),
        code_postal: fd.get('code_postal').trim(),
        ville: fd.get('ville').trim(),
      },
      abonnement: {
        formule: fd.get('formule'),
        tarif: fd.get('tarif'),
        spectacles: choisis,
        placement: fd.get('placement'),
        nombre: Number(fd.get('nombre') || 1),
        reglement: fd.get('reglement'),
      },
      consentements: {
        lettre_info: fd.has('lettre_info'),
        partenaires: fd.has('partenaires'),
        cgv: fd.has('cgv'),
      },
    };
    try {
      const rep = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(donnees) });
      if (!rep.ok) throw new Error(rep.status);
      const r = await rep.json();
      form.hidden = true;
      document.getElementById('numero').textContent = r.reference;
      document.getElementById('confirmation').hidden = false;
    } catch (err) {
      afficher(['Le service est momentanément indisponible. Merci de réessayer.']);
    }
  });
})();
