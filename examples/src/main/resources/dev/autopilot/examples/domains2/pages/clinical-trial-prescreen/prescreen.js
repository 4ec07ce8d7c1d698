(function () {
  var form = document.getElementById('prescreen');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var err = document.getElementById('error');
    var missing = [];
    if (!form.checkValidity()) {
      form.querySelectorAll(':invalid').forEach(function (el) {
        var id = el.getAttribute('aria-labelledby');
        var l = id ? document.getElementById(id) : (el.labels && el.labels[0]);
        missing.push(l ? l.textContent : el.name);
      });
    }
    ['sex', 'diagnosed', 'insulin'].forEach(function (n) {
      if (!form.querySelector('input[name=' + n + ']:checked')) {
        missing.push(document.getElementById(form.querySelector('input[name=' + n + ']').closest('[role=radiogroup]').getAttribute('aria-labelledby')).textContent);
      }
    });
    if (!form.contactConsent.checked) missing.push('consent to be contacted');
    if (missing.length) { err.textContent = 'Please complete: ' + missing.join(', '); return; }
    err.textContent = '';
    var data = {};
    new FormData(form).forEach(function (v, k) { data[k] = v; });
    data.contactConsent = form.contactConsent.checked;
    data.futureStudies = form.futureStudies.checked;
    data.age = Number(data.age); data.heightCm = Number(data.heightCm); data.weightKg = Number(data.weightKg);
    form.querySelector('button').disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ screening: data }) })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        form.hidden = true;
        var res = document.getElementById('result');
        res.hidden = false;
        res.textContent = 'Thank you — your answers were sent (reference ' + j.reference + '). A study coordinator will call you to talk about next steps.';
      }, function () { form.querySelector('button').disabled = false; err.textContent = 'Something went wrong. Please try again.'; });
  });
})();
