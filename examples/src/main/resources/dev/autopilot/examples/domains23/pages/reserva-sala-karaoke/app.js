(function () {
  var fp = flatpickr('#fecha', {
    locale: 'es',
    dateFormat: 'd/m/Y',
    allowInput: true,
    minDate: 'today',
    disableMobile: true
  });

  var form = document.getElementById('reserva');
  var ok = document.getElementById('ok');
  var ko = document.getElementById('ko');

  function marcados(name) {
    return Array.prototype.map.call(form.querySelectorAll('input[name="' + name + '"]:checked'), function (i) { return i.value; });
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    ko.hidden = true;
    var movil = document.getElementById('movil');
    document.getElementById('movil-err').hidden = movil.validity.valid || !movil.value;
    if (!form.checkValidity() || fp.selectedDates.length === 0) {
      ko.textContent = 'Revisa los campos obligatorios marcados con *.';
      ko.hidden = false;
      return;
    }
    var datos = {
      reserva: {
        local: form.local.value,
        fecha: fp.formatDate(fp.selectedDates[0], 'Y-m-d'),
        hora: form.hora.value,
        duracionMin: Number(marcados('duracion')[0]),
        personas: Number(form.personas.value),
        motivo: form.motivo.value,
        extras: marcados('extras')
      },
      cliente: {
        nombre: form.nombre.value.trim(),
        apellidos: form.apellidos.value.trim(),
        email: form.email.value.trim(),
        movil: movil.value.trim(),
        comentarios: form.comentarios.value.trim()
      },
      aceptaCancelacion: form.cancelacion.checked,
      promosWhatsapp: form.promos.checked
    };
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(datos)
    }).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.json();
    }).then(function (res) {
      form.hidden = true;
      ok.innerHTML = '<strong>¡Reserva recibida!</strong> Tu código es ' + res.reference + '. Te enviaremos la confirmación y el precio por email.';
      ok.hidden = false;
    }).catch(function () {
      ko.textContent = 'No hemos podido completar la reserva. Inténtalo de nuevo.';
      ko.hidden = false;
    });
  });
})();
