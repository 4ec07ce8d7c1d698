(function () {
  var form = document.getElementById('membership-form');
  var error = document.getElementById('error');
  var result = document.getElementById('result');

  function val(id) { return document.getElementById(id).value.trim(); }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    error.hidden = true;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    var experience = form.querySelector('input[name="experience"]:checked');
    var interests = Array.prototype.map.call(form.querySelectorAll('input[name="interests"]:checked'), function (b) { return b.value; });
    var payload = {
      firstName: val('firstName'),
      lastName: val('lastName'),
      email: val('email'),
      phone: val('phone'),
      street: val('street'),
      town: val('town'),
      postcode: val('postcode').toUpperCase(),
      memberType: val('memberType'),
      colonies: Number(val('colonies') || 0),
      apiary: val('apiary'),
      experience: experience ? experience.value : null,
      interests: interests,
      bdi: document.getElementById('bdi').checked,
      giftAid: document.getElementById('giftAid').checked,
      partnerOffers: document.getElementById('partnerOffers').checked,
      agree: document.getElementById('agree').checked
    };
    var button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload)
    }).then(function (r) {
      if (!r.ok) { throw new Error('HTTP ' + r.status); }
      return r.json();
    }).then(function (data) {
      form.hidden = true;
      result.hidden = false;
      result.textContent = 'Welcome to the Association, ' + payload.firstName + '! Your membership application ' + data.reference +
        ' is in. The membership secretary will email your card and payment details shortly.';
    }).catch(function () {
      button.disabled = false;
      error.hidden = false;
      error.textContent = 'Sorry, we could not send your application. Please try again.';
    });
  });
})();
