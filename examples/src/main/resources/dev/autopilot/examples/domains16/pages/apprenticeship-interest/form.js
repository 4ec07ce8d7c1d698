(function () {
  var form = document.getElementById('interest');
  var error = document.getElementById('formError');
  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var problems = [];
    form.querySelectorAll('[required]').forEach(function (el) {
      var bad = el.type === 'checkbox' ? !el.checked : !el.value.trim();
      if (el.type === 'email' && el.value && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(el.value)) bad = true;
      var box = el.closest('.mdc-text-field');
      if (box) box.classList.toggle('invalid', bad);
      if (bad) problems.push(el.name);
    });
    if (!form.querySelector('input[name=qualification]:checked')) problems.push('qualification');
    if (problems.length) {
      error.textContent = 'Please complete: ' + problems.join(', ');
      error.hidden = false;
      return;
    }
    error.hidden = true;
    var data = {
      givenName: form.givenName.value.trim(),
      familyName: form.familyName.value.trim(),
      dateOfBirth: form.dob.value,
      postcode: form.postcode.value.trim(),
      email: form.email.value.trim(),
      mobile: form.mobile.value.trim(),
      programme: form.programme.value,
      qualification: form.querySelector('input[name=qualification]:checked').value,
      motivation: form.motivation.value.trim(),
      openEvening: form.openEvening.checked,
      privacyAccepted: form.privacy.checked,
      shareWithPartners: form.partners.checked
    };
    var btn = form.querySelector('button');
    btn.disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        if (!j.ok) throw new Error('rejected');
        form.hidden = true;
        var done = document.getElementById('done');
        done.innerHTML = '<h2>Thanks, ' + data.givenName.replace(/</g, '') + ' – you\'re registered</h2><p>Your interest reference is ' + j.reference + '. We\'ll email you when applications open.</p>';
        done.hidden = false;
      })
      .catch(function () { btn.disabled = false; error.textContent = 'We could not register your interest. Please try again.'; error.hidden = false; });
  });
})();
