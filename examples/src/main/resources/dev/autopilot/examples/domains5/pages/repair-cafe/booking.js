$(function () {
  var $form = $('#booking');
  $form.on('submit', function (e) {
    e.preventDefault();
    var ok = true;
    $form.find('.form-row').removeClass('has-error').find('.help-block').remove();
    $form.find('[data-required]').each(function () {
      var $f = $(this);
      if (!$.trim($f.val())) {
        ok = false;
        $f.closest('.form-row').addClass('has-error').append($('<span class="help-block">').text($f.data('required')));
      }
    });
    var email = $.trim($('#vemail').val());
    if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      ok = false;
      $('#vemail').closest('.form-row').addClass('has-error').append('<span class="help-block">That email does not look right</span>');
    }
    if (!$form.find('input[name=category]:checked').length) {
      ok = false;
      $form.find('.radio-list').addClass('has-error').append('<span class="help-block">Pick the kind of item</span>');
    }
    if (!$('#risk').is(':checked')) {
      ok = false;
      $('#risk').closest('.form-row').addClass('has-error').append('<span class="help-block">Please confirm you understand how the Repair Café works</span>');
    }
    if (!ok) { $('#status').text('Please fix the problems above.'); return; }
    $('#status').text('');
    var payload = {
      visitor: { name: $.trim($('#visitor').val()), email: email, phone: $.trim($('#vphone').val()) },
      session: $('#session').val(),
      category: $form.find('input[name=category]:checked').val(),
      item: $.trim($('#item').val()),
      fault: $.trim($('#fault').val()),
      triedBefore: $('#tried').val(),
      ownRisk: $('#risk').is(':checked'),
      mailingList: $('#mailing').is(':checked')
    };
    $.ajax({ url: 'api/submit', method: 'POST', contentType: 'application/json', data: JSON.stringify(payload), dataType: 'json' })
      .done(function (j) {
        $('#content').html('<div class="alert-ok" role="status"><h2>You\'re booked in!</h2><p>Booking ' + j.reference
          + '. Bring your item and any parts or chargers. We\'ll email a reminder the week before.</p></div>');
      })
      .fail(function () { $('#status').text('Sorry, the booking did not go through. Please try again.'); });
  });
});
