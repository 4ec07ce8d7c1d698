document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('stopForm');
  var errors = document.getElementById('errors');

  function checked(name) {
    return Array.from(form.querySelectorAll('input[name="' + name + '"]:checked')).map(function (i) { return i.value; });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var problems = [];
    ['name', 'email', 'requesterType', 'village', 'spot'].forEach(function (id) {
      var el = document.getElementById(id);
      if (!el.checkValidity()) {
        problems.push(form.querySelector('label[for="' + id + '"]').textContent.replace('*', '').trim());
      }
    });
    if (checked('parking').length === 0) problems.push('Room to park');
    if (!form.elements.privacy.checked) problems.push('Privacy notice');
    if (problems.length) {
      errors.hidden = false;
      errors.textContent = 'Please complete: ' + problems.join(', ') + '.';
      return;
    }
    errors.hidden = true;
    var body = {
      name: form.elements.name.value.trim(),
      email: form.elements.email.value.trim(),
      phone: form.elements.phone.value.trim(),
      requesterType: form.elements.requesterType.value,
      orgName: form.elements.orgName.value.trim(),
      village: form.elements.village.value.trim(),
      spot: form.elements.spot.value.trim(),
      postcode: form.elements.postcode.value.trim(),
      parking: checked('parking')[0],
      days: checked('days'),
      timeOfDay: form.elements.timeOfDay.value,
      users: form.elements.users.value ? parseInt(form.elements.users.value, 10) : null,
      services: checked('services'),
      comments: form.elements.comments.value.trim(),
      bulletin: form.elements.bulletin.checked,
      privacy: form.elements.privacy.checked
    };
    var btn = document.getElementById('sendBtn');
    btn.disabled = true;
    btn.textContent = 'Sending…';
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (res) {
      if (!res.ok) throw new Error(res.status);
      return res.json();
    }).then(function (json) {
      form.remove();
      var t = document.getElementById('thanks');
      t.hidden = false;
      t.textContent = 'Thank you for suggesting a stop at ' + body.village + '. Your suggestion (' + json.reference +
        ') will be considered at the next route review.';
    }).catch(function () {
      btn.disabled = false;
      btn.textContent = 'Send suggestion';
      errors.hidden = false;
      errors.textContent = 'We could not send your suggestion just now. Please try again.';
    });
  });
});
