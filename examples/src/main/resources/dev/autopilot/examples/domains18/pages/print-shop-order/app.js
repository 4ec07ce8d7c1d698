$(function () {
  $('#product').select2({ placeholder: 'Choose a product', width: '100%' });
  $('#paper').select2({ placeholder: 'Choose a paper stock', width: '100%' });

  $('#order-form').on('submit', function (e) {
    e.preventDefault();
    var $form = $(this);
    if (!this.checkValidity()) {
      this.reportValidity();
      return;
    }
    var $btn = $form.find('button[type=submit]').prop('disabled', true).text('Sending…');
    $('#order-fail').hide();
    $.ajax({
      url: $form.attr('action'),
      method: 'POST',
      data: $form.serialize(),
      dataType: 'json'
    }).done(function (res) {
      $form.slideUp(150);
      $('#order-ok').html('<strong>Order received!</strong> Your job number is ' + res.reference +
        '. We\'ll email a proof within one working day.').show();
    }).fail(function () {
      $('#order-fail').text('Sorry – we could not send your order. Please try again or call us.').show();
      $btn.prop('disabled', false).text('Send order for proof');
    });
  });
});
