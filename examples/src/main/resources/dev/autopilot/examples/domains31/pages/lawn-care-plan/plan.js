(function () {
  'use strict';
  var form = document.getElementById('plan');
  var access = document.getElementById('access');
  var codeRow = document.getElementById('code-row');
  access.addEventListener('change', function () { codeRow.hidden = access.value !== 'side-locked'; });

  function firstVisit() {
    var d = parseInt(document.getElementById('fv-day').value, 10);
    var m = parseInt(document.getElementById('fv-month').value, 10);
    var y = parseInt(document.getElementById('fv-year').value, 10);
    if (!d || !m || !y || y < 2000) return null;
    var dt = new Date(Date.UTC(y, m - 1, d));
    if (dt.getUTCDate() !== d || dt.getUTCMonth() !== m - 1) return null;
    return y + '-' + String(m).padStart(2, '0') + '-' + String(d).padStart(2, '0');
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var msg = document.getElementById('msg');
    var f = form.elements;
    var lawns = Array.prototype.filter.call(form.querySelectorAll('[name=lawns]'), function (b) { return b.checked; });
    var date = firstVisit();
    var problems = [];
    if (!lawns.length) problems.push('choose at least one lawn');
    if (!form.querySelector('[name=pets]:checked')) problems.push('tell us whether pets use the lawn');
    if (!access.value) problems.push('tell us how to get to the lawn');
    if (access.value === 'side-locked' && !f.gate_code.value.trim()) problems.push('give us the gate code or where the key is');
    if (!date) problems.push('enter a real date for the first visit');
    else {
      var month = parseInt(date.slice(5, 7), 10);
      if (month < 3 || month > 11) problems.push('choose a first visit between March and November');
      else if (date <= new Date().toISOString().slice(0, 10)) problems.push('choose a first visit in the future');
    }
    if (!f.name.value.trim()) problems.push('enter your name');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim())) problems.push('enter your email');
    if (!/^07\d{3} ?\d{3} ?\d{3}$/.test(f.mobile.value.trim())) problems.push('enter a UK mobile number starting 07');
    if (!f.address.value.trim()) problems.push('enter your address');
    if (!/^GL\d{1,2} ?\d[A-Za-z]{2}$/i.test(f.postcode.value.trim())) problems.push('enter a GL postcode – we only cover Cheltenham and Tewkesbury');
    if (!document.getElementById('terms').checked) problems.push('agree to the plan terms');
    if (problems.length) { msg.textContent = 'Please ' + problems.join('; ') + '.'; return; }
    msg.textContent = '';

    var body = new URLSearchParams();
    body.append('plan', form.querySelector('[name=plan]:checked').value);
    body.append('size', f.size.value);
    lawns.forEach(function (b) { body.append('lawns', b.value); });
    Array.prototype.forEach.call(form.querySelectorAll('[name=extras]:checked'), function (b) { body.append('extras', b.value); });
    body.append('pets', form.querySelector('[name=pets]:checked').value);
    body.append('access', access.value);
    body.append('gate_code', access.value === 'side-locked' ? f.gate_code.value.trim() : '');
    body.append('first_visit', date);
    body.append('payment', form.querySelector('[name=payment]:checked').value);
    body.append('name', f.name.value.trim());
    body.append('email', f.email.value.trim());
    body.append('mobile', f.mobile.value.trim());
    body.append('address', f.address.value.trim());
    body.append('postcode', f.postcode.value.trim().toUpperCase());
    body.append('tips', document.getElementById('tips').checked ? '1' : '0');
    body.append('terms', '1');
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (j) {
        document.getElementById('ref').textContent = j.reference;
        document.getElementById('page').hidden = true;
        document.getElementById('welcome').hidden = false;
      })
      .catch(function () { msg.textContent = 'Sorry, something went wrong. Please try again or call us on 01242 000 111.'; });
  });
})();
