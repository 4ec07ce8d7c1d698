(function () {
  var form = document.getElementById('openAccount');
  function pad(n) { return String(n).padStart(2, '0'); }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var err = document.getElementById('formError');
    err.textContent = '';
    var type = form.querySelector('input[name=accountType]:checked');
    if (!type) { err.textContent = 'Please choose an account.'; return; }
    if (!form.checkValidity()) { form.reportValidity(); err.textContent = 'Some required information is missing.'; return; }
    var m = document.getElementById('dobMonth').value, d = document.getElementById('dobDay').value.trim(), y = document.getElementById('dobYear').value.trim();
    if (!/^\d{1,2}$/.test(d) || !/^\d{4}$/.test(y)) { err.textContent = 'Enter a valid date of birth.'; return; }
    var payload = {};
    new FormData(form).forEach(function (v, k) { payload[k] = v; });
    payload.dateOfBirth = y + '-' + pad(m) + '-' + pad(d);
    payload.mobile = payload.mobile.replace(/\D/g, '');
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (r) { if (!r.ok) throw r; return r.json(); })
      .then(function (data) {
        document.getElementById('who').textContent = payload.firstName;
        document.getElementById('appRef').textContent = data.reference;
        form.hidden = true;
        document.getElementById('approved').hidden = false;
      })
      .catch(function () { err.textContent = 'We could not submit your application right now.'; });
  });
})();
