(function () {
  'use strict';
  var form = document.getElementById('trial');
  var days = { 'MON-JR': 1, 'WED-AB': 3, 'SAT-OPEN': 6 };

  function checked(name) {
    var el = form.querySelector('input[name="' + name + '"]:checked');
    return el ? el.value : '';
  }

  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var formErr = document.getElementById('form-err');
    var mobile = document.getElementById('mobile');
    document.getElementById('mobile-err').hidden = mobile.validity.valid || mobile.value === '';
    var dateErr = document.getElementById('date-err');
    var date = form.trialDate.value;
    var wrongDay = date && form.session.value && new Date(date + 'T12:00:00').getDay() !== days[form.session.value];
    dateErr.hidden = !wrongDay;
    var problems = [];
    if (!checked('trialFor')) problems.push('who the trial is for');
    if (!form.checkValidity() || wrongDay) problems.push('the highlighted fields');
    if (problems.length) {
      formErr.textContent = 'Please check ' + problems.join(' and ') + '.';
      formErr.hidden = false;
      return;
    }
    formErr.hidden = true;
    var data = {
      trialFor: checked('trialFor'),
      fencerName: form.fencerName.value.trim(),
      fencerDob: form.fencerDob.value,
      guardian: form.guardian.value.trim(),
      email: form.email.value.trim(),
      mobile: form.mobile.value.trim(),
      session: form.session.value,
      trialDate: date,
      weapon: checked('weapon'),
      hand: form.hand.value,
      jacket: form.jacket.value,
      experience: form.experience.value,
      medical: form.medical.value.trim(),
      heard: form.heard.value,
      riskAccepted: form.riskAccepted.checked,
      photos: form.photos.checked
    };
    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'api/submit');
    xhr.setRequestHeader('Content-Type', 'application/json;charset=UTF-8');
    xhr.onload = function () {
      if (xhr.status >= 200 && xhr.status < 300) {
        var res = JSON.parse(xhr.responseText);
        document.getElementById('ref').textContent = res.reference;
        form.hidden = true;
        document.getElementById('done').hidden = false;
      } else {
        formErr.textContent = 'Booking failed, please try again.';
        formErr.hidden = false;
      }
    };
    xhr.onerror = function () {
      formErr.textContent = 'Network error, please try again.';
      formErr.hidden = false;
    };
    xhr.send(JSON.stringify(data));
  });
})();
