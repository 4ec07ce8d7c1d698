(function () {
  var form = document.getElementById('deferment');
  var study = document.getElementById('study-details');
  var crn = document.getElementById('crn');

  function toggleStudy() {
    var r = form.querySelector('input[name=reason]:checked');
    var show = !!r && r.value === 'study';
    study.hidden = !show;
    ['institution', 'course', 'course_end'].forEach(function (id) {
      document.getElementById(id).required = show;
    });
  }
  form.querySelectorAll('input[name=reason]').forEach(function (r) { r.addEventListener('change', toggleStudy); });

  crn.addEventListener('input', function () {
    crn.setCustomValidity(/^[0-9]{11}$/.test(crn.value.replace(/\s/g, '')) || crn.value === ''
      ? '' : 'Enter your customer reference number, like 12345678901');
  });

  function showErrors(list) {
    var box = document.getElementById('app-error');
    var ul = document.getElementById('error-list');
    ul.innerHTML = '';
    list.forEach(function (m) { var li = document.createElement('li'); li.textContent = m; ul.appendChild(li); });
    box.hidden = list.length === 0;
    if (list.length) { box.focus(); }
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var errors = [];
    form.querySelectorAll('input, select').forEach(function (el) {
      if (!el.checkValidity()) {
        var label = form.querySelector('label[for="' + el.id + '"]') || el.closest('fieldset').querySelector('legend');
        var msg = el.validationMessage;
        errors.push((label ? label.textContent.trim() : el.name) + ': ' + msg);
      }
    });
    var seen = {};
    errors = errors.filter(function (m) { if (seen[m]) { return false; } seen[m] = true; return true; });
    showErrors(errors);
    if (errors.length) { return; }

    var data = new FormData(form);
    var payload = {
      customer: {
        crn: data.get('crn').replace(/\s/g, ''),
        full_name: data.get('full_name'),
        dob: data.get('dob'),
        email: data.get('email'),
        phone: data.get('phone')
      },
      deferment: {
        reason: data.get('reason'),
        period: data.get('period'),
        income: Number(data.get('income'))
      },
      declaration: data.get('declaration') === 'yes',
      research_contact: data.get('research') === 'yes'
    };
    if (payload.deferment.reason === 'study') {
      payload.deferment.study = {
        institution: data.get('institution'),
        course: data.get('course'),
        course_end: data.get('course_end')
      };
    }
    var button = form.querySelector('button');
    button.disabled = true;
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload)
    }).then(function (res) {
      if (!res.ok) { throw new Error('HTTP ' + res.status); }
      return res.json();
    }).then(function (body) {
      form.hidden = true;
      document.getElementById('ref').textContent = body.reference;
      document.getElementById('done').hidden = false;
    }).catch(function () {
      button.disabled = false;
      showErrors(['Sorry, there is a problem with the service. Try again later.']);
    });
  });
})();
