(function () {
  var form = document.getElementById('commande');
  var envoye = false;

  function err(id, mauvais) {
    document.getElementById('err-' + id).hidden = !mauvais;
    return mauvais ? 1 : 0;
  }

  function dateValide(v) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    var d = new Date(v + 'T12:00:00');
    var min = new Date(Date.now() + 72 * 3600 * 1000);
    return d.getDay() !== 1 && d >= min;
  }

  form.addEventListener('submit', function (e) {
    if (envoye) { e.preventDefault(); return; }
    var f = form.elements;
    var n = 0;
    n += err('gateau', !form.querySelector('input[name="gateau"]:checked'));
    n += err('date_retrait', !dateValide(f.date_retrait.value));
    n += err('nom', !f.prenom.value.trim() || !f.nom.value.trim());
    n += err('tel', f.tel.value.replace(/\D/g, '').length < 10);
    n += err('email', !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim()));
    n += err('cgv', !f.cgv.checked);
    if (n) {
      e.preventDefault();
      var p = form.querySelector('.erreur:not([hidden])');
      if (p) p.scrollIntoView({ block: 'center' });
      return;
    }
    envoye = true;
    form.querySelector('button[type="submit"]').disabled = true;
  });
})();
