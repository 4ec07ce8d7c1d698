(function () {
  var form = document.getElementById('presupuesto');
  var f = form.elements;
  var enviando = false;

  var provincia = new TomSelect('#provincia', {
    create: false,
    maxOptions: 60,
    sortField: { field: 'text', direction: 'asc' },
    render: { no_results: function () { return '<div class="no-results">No encontramos esa provincia</div>'; } }
  });

  function aviso(id, mal) {
    document.getElementById('av-' + id).hidden = !mal;
    return mal ? 1 : 0;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (enviando) return;
    var n = 0;
    n += aviso('tipo', !form.querySelector('input[name="tipo_reforma"]:checked'));
    n += aviso('provincia', !provincia.getValue());
    n += aviso('cp', !/^\d{5}$/.test(f.cp.value.trim()));
    n += aviso('nombre', f.nombre.value.trim().length < 3);
    n += aviso('telefono', !/^(\+34)?[6789]\d{8}$/.test(f.telefono.value.replace(/[\s.-]/g, '')));
    n += aviso('email', !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim()));
    n += aviso('privacidad', !f.privacidad.checked);
    if (n) return;
    enviando = true;
    var boton = form.querySelector('button[type="submit"]');
    boton.disabled = true;
    boton.textContent = 'Enviando…';
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (d) {
        document.querySelector('.portada').hidden = true;
        document.getElementById('ref').textContent = d.reference;
        document.getElementById('gracias').hidden = false;
      })
      .catch(function () {
        enviando = false;
        boton.disabled = false;
        boton.textContent = 'Solicitar presupuesto';
        alert('No se ha podido enviar. Inténtalo de nuevo o llámanos al 961 96 04 82.');
      });
  });
})();
