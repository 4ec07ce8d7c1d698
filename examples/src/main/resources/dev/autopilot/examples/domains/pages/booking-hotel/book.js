(function () {
  var form = document.getElementById('bookingForm');
  var steps = form.querySelectorAll('.step');
  function show(n) {
    steps.forEach(function (s) { s.hidden = s.getAttribute('data-step') !== String(n); });
    ['s1', 's2', 's3'].forEach(function (id, i) { document.getElementById(id).classList.toggle('active', i + 1 === n); });
  }
  function valid(section) {
    var ok = true;
    section.querySelectorAll('input,select,textarea').forEach(function (el) { if (!el.checkValidity()) ok = false; });
    return ok;
  }
  document.getElementById('toStep2').addEventListener('click', function () {
    var s1 = steps[0];
    var err = document.getElementById('err1');
    var a = form.arrival.value, d = form.departure.value;
    if (!valid(s1)) { err.textContent = 'Please choose your dates, guests and a room.'; return; }
    if (d <= a) { err.textContent = 'Check-out must be after check-in.'; return; }
    err.textContent = '';
    show(2);
  });
  document.getElementById('back1').addEventListener('click', function () { show(1); });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (steps[1].hidden) return;
    if (!valid(steps[1])) { document.getElementById('err2').textContent = 'Please complete your details and accept the policy.'; return; }
    var payload = {};
    new FormData(form).forEach(function (v, k) { payload[k] = v; });
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (r) { if (!r.ok) throw r; return r.json(); })
      .then(function (d) {
        document.getElementById('bref').textContent = d.reference;
        form.hidden = true;
        document.getElementById('confirmation').hidden = false;
        ['s1', 's2'].forEach(function (id) { document.getElementById(id).classList.remove('active'); });
        document.getElementById('s3').classList.add('active');
      })
      .catch(function () { document.getElementById('err2').textContent = 'Those dates just sold out. Please try others.'; });
  });
})();
