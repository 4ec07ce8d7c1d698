(function () {
  var form = document.getElementById('hire');
  var err = document.getElementById('err');
  flatpickr('#date', { dateFormat: 'd/m/Y', allowInput: true, minDate: 'today', disableMobile: true });

  function toJson(fd) {
    var out = {};
    fd.forEach(function (value, key) {
      if (key === 'extras') {
        (out.extras = out.extras || []).push(value);
      } else {
        out[key] = value;
      }
    });
    return out;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    err.textContent = '';
    if (!form.checkValidity()) {
      var bad = form.querySelector(':invalid');
      err.textContent = 'Please complete: ' + (bad.labels && bad.labels[0] ? bad.labels[0].textContent : bad.name);
      bad.focus();
      return;
    }
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(form.date.value)) {
      err.textContent = 'Please enter the date as dd/mm/yyyy.';
      return;
    }
    var btn = form.querySelector('button');
    btn.disabled = true;
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(toJson(new FormData(form)))
    }).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    }).then(function (data) {
      form.hidden = true;
      var res = document.getElementById('result');
      res.hidden = false;
      res.textContent = 'Boards reserved! Your booking reference is ' + data.reference + '. Pay at the launch point on arrival.';
    }).catch(function () {
      btn.disabled = false;
      err.textContent = 'Sorry, something went wrong. Please try again.';
    });
  });
})();
