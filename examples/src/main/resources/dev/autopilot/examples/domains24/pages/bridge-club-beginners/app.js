(function () {
  var form = document.getElementById('enrol-form');
  var problem = document.getElementById('problem');
  var done = document.getElementById('done');

  function value(name) {
    var el = form.elements[name];
    return el ? (el.value || '').trim() : '';
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    problem.hidden = true;
    var missing = [];
    if (!form.querySelector('input[name=course]:checked')) missing.push('a course');
    if (!value('name')) missing.push('your name');
    if (!form.elements.email.value || !form.elements.email.checkValidity()) missing.push('a valid email address');
    if (!form.elements.feeAck.checked) missing.push('the fee acknowledgement');
    if (missing.length) {
      problem.textContent = 'Please give ' + missing.join(', ') + '.';
      problem.hidden = false;
      return;
    }
    var coming = form.querySelector('input[name=partnerComing]:checked');
    var payload = {
      course: form.querySelector('input[name=course]:checked').value,
      name: value('name'),
      email: value('email'),
      phone: value('phone'),
      experience: value('experience'),
      partner: { coming: coming ? coming.value : '', name: value('partnerName') },
      largePrint: form.elements.largePrint.checked,
      heardFrom: value('heardFrom'),
      notes: value('notes'),
      feeAck: form.elements.feeAck.checked,
      socialSessions: form.elements.socialSessions.checked
    };
    var button = form.querySelector('button');
    button.disabled = true;
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload)
    }).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    }).then(function (data) {
      form.hidden = true;
      done.innerHTML = '<h3>You\u2019re enrolled!</h3><p>Booking ' + data.reference + '. We\u2019ll email joining details a week before your first session.</p>';
      done.hidden = false;
    }).catch(function () {
      problem.textContent = 'Sorry, something went wrong. Please try again or ring the club on 01202 960 118.';
      problem.hidden = false;
      button.disabled = false;
    });
  });
})();
