(function () {
  var form = document.getElementById('yuyue');
  var err = document.getElementById('err');
  var mobile = document.getElementById('mobile');
  var tip = document.getElementById('mobile-tip');

  mobile.addEventListener('blur', function () {
    tip.textContent = mobile.value && !/^1[3-9]\d{9}$/.test(mobile.value.replace(/\s/g, '')) ? '请输入正确的11位手机号码' : '';
  });

  function values(name) {
    return [].slice.call(form.querySelectorAll('input[name="' + name + '"]:checked')).map(function (x) { return x.value; });
  }

  function fail(msg) {
    err.textContent = msg;
    err.hidden = false;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    err.hidden = true;
    var phone = mobile.value.replace(/\s/g, '');
    if (!form.elements.name.value.trim()) return fail('请填写联系人姓名');
    if (!/^1[3-9]\d{9}$/.test(phone)) return fail('请输入正确的11位手机号码');
    if (!form.elements.city.value || !form.elements.district.value.trim() || !form.elements.address.value.trim()) return fail('请填写完整的服务地址');
    if (values('placeType').length === 0) return fail('请选择场所类型');
    if (values('pests').length === 0) return fail('请至少选择一种虫害类型');
    if (!form.elements.severity.value) return fail('请选择严重程度');
    if (!form.elements.date.value || !form.elements.slot.value) return fail('请选择上门日期和时间段');
    if (!document.getElementById('agree').checked) return fail('请阅读并同意服务协议和隐私政策');

    var data = {
      contact: { name: form.elements.name.value.trim(), mobile: phone, email: form.elements.email.value.trim() },
      address: {
        city: form.elements.city.value,
        district: form.elements.district.value.trim(),
        detail: form.elements.address.value.trim(),
        placeType: values('placeType')[0],
        area: form.elements.area.value ? Number(form.elements.area.value) : null
      },
      pests: values('pests'),
      severity: form.elements.severity.value,
      household: values('household'),
      appointment: { date: form.elements.date.value, slot: form.elements.slot.value },
      remark: form.elements.remark.value.trim(),
      promo: document.getElementById('promo').checked,
      agree: true
    };
    var btn = form.querySelector('button');
    btn.disabled = true;
    btn.textContent = '提交中…';
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(data)
    }).then(function (r) {
      return r.json().then(function (j) { return { status: r.status, body: j }; });
    }).then(function (res) {
      if (res.status >= 400 || !res.body.ok) {
        btn.disabled = false;
        btn.textContent = '立即预约';
        return fail(res.body.message || '提交失败，请稍后重试');
      }
      form.hidden = true;
      var ok = document.getElementById('ok');
      ok.hidden = false;
      ok.innerHTML = '<h2>预约成功</h2><p>您的预约单号为 ' + res.body.reference + '，客服将尽快与您电话确认上门时间。</p>';
    }).catch(function () {
      btn.disabled = false;
      btn.textContent = '立即预约';
      fail('网络异常，请稍后重试');
    });
  });
})();
