(function () {
  new TomSelect('#provincia', { create: false, sortField: { field: 'text', direction: 'asc' }, placeholder: 'Seleziona' });

  var form = document.getElementById('club');
  var errore = document.getElementById('errore');

  function maggiorenne(iso) {
    if (!iso) return false;
    var d = new Date(iso + 'T00:00:00');
    var limite = new Date();
    limite.setFullYear(limite.getFullYear() - 18);
    return d <= limite;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var fd = new FormData(form);
    var mancano = [];
    [['nome', 'nome'], ['cognome', 'cognome'], ['data_nascita', 'data di nascita'], ['telefono', 'cellulare'], ['email', 'e-mail'],
     ['indirizzo', 'indirizzo'], ['cap', 'CAP'], ['citta', 'città'], ['provincia', 'provincia']].forEach(function (c) {
      if (!(fd.get(c[0]) || '').toString().trim()) mancano.push(c[1]);
    });
    if (!fd.get('marketing') || !fd.get('profilazione')) mancano.push('le scelte sui consensi');
    if (!fd.get('maggiorenne') || !fd.get('privacy')) mancano.push('le dichiarazioni obbligatorie');
    if (mancano.length) {
      errore.textContent = 'Completa: ' + mancano.join(', ') + '.';
      errore.hidden = false;
      return;
    }
    if (!maggiorenne(fd.get('data_nascita'))) {
      errore.textContent = 'Il Club è riservato ai maggiorenni.';
      errore.hidden = false;
      return;
    }
    errore.hidden = true;
    var btn = document.getElementById('iscrivimi');
    btn.disabled = true;
    fetch('api/submit', { method: 'POST', body: fd })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (b) {
        form.hidden = true;
        document.getElementById('benvenuto-testo').textContent = 'Ciao ' + fd.get('nome') + ', la tua prima cassetta parte entro 5 giorni lavorativi. Codice socio: ' + b.reference + '.';
        document.getElementById('benvenuto').hidden = false;
      })
      .catch(function () {
        btn.disabled = false;
        errore.textContent = 'Si è verificato un errore, riprova.';
        errore.hidden = false;
      });
  });
})();
