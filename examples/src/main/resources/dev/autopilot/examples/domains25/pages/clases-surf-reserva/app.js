$(function () {
  $('#playa').select2({ placeholder: 'Elige una playa', width: '100%' });

  $('#reserva').on('submit', function (e) {
    e.preventDefault();
    var $form = $(this);
    var $error = $('#error').text('');
    var tel = $('#telefono').val().replace(/\s+/g, '');
    if (!/^(\+?\d{9,13})$/.test(tel)) {
      $error.text('Introduce un teléfono válido (9 cifras o con prefijo internacional).');
      $('#telefono').trigger('focus');
      return;
    }
    if (!this.checkValidity()) {
      var primero = $form.find(':invalid').first();
      $error.text('Revisa el campo: ' + ($('label[for="' + primero.attr('id') + '"]').text() || 'obligatorio'));
      primero.trigger('focus');
      return;
    }
    $.ajax({ url: $form.attr('action'), method: 'POST', data: $form.serialize(), dataType: 'json' })
      .done(function (res) {
        $form.hide();
        $('#ok').show().html('<strong>¡Reserva confirmada!</strong> Tu localizador es ' + res.reference + '. Te enviaremos un email con el punto de encuentro 24 horas antes.');
      })
      .fail(function (xhr) {
        var msg = xhr.responseJSON && xhr.responseJSON.message;
        $error.text(msg || 'No hemos podido guardar la reserva. Inténtalo de nuevo.');
      });
  });
});
