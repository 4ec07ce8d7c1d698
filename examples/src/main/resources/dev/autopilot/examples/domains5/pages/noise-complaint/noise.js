(function () {
  var form = document.getElementById('noise');
  var error = document.getElementById('error');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var bad = [];
    Array.prototype.forEach.call(form.querySelectorAll('.mdc-text-field, .mdc-select'), function (f) {
      var input = f.querySelector('input, textarea, select');
      var ok = input.checkValidity();
      f.classList.toggle('mdc-text-field--invalid', !ok);
      if (!ok) bad.push(input);
    });
    if (!form.querySelector('input[name=when]:checked')) bad.push(form.querySelector('input[name=when]'));
    Array.prototype.forEach.call(form.querySelectorAll('input[type=radio][required], #declare'), function (i) {
      if (!i.checkValidity()) bad.push(i);
    });
    if (bad.length) {
      error.textContent = 'Please complete the highlighted questions (' + bad.length + ').';
      return;
    }
    error.textContent = '';
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        document.getElementById('panel').innerHTML = '<div class="mdc-card" role="status"><h2>Report received</h2>'
          + '<p>Your noise report reference is ' + j.reference + '. An officer will be in touch within 10 working days.</p></div>';
      })
      .catch(function () { error.textContent = 'Sorry, we could not send your report. Try again later.'; });
  });
})();
