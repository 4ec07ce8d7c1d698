(function () {
  var form = document.getElementById('yuyue');
  var service = '';
  var items = Array.prototype.slice.call(document.querySelectorAll('.svc-item'));
  function pickService(it) {
    items.forEach(function (x) { x.setAttribute('aria-checked', x === it ? 'true' : 'false'); x.tabIndex = x === it ? 0 : -1; });
    service = it.dataset.value;
    price();
  }
  items.forEach(function (it) {
    it.addEventListener('click', function () { pickService(it); });
    it.addEventListener('keydown', function (e) { if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); pickService(it); } });
  });

  var cleaners = document.getElementById('cleaners');
  function clamp(n) { return Math.max(1, Math.min(4, n || 1)); }
  form.querySelector('.minus').addEventListener('click', function () { cleaners.value = clamp(parseInt(cleaners.value, 10) - 1); price(); });
  form.querySelector('.plus').addEventListener('click', function () { cleaners.value = clamp(parseInt(cleaners.value, 10) + 1); price(); });
  cleaners.addEventListener('blur', function () { cleaners.value = clamp(parseInt(cleaners.value, 10)); });

  function extras() { return Array.prototype.map.call(form.querySelectorAll('[name=extras]:checked'), function (c) { return c.value; }); }
  function price() {
    var a = parseInt(form.area.value, 10) || 0;
    var p = { daily: 135, deep: 8 * a, 'new-home': 12 * a, glass: 10 * a }[service] || 0;
    extras().forEach(function (x) { p += { 'bring-tools': 30, fridge: 50, 'range-hood': 80 }[x] || 0; });
    if (form.querySelector('#slot-eve').checked) p += 20;
    document.getElementById('price').textContent = '¥' + p;
  }
  form.addEventListener('input', price);
  form.addEventListener('change', price);

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var mobile = form.mobile.value.replace(/[\s-]/g, '');
    var mErr = /^1[3-9]\d{9}$/.test(mobile) ? '' : '请输入正确的11位手机号';
    document.getElementById('mobile-err').textContent = mErr;
    var err = '';
    if (!service) err = '请选择服务类型';
    else if (!(parseInt(form.area.value, 10) >= 10)) err = '请填写房屋面积';
    else if (!form.layout.value) err = '请选择户型';
    else if (!form.date.value) err = '请选择服务日期';
    else if (!form.querySelector('[name=slot]:checked')) err = '请选择时间段';
    else if (!form.elements.name.value.trim()) err = '请填写联系人';
    else if (mErr) err = mErr;
    else if (!form.address.value.trim()) err = '请填写详细地址';
    else if (!document.getElementById('agree').checked) err = '请先阅读并同意服务协议';
    document.getElementById('form-err').textContent = err;
    if (err) return;
    var body = {
      service: service, area: parseInt(form.area.value, 10), layout: form.layout.value,
      date: form.date.value, slot: form.querySelector('[name=slot]:checked').value, cleaners: clamp(parseInt(cleaners.value, 10)),
      extras: extras(),
      contact: { name: form.elements.name.value.trim(), mobile: mobile, city: form.city.value, address: form.address.value.trim() },
      remark: form.remark.value.trim(), agreed: true
    };
    var btn = form.querySelector('button[type=submit]');
    btn.disabled = true;
    btn.textContent = '提交中…';
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) throw j; return j; }); })
      .then(function (j) {
        form.hidden = true;
        var ok = document.getElementById('ok');
        ok.innerHTML = '<h2>预约成功！</h2><p role="status">订单号：' + j.reference + '。客服将在30分钟内致电确认，请保持电话畅通。</p>';
        ok.hidden = false;
      })
      .catch(function () { btn.disabled = false; btn.textContent = '立即预约'; document.getElementById('form-err').textContent = '提交失败，请稍后重试'; });
  });
})();
