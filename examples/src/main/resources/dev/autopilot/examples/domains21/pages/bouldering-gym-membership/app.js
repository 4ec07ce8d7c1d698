(function () {
  var wall = new TomSelect('#homeWall', { create: false, maxOptions: 20, allowEmptyOption: false });

  var form = document.getElementById('join');
  var error = document.getElementById('formError');

  function checked(name) {
    var el = form.querySelector('input[name="' + name + '"]:checked');
    return el ? el.value : '';
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    error.textContent = '';
    var missing = [];
    ['firstName', 'lastName', 'email', 'mobile', 'dob', 'startDate', 'iceName', 'icePhone'].forEach(function (n) {
      if (!form.elements[n].value.trim()) missing.push(n);
    });
    if (!wall.getValue()) missing.push('homeWall');
    if (!checked('plan')) missing.push('plan');
    if (!checked('induction')) missing.push('induction');
    if (missing.length) {
      error.textContent = 'Please complete all required fields.';
      return;
    }
    if (!form.elements.email.checkValidity()) {
      error.textContent = 'Please enter a valid email address.';
      return;
    }
    if (!form.elements.rulesAccepted.checked) {
      error.textContent = 'You need to accept the Participation Statement and Gym Rules to join.';
      return;
    }
    var body = {
      firstName: form.elements.firstName.value.trim(),
      lastName: form.elements.lastName.value.trim(),
      email: form.elements.email.value.trim(),
      mobile: form.elements.mobile.value.trim(),
      dob: form.elements.dob.value,
      homeWall: wall.getValue(),
      plan: checked('plan'),
      startDate: form.elements.startDate.value,
      level: form.elements.level.value,
      induction: checked('induction'),
      hireAddon: form.elements.hireAddon.checked,
      emergency: { name: form.elements.iceName.value.trim(), phone: form.elements.icePhone.value.trim() },
      rulesAccepted: form.elements.rulesAccepted.checked,
      gymNews: form.elements.gymNews.checked,
      partnerOffers: form.elements.partnerOffers.checked
    };
    var btn = document.getElementById('submitBtn');
    btn.disabled = true;
    btn.textContent = 'Joining…';
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, json: j }; }); })
      .then(function (res) {
        if (!res.ok) throw new Error('rejected');
        form.hidden = true;
        var done = document.getElementById('done');
        done.innerHTML = '<h2>Welcome to The Crimp Shed, ' + body.firstName + '!</h2><p>Your membership number is ' + res.json.reference +
          '. We have emailed your Direct Debit set-up link.</p>';
        done.hidden = false;
      })
      .catch(function () {
        error.textContent = 'Something went wrong – please try again.';
        btn.disabled = false;
        btn.textContent = 'Join now';
      });
  });
})();
