(function () {
  var form = document.getElementById('permit');
  var step1 = document.getElementById('step1');
  var step2 = document.getElementById('step2');
  var errors = document.getElementById('errors');
  var list = document.getElementById('error-list');

  function showErrors(msgs) {
    list.innerHTML = '';
    msgs.forEach(function (m) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = '#' + m[0];
      a.textContent = m[1];
      li.appendChild(a);
      list.appendChild(li);
    });
    errors.hidden = msgs.length === 0;
    if (msgs.length) errors.focus();
  }

  function blank(name) { return !(form.elements[name].value || '').trim(); }

  document.getElementById('continue').addEventListener('click', function () {
    var msgs = [];
    if (blank('postcode')) msgs.push(['postcode', 'Enter your postcode']);
    if (blank('address_line1')) msgs.push(['address_line1', 'Enter your building and street']);
    if (blank('town')) msgs.push(['town', 'Enter your town or city']);
    if (blank('zone')) msgs.push(['zone', 'Select your parking zone']);
    if (blank('vrm')) msgs.push(['vrm', 'Enter the vehicle registration number']);
    if (blank('make_model')) msgs.push(['make_model', 'Enter the make and model']);
    if (blank('colour')) msgs.push(['colour', 'Enter the colour']);
    if (blank('registered_keeper')) msgs.push(['registered_keeper', 'Select whether the vehicle is registered to you']);
    showErrors(msgs);
    if (msgs.length) return;
    step1.hidden = true;
    step2.hidden = false;
    document.getElementById('progress').textContent = 'Step 2 of 2: your contact details';
    document.getElementById('full_name').focus();
  });

  document.getElementById('back').addEventListener('click', function (e) {
    e.preventDefault();
    step2.hidden = true;
    step1.hidden = false;
    document.getElementById('progress').textContent = 'Step 1 of 2: your address and vehicle';
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var msgs = [];
    if (blank('full_name')) msgs.push(['full_name', 'Enter your full name']);
    if (blank('email')) msgs.push(['email', 'Enter your email address']);
    if (blank('permit_format')) msgs.push(['permit_format', 'Select how you would like your permit']);
    if (!form.elements.declaration.checked) msgs.push(['declaration', 'Confirm the declaration']);
    showErrors(msgs);
    if (msgs.length) return;
    var btn = document.getElementById('submit');
    btn.disabled = true;
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(new FormData(form)).toString()
    }).then(function (r) {
      return r.json().then(function (body) {
        btn.disabled = false;
        if (!r.ok) {
          var field = body.field || 'vrm';
          if (field === 'vrm') {
            step2.hidden = true;
            step1.hidden = false;
            document.getElementById('progress').textContent = 'Step 1 of 2: your address and vehicle';
          }
          showErrors([[field, body.message || 'Check your answers']]);
          return;
        }
        form.hidden = true;
        document.getElementById('progress').hidden = true;
        document.getElementById('ref').textContent = body.reference;
        document.getElementById('confirmation').hidden = false;
      });
    }).catch(function () {
      btn.disabled = false;
      showErrors([['full_name', 'Sorry, there was a problem with the service. Try again later.']]);
    });
  });
})();
