(function () {
  var form = document.getElementById('quote-form');
  var error = document.getElementById('quote-error');
  var success = document.getElementById('quote-success');

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    if (!form.querySelector('input[name="work"]:checked')) {
      error.textContent = 'Please tell us what work is needed.';
      form.querySelector('input[name="work"]').focus();
      return;
    }
    if (!form.checkValidity()) {
      var first = form.querySelector(':invalid');
      error.textContent = 'Please check: ' + (first.labels && first.labels[0] ? first.labels[0].textContent.replace('*', '').trim() : first.name) + '.';
      first.focus();
      return;
    }
    var button = form.querySelector('.hv-button');
    button.disabled = true;
    button.textContent = 'Sending…';
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (res) { return res.json().then(function (data) { return { ok: res.ok, data: data }; }); })
      .then(function (r) {
        if (!r.ok) throw new Error('rejected');
        form.hidden = true;
        success.hidden = false;
        success.innerHTML = '<strong>Thank you for your enquiry.</strong> Your quote request ' + r.data.reference + ' has reached the workshop; we will be in touch within three working days.';
      })
      .catch(function () {
        error.textContent = 'Sorry, something went wrong. Please try again or call 0117 496 0725.';
        button.disabled = false;
        button.textContent = 'Request my quote';
      });
  });
})();
