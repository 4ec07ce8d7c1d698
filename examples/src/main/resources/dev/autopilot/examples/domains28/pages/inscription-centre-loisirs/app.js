(function () {
  var form = document.getElementById('inscription');
  var f = form.elements;
  var enCours = false;

  function msg(id, bad) {
    document.getElementById(id).hidden = !bad;
    return bad ? 1 : 0;
  }
  function coches(name) {
    return Array.prototype.map.call(form.querySelectorAll('input[name="' + name + '"]:checked'), function (c) { return c.value; });
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (enCours) return;
    var n = 0;
    n += msg('m-enfant', !f.enfant_nom.value.trim() || !f.enfant_prenom.value.trim() || !f.enfant_naissance.value || !f.classe.value);
    n += msg('m-semaines', coches('semaines').length === 0);
    n += msg('m-resp', !f.resp_nom.value.trim() || !f.resp_prenom.value.trim() || f.resp_tel.value.replace(/\D/g, '').length < 10
      || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.resp_email.value.trim()));
    n += msg('m-reglement', !f.reglement.checked);
    if (n) {
      form.querySelector('.msg:not([hidden])').scrollIntoView({ block: 'center' });
      return;
    }
    enCours = true;
    form.querySelector('button').disabled = true;
    var dossier = {
      enfant_nom: f.enfant_nom.value.trim(),
      enfant_prenom: f.enfant_prenom.value.trim(),
      enfant_naissance: f.enfant_naissance.value,
      classe: f.classe.value,
      semaines: coches('semaines'),
      cantine: form.querySelector('input[name="cantine"]:checked').value,
      regime: f.regime.value,
      garderie_matin: f.garderie_matin.checked,
      garderie_soir: f.garderie_soir.checked,
      sante: f.sante.value.trim(),
      resp_nom: f.resp_nom.value.trim(),
      resp_prenom: f.resp_prenom.value.trim(),
      lien: f.lien.value,
      resp_tel: f.resp_tel.value.trim(),
      resp_email: f.resp_email.value.trim(),
      qf: f.qf.value,
      photo: f.photo.checked,
      sortie_seul: f.sortie_seul.checked,
      reglement: f.reglement.checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(dossier) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (d) {
        form.hidden = true;
        document.getElementById('num').textContent = d.reference;
        document.getElementById('ok').hidden = false;
        window.scrollTo(0, 0);
      })
      .catch(function () {
        enCours = false;
        form.querySelector('button').disabled = false;
        alert("L'inscription n'a pas pu être enregistrée. Merci de réessayer.");
      });
  });
})();
