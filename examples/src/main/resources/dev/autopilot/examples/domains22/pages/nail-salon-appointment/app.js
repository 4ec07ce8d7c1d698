(function () {
  var form = document.getElementById('booking');
  var step1 = document.getElementById('step1');
  var step2 = document.getElementById('step2');

  function show(n) {
    step1.hidden = n !== 1;
    step2.hidden = n !== 2;
    document.getElementById('p1').className = n === 1 ? 'current' : 'done';
    document.getElementById('p2').className = n === 2 ? 'current' : '';
  }

  function error(id, text) {
    var p = document.getElementById(id);
    p.textContent = text;
    p.hidden = !text;
    return !text;
  }

  document.getElementById('next').addEventListener('click', function () {
    var chosen = form.querySelectorAll('input[name="services"]:checked');
    var msg = '';
    if (!chosen.length) msg = 'Choose at least one treatment.';
    else if (!form.date.value) msg = 'Choose a date.';
    else if (new Date(form.date.value + 'T12:00').getDay() === 1) msg = 'We are closed on Mondays – please choose another day.';
    else if (!form.time.value) msg = 'Choose a start time.';
    if (!error('err1', msg)) return;
    var names = Array.prototype.map.call(chosen, function (c) { return c.nextElementSibling.textContent; });
    document.getElementById('summary').textContent = names.join(' + ') + ' on ' + form.date.value + ' at ' + form.time.options[form.time.selectedIndex].text;
    show(2);
    form.first_name.focus();
  });
  document.getElementById('back').addEventListener('click', function () { show(1); });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var msg = '';
    ['first_name', 'last_name', 'mobile', 'email'].some(function (n) {
      if (!form[n].value.trim()) { msg = 'Please fill in your ' + form[n].labels[0].textContent.toLowerCase() + '.'; return true; }
      return false;
    });
    if (!msg && !form.email.checkValidity()) msg = 'Please check your email address.';
    if (!msg && !form.policy.checked) msg = 'Please accept our cancellation policy to book.';
    if (!error('err2', msg)) return;
    var btn = document.getElementById('confirm');
    btn.disabled = true;
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        form.hidden = true;
        document.querySelector('.progress').hidden = true;
        document.getElementById('ref').textContent = j.reference;
        document.getElementById('booked').hidden = false;
      })
      .catch(function () { btn.disabled = false; error('err2', 'Something went wrong, please try again.'); });
  });
})();
