$(function () {
  $('#nacionalidad').select2({ language: 'es', placeholder: 'Escriba o seleccione un país', allowClear: true });

  var obligatorios = {
    tramite: 'el trámite', num_personas: 'el número de personas', tipo_documento: 'el tipo de documento',
    num_documento: 'el número de documento', nombre: 'el nombre', apellido1: 'el primer apellido',
    fecha_nacimiento: 'la fecha de nacimiento', nacionalidad: 'la nacionalidad', tipo_via: 'el tipo de vía',
    nombre_via: 'el nombre de la vía', numero: 'el número', cp: 'el código postal', oficina: 'la oficina',
    fecha_cita: 'el día', hora: 'la hora', telefono: 'el teléfono', correo: 'el correo electrónico'
  };

  function aviso(texto) {
    $('#aviso').text(texto).prop('hidden', !texto);
    if (texto) window.scrollTo(0, 0);
  }

  $('#cita').on('submit', function (e) {
    e.preventDefault();
    var form = this;
    var datos = new FormData(form);
    var faltan = [];
    Object.keys(obligatorios).forEach(function (k) {
      if (!(datos.get(k) || '').toString().trim()) faltan.push(obligatorios[k]);
    });
    if (!form.acepto_lopd.checked) faltan.push('la aceptación de la protección de datos');
    if (faltan.length) { aviso('Falta indicar: ' + faltan.join(', ') + '.'); return; }
    aviso('');
    $('#enviar').prop('disabled', true).text('Enviando…');
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(datos).toString()
    }).then(function (r) {
      return r.json().then(function (b) {
        $('#enviar').prop('disabled', false).text('Solicitar cita');
        if (!r.ok) { aviso(b.mensaje || 'No se ha podido registrar la cita.'); return; }
        $('#cita').prop('hidden', true);
        $('#localizador').text(b.reference);
        $('#confirmada').prop('hidden', false);
      });
    }).catch(function () {
      $('#enviar').prop('disabled', false).text('Solicitar cita');
      aviso('Error de comunicación. Inténtelo de nuevo más tarde.');
    });
  });
});
