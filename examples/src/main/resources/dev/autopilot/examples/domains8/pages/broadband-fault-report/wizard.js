(function () {
  var form = document.getElementById('fault');
  var step = 1;
  var sections = form.querySelectorAll('section[data-step]');
  function show() {
    sections.forEach(function (s) { s.hidden = +s.dataset.step !== step; });
    document.querySelectorAll('.steps li').forEach(function (li) {
      if (+li.dataset.s === step) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
    });
    document.getElementById('back').hidden = step === 1;
    document.getElementById('next').hidden = step === 3;
    document.getElementById('send').hidden = step !== 3;
  }
  function check(n) {
    var ok = true;
    var s = form.querySelector('section[data-step="' + n + '"]');
    s.querySelectorAll('.err').forEach(function (e) { e.textContent = ''; });
    s.querySelectorAll('[required]').forEach(function (el) {
      var valid = el.type === 'radio' ? !!s.querySelector('[name="' + el.name + '"]:checked') : el.checkValidity();
      if (!valid) {
        ok = false;
        var holder = el.closest('.ctl') || el.closest('fieldset');
        holder.querySelector('.err').textContent = el.type === 'checkbox' ? 'Please confirm.' : 'Please answer this.';
      }
    });
    if (n === 3 && !s.querySelector('[name=days]:checked')) {
      ok = false;
      s.querySelector('fieldset .err').textContent = 'Pick at least one day.';
    }
    if (n === 1 && form.account.value && !/^SK\d{8}$/.test(form.account.value.trim())) ok = false;
    return ok;
  }
  document.getElementById('next').addEventListener('click', function () { if (check(step)) { step++; show(); } });
  document.getElementById('back').addEventListener('click', function () { step--; show(); });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (step !== 3) { if (check(step)) { step++; show(); } return; }
    if (!check(3)) return;
    var fd = new FormData(form);
    var body = {
      customer: { account: fd.get('account'), name: fd.get('holder'), postcode: fd.get('postcode'), phone: fd.get('callback'), email: fd.get('email') },
      fault: { service: fd.get('service'), symptom: fd.get('symptom'), since: fd.get('since'), hubLight: fd.get('hubLight'),
        restarted: fd.get('restarted'), description: fd.get('description') },
      visit: { days: fd.getAll('days'), timeSlot: fd.get('timeSlot'), adultPresent: form.adult.checked },
      smsUpdates: form.sms.checked
    };
    document.getElementById('send').disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        form.hidden = true;
        var d = document.getElementById('done');
        d.innerHTML = '<h2>Fault reported</h2><p>Your fault reference is ' + j.reference + '. We are running a line test now and will call you within 4 hours.</p>';
        d.hidden = false;
      })
      .catch(function () { document.getElementById('send').disabled = false; });
  });
  show();
})();
