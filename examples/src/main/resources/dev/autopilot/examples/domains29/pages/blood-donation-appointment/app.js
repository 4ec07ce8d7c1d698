(function () {
  var form = document.getElementById('donate-form');
  var picker = flatpickr('#date', {
    altInput: true,
    altFormat: 'l j F Y',
    dateFormat: 'Y-m-d',
    minDate: 'today',
    disable: [function (d) { return d.getDay() === 0; }],
    locale: { firstDayOfWeek: 1 }
  });

  var donorRow = document.getElementById('donor-number-row');
  form.querySelectorAll('input[name=donorStatus]').forEach(function (r) {
    r.addEventListener('change', function () {
      donorRow.hidden = form.donorStatus.value !== 'returning';
    });
  });

  function val(name) {
    var el = form.elements[name];
    return el ? (el.value || '').trim() : '';
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var err = document.getElementById('form-error');
    var missing = [];
    if (!val('centre')) missing.push('a donor centre');
    if (!val('date')) missing.push('a date');
    if (!val('time')) missing.push('a time');
    if (!val('donorStatus')) missing.push('whether you have given blood before');
    ['firstName', 'lastName', 'dob', 'email', 'mobile'].forEach(function (n) { if (!val(n)) missing.push(form.elements[n].labels[0].textContent.toLowerCase()); });
    ['over50kg', 'recentTattoo', 'transfusion'].forEach(function (n) { if (!val(n)) missing.push('an answer to every health question'); });
    if (missing.length) {
      err.textContent = 'Please give ' + missing.filter(function (m, i) { return missing.indexOf(m) === i; }).join(', ') + '.';
      err.hidden = false;
      return;
    }
    err.hidden = true;
    var payload = {
      appointment: { centre: val('centre'), date: val('date'), time: val('time') },
      donor: {
        status: val('donorStatus'),
        donorNumber: val('donorStatus') === 'returning' ? val('donorNumber') : null,
        firstName: val('firstName'), lastName: val('lastName'), dateOfBirth: val('dob'),
        bloodGroup: val('bloodGroup'), email: val('email'), mobile: val('mobile')
      },
      health: { over50kg: val('over50kg'), recentTattoo: val('recentTattoo'), transfusion: val('transfusion') },
      reminders: { sms: form.smsReminder.checked }
    };
    var btn = document.getElementById('book');
    btn.disabled = true;
    btn.textContent = 'Booking…';
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (r) { return r.json().then(function (b) { return { ok: r.ok, body: b }; }); })
      .then(function (res) {
        if (!res.ok) throw new Error('rejected');
        document.getElementById('booking').hidden = true;
        document.getElementById('done-text').textContent = 'We look forward to seeing you on ' + picker.altInput.value + ' at ' +
          form.querySelector('input[name=time]:checked').nextElementSibling.textContent + '. Booking reference ' + res.body.reference + '.';
        document.getElementById('done').hidden = false;
      })
      .catch(function () {
        err.textContent = 'Sorry, we could not book that appointment. Please try again.';
        err.hidden = false;
        btn.disabled = false;
        btn.textContent = 'Book appointment';
      });
  });
})();
