(function () {
  var form = document.getElementById('fitting-form');
  var alertBox = document.getElementById('form-alert');
  var button = document.getElementById('submit-btn');

  function payload() {
    var data = new FormData(form);
    var body = {};
    data.forEach(function (value, key) {
      if (key === 'alterations') return;
      body[key] = value;
    });
    body.alterations = data.getAll('alterations');
    if (body.heelCm) body.heelCm = Number(body.heelCm);
    return body;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    form.classList.add('was-validated');
    alertBox.hidden = true;
    if (!form.checkValidity()) {
      var bad = form.querySelector(':invalid');
      alertBox.textContent = 'Please fill in the highlighted fields before sending.';
      alertBox.hidden = false;
      if (bad) bad.focus();
      return;
    }
    button.disabled = true;
    button.textContent = 'Sending…';
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
      body: JSON.stringify(payload())
    }).then(function (res) {
      if (!res.ok) throw new Error('HTTP ' + res.status);
      return res.json();
    }).then(function (json) {
      form.hidden = true;
      document.getElementById('ref').textContent = json.reference || '';
      document.getElementById('success').hidden = false;
    }).catch(function () {
      alertBox.textContent = 'Sorry, something went wrong. Please try again or call us on 0113 496 0555.';
      alertBox.hidden = false;
      button.disabled = false;
      button.textContent = 'Request my fitting';
    });
  });
})();
