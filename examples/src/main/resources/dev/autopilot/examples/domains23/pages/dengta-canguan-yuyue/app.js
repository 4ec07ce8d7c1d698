(function () {
  var form = document.getElementById('yuyue');
  var formErr = document.getElementById('form-err');
  var phoneErr = document.getElementById('shouji-err');

  function picked(name) {
    return Array.prototype.map.call(form.querySelectorAll('input[name="' + name + '"]:checked'), function (el) { return el.value; });
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    formErr.hidden = true;
    var mobile = form.mobile.value.replace(/\s+/g, '');
    phoneErr.hidden = /^1[3-9]\d{9}$/.test(mobile);
    var missing = [];
    if (!form.visitDate.value) missing.push('参观日期');
    if (picked('session').length === 0) missing.push('参观场次');
    if (!form.tourType.value) missing.push('参观类型');
    if (!form.contactName.value.trim()) missing.push('联系人姓名');
    if (!form.idNumber.value.trim()) missing.push('证件号码');
    if (!form.agreeRules.checked) missing.push('同意参观须知');
    if (missing.length || !phoneErr.hidden) {
      formErr.textContent = missing.length ? '请填写：' + missing.join('、') : '请检查手机号码';
      formErr.hidden = false;
      return;
    }
    var payload = {
      visitDate: form.visitDate.value,
      session: picked('session')[0],
      tourType: form.tourType.value,
      adults: parseInt(form.adults.value, 10),
      children: parseInt(form.children.value || '0', 10),
      contactName: form.contactName.value.trim(),
      mobile: mobile,
      idType: form.idType.value,
      idNumber: form.idNumber.value.trim().toUpperCase(),
      services: picked('services'),
      remark: form.remark.value.trim(),
      agreeRules: true,
      smsPush: form.smsPush.checked
    };
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(payload)
    }).then(function (res) {
      return res.json().then(function (data) { return { status: res.status, data: data }; });
    }).then(function (r) {
      if (r.status !== 200 || !r.data.ok) {
        formErr.textContent = (r.data && r.data.msg) || '提交失败，请稍后重试';
        formErr.hidden = false;
        return;
      }
      document.getElementById('code').textContent = r.data.reference;
      form.hidden = true;
      document.getElementById('success').hidden = false;
    }).catch(function () {
      formErr.textContent = '网络异常，请稍后重试';
      formErr.hidden = false;
    });
  });
})();
