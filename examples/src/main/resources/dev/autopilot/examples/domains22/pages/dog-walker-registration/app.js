(function () {
  'use strict';
  var form = document.getElementById('walker-form');
  var summary = document.getElementById('error-summary');
  var list = document.getElementById('error-list');

  function val(id) { return document.getElementById(id).value.trim(); }
  function checked(name) {
    return Array.prototype.map.call(form.querySelectorAll('input[name="' + name + '"]:checked'), function (b) { return b.value; });
  }

  function showError(groupId, message, anchor) {
    var group = document.getElementById(groupId);
    var p = group.querySelector('.error-message');
    p.textContent = message;
    p.hidden = false;
    group.classList.add('group-error');
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = '#' + anchor;
    a.textContent = message;
    li.appendChild(a);
    list.appendChild(li);
  }

  function validate() {
    list.innerHTML = '';
    form.querySelectorAll('.error-message').forEach(function (p) { p.hidden = true; });
    form.querySelectorAll('.group-error').forEach(function (g) { g.classList.remove('group-error'); });
    var errors = 0;
    form.querySelectorAll('[data-required]').forEach(function (el) {
      if (!el.value.trim()) {
        showError(el.closest('.group').id, el.getAttribute('data-required'), el.id);
        errors++;
      }
    });
    var email = val('applicant-email');
    if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      showError('g-email', 'Enter an email address in the correct format, like name@example.com', 'applicant-email');
      errors++;
    }
    var pc = val('applicant-postcode');
    if (pc && !/^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/.test(pc)) {
      showError('g-postcode', 'Enter a real postcode', 'applicant-postcode');
      errors++;
    }
    if (checked('parks').length === 0) { showError('g-parks', 'Select at least one park', 'park-abbey'); errors++; }
    if (checked('firstAid').length === 0) { showError('g-firstaid', 'Select whether you hold a canine first aid certificate', 'fa-yes'); errors++; }
    if (checked('period').length === 0) { showError('g-period', 'Select how long you want to register for', 'period-12'); errors++; }
    if (!document.getElementById('declaration').checked) { showError('g-declaration', 'You must agree to the declaration', 'declaration'); errors++; }
    summary.hidden = errors === 0;
    if (errors) summary.focus();
    return errors === 0;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (!validate()) return;
    var body = {
      applicant: {
        name: val('applicant-name'),
        dateOfBirth: val('applicant-dob'),
        address: val('applicant-address'),
        postcode: val('applicant-postcode').toUpperCase(),
        email: val('applicant-email'),
        phone: val('applicant-phone')
      },
      business: {
        tradingName: val('trading-name'),
        maxDogs: Number(val('max-dogs')),
        parks: checked('parks'),
        vehicleReg: val('vehicle-reg').toUpperCase(),
        publicListing: document.getElementById('public-listing').checked
      },
      insurance: {
        insurer: val('insurer'),
        policyNumber: val('policy-number'),
        expires: val('policy-expiry')
      },
      firstAid: checked('firstAid')[0],
      periodMonths: Number(checked('period')[0]),
      declarationAccepted: document.getElementById('declaration').checked
    };
    var btn = document.getElementById('submit');
    btn.disabled = true;
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.json();
    }).then(function (data) {
      form.hidden = true;
      document.getElementById('panel-ref').textContent = data.reference;
      document.getElementById('panel').hidden = false;
      document.querySelector('main > h1').hidden = true;
    }).catch(function () {
      btn.disabled = false;
      list.innerHTML = '<li>Sorry, there is a problem with the service. Try again later.</li>';
      summary.hidden = false;
    });
  });
})();
