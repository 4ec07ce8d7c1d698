(function () {
  var form = document.getElementById('yuyue');
  var formError = document.getElementById('form-error');
  var mobile = document.getElementById('mobile');
  var mobileError = document.getElementById('mobile-error');

  function picked(name) {
    var el = form.querySelector('input[name="' + name + '"]:checked');
    return el ? el.value : '';
  }

  mobile.addEventListener('blur', function () {
    mobileError.hidden = !mobile.value || /^1[3-9]\d{9}$/.test(mobile.value.replace(/\s/g, ''));
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    formError.textContent = '';
    var f = form.elements;
    if (!f.patientName.value.trim() || !picked('gender') || !f.birthDate.value || !f.clinic.value ||
        !picked('previousTreatment') || !f.preferredDate.value || !f.timeSlot.value) {
      formError.textContent = '请填写所有必填项';
      return;
    }
    var phone = f.mobile.value.replace(/\s/g, '');
    if (!/^1[3-9]\d{9}$/.test(phone)) {
      mobileError.hidden = false;
      formError.textContent = '手机号码格式不正确';
      return;
    }
    var age = (new Date(f.preferredDate.value) - new Date(f.birthDate.value)) / (365.25 * 864e5);
    if (age < 18 && !f.guardianName.value.trim()) {
      formError.textContent = '未满 18 周岁的就诊人请填写监护人姓名';
      return;
    }
    if (!f.privacy.checked) {
      formError.textContent = '请阅读并同意《隐私政策》和《就诊须知》';
      return;
    }
    var payload = {
      patientName: f.patientName.value.trim(),
      gender: picked('gender'),
      birthDate: f.birthDate.value,
      guardianName: f.guardianName.value.trim(),
      mobile: phone,
      email: f.email.value.trim(),
      clinic: f.clinic.value,
      concerns: Array.prototype.map.call(form.querySelectorAll('input[name=concerns]:checked'), function (c) { return c.value; }),
      treatment: picked('treatment'),
      previousTreatment: picked('previousTreatment'),
      preferredDate: f.preferredDate.value,
      timeSlot: f.timeSlot.value,
      language: f.language.value,
      remark: f.remark.value.trim(),
      privacyAgreed: f.privacy.checked,
      subscribe: f.subscribe.checked
    };
    var btn = form.querySelector('button');
    btn.disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(payload) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (data) {
        form.hidden = true;
        var box = document.getElementById('result');
        box.innerHTML = '<h2>预约申请已提交</h2><p>预约编号：' + data.reference + '。客服将在 1 个工作日内致电确认具体时间。</p>';
        box.hidden = false;
      })
      .catch(function () {
        formError.textContent = '提交失败，请稍后重试或致电 400-960-1234';
        btn.disabled = false;
      });
  });
})();
