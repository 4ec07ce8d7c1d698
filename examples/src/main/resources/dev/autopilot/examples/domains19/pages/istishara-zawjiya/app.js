(function () {
  'use strict';
  var form = document.getElementById('talab');
  var khata = document.getElementById('khata');

  function values(name) {
    return Array.prototype.map.call(form.querySelectorAll('input[name="' + name + '"]:checked'), function (i) { return i.value; });
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    khata.textContent = '';
    if (!form.checkValidity()) {
      form.reportValidity();
      khata.textContent = 'يرجى تعبئة الحقول المطلوبة.';
      return;
    }
    var reasons = values('reasons');
    if (reasons.length === 0) {
      khata.textContent = 'يرجى اختيار سبب واحد على الأقل.';
      return;
    }
    var mobile = form.mobile.value.replace(/[\s-]/g, '');
    if (!/^(\+962|00962|0)7[789]\d{7}$/.test(mobile)) {
      khata.textContent = 'رقم الهاتف المحمول غير صحيح.';
      form.mobile.focus();
      return;
    }
    var body = {
      applicant: {
        full_name: form.full_name.value.trim(),
        age: parseInt(form.age.value, 10),
        city: form.city.value,
        mobile: form.mobile.value.trim(),
        email: form.email.value.trim()
      },
      relationship: {
        marriage_length: form.marriage_length.value,
        children: parseInt(form.elements.namedItem('children').value || '0', 10),
        partner_attends: form.partner_attends.value,
        reasons: reasons,
        summary: form.summary.value.trim()
      },
      preferences: {
        session_mode: form.session_mode.value,
        counsellor: form.counsellor.value,
        times: values('times')
      },
      privacy: form.privacy.checked,
      programs: form.programs.checked
    };
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body)
    }).then(function (r) {
      if (!r.ok) { throw new Error(String(r.status)); }
      return r.json();
    }).then(function (r) {
      form.hidden = true;
      document.getElementById('raqam').textContent = r.reference;
      document.getElementById('najah').hidden = false;
    }).catch(function () {
      khata.textContent = 'تعذّر إرسال الطلب، يرجى المحاولة لاحقاً.';
    });
  });
})();
