// A stand-in for the HubSpot embedded form's script: "Please complete this required field."
// under each empty required field, the rollup at the bottom, is-placeholder on selects, then a
// JSON submission (multiple checkboxes joined with ';' as HubSpot sends them) and the
// submitted-message in place of the form.
(function () {
  var form = document.querySelector('form.hs-form');
  form.querySelectorAll('select.hs-input').forEach(function (s) {
    s.addEventListener('change', function () { s.classList.toggle('is-placeholder', !s.value); });
  });
  function errors(field, text) {
    var ul = document.createElement('ul');
    ul.className = 'no-list hs-error-msgs inputs-list'; ul.setAttribute('role', 'alert');
    ul.innerHTML = '<li><label class="hs-error-msg hs-main-font-element"></label></li>';
    ul.querySelector('label').textContent = text;
    field.appendChild(ul);
    field.querySelectorAll('.hs-input').forEach(function (i) { i.classList.add('invalid', 'error'); });
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    form.querySelectorAll('.hs-error-msgs, .hs_error_rollup').forEach(function (n) { n.remove(); });
    form.querySelectorAll('.invalid.error').forEach(function (n) { n.classList.remove('invalid', 'error'); });
    var bad = 0;
    form.querySelectorAll('.hs-form-field').forEach(function (field) {
      var required = field.querySelector('.hs-form-required');
      if (!required) return;
      var inputs = field.querySelectorAll('.hs-input');
      var filled;
      if (inputs[0].type === 'radio' || inputs[0].type === 'checkbox') filled = field.querySelector('.hs-input:checked');
      else filled = inputs[0].value.trim();
      if (!filled) { errors(field, inputs[0].type === 'checkbox' && field.classList.contains('hs-fieldtype-booleancheckbox') ? 'Please complete this required field.' : 'Please complete this required field.'); bad++; }
    });
    var email = form.querySelector('[name=email]');
    if (email.value.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value.trim())) { errors(email.closest('.hs-form-field'), 'Email must be formatted correctly.'); bad++; }
    if (bad) {
      var roll = document.createElement('div');
      roll.className = 'hs_error_rollup';
      roll.innerHTML = '<ul class="no-list hs-error-msgs inputs-list" role="alert"><li><label class="hs-main-font-element">Please complete all required fields.</label></li></ul>';
      form.querySelector('.hs_submit').before(roll);
      return;
    }
    var body = {};
    ['firstname', 'lastname', 'email', 'mobilephone', 'child_first_name', 'year_of_entry', 'current_school', 'open_morning', 'how_did_you_hear'].forEach(function (n) {
      body[n] = form.querySelector('[name="' + n + '"]').value.trim();
    });
    var adults = form.querySelector('[name=adults_attending]:checked');
    body.adults_attending = adults ? adults.value : '';
    body.interests = Array.prototype.map.call(form.querySelectorAll('[name=interests]:checked'), function (c) { return c.value; }).join(';');
    body.legalConsentOptions = {
      consentToProcess: form.querySelector('[name="LEGAL_CONSENT.processing"]').checked,
      communications: [{ subscriptionTypeId: 8812046, value: form.querySelector('[name="LEGAL_CONSENT.subscription_type_8812046"]').checked }]
    };
    form.querySelector('.hs-button').disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function () {
        form.closest('.hbspt-form').innerHTML = '<div class="submitted-message hs-main-font-element hs-form-6b3a1d2e" data-hs-forms-root="true"><p>Thank you for registering. We look forward to welcoming you to St Aldric\u2019s. Your confirmation and parking details are on their way by email.</p></div>';
      });
  });
})();
