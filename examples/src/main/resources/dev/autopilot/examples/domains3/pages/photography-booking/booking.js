(function () {
  var form = document.getElementById('booking');
  var send = document.getElementById('send');
  var sent = false;
  function help(id, text) {
    var el = document.getElementById(id + '-help');
    if (el) el.textContent = text || '';
    var input = document.getElementById(id);
    if (input) input.setAttribute('aria-invalid', text ? 'true' : 'false');
    return !text;
  }
  function check() {
    var ok = true;
    ok = help('client-name', form.client_name.value.trim() ? '' : 'Please tell us your name') && ok;
    ok = help('client-email', form.client_email.validity.valid && form.client_email.value ? '' : 'Enter a valid email') && ok;
    ok = help('client-phone', form.client_phone.value.replace(/\D/g, '').length >= 10 ? '' : 'Enter a phone number with area code') && ok;
    ok = help('session-type', form.session_type.value ? '' : 'Choose a session type') && ok;
    ok = help('shoot-date', form.shoot_date.value ? '' : 'Choose a date') && ok;
    ok = help('start-time', form.start_time.value && form.start_time.validity.valid ? '' : 'Choose a start time between 7 am and 8 pm') && ok;
    ok = help('location', form.location.value.trim() ? '' : 'Where should we meet?') && ok;
    ok = help('hours', form.hours.value && form.hours.validity.valid ? '' : 'Between 1 and 12 hours') && ok;
    var pkg = form.querySelector('input[name=package]:checked');
    ok = help('package', pkg ? '' : 'Choose a package') && ok;
    ok = help('agree', form.agree.checked ? '' : 'Please accept the booking terms') && ok;
    return ok;
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (sent || !check()) return;
    sent = true;
    send.disabled = true;
    fetch('api/submit', { method: 'POST', body: new URLSearchParams(new FormData(form)) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        form.reset();
        form.hidden = true;
        document.getElementById('snackbar-text').textContent = 'Booking request sent! We\u2019ll email you within 24 hours. Reference ' + j.reference;
        document.getElementById('snackbar').hidden = false;
      })
      .catch(function () { sent = false; send.disabled = false; help('agree', 'Something went wrong, please try again'); });
  });
})();
