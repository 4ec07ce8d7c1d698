(function () {
  var form = document.getElementById('repairForm');
  var err = document.getElementById('err');
  var mobile = document.getElementById('mobile');

  mobile.addEventListener('input', function () {
    mobile.setCustomValidity(/^1[3-9]\d{9}$/.test(mobile.value.trim()) ? '' : '请输入正确的11位手机号码');
  });

  function show(msg) {
    err.textContent = msg;
    err.hidden = false;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    err.hidden = true;
    mobile.dispatchEvent(new Event('input'));
    if (!form.querySelector('input[name="faults"]:checked')) {
      show('请至少选择一种故障类型');
      return;
    }
    var bad = form.querySelector(':invalid');
    if (bad) {
      if (bad.validity.customError) {
        show(bad.validationMessage);
      } else {
        var lab = bad.type === 'radio' || bad.type === 'checkbox'
          ? (bad.closest('fieldset') ? bad.closest('fieldset').querySelector('legend') : bad.parentNode)
          : form.querySelector('label[for="' + bad.id + '"]');
        show('请填写：' + lab.textContent.replace('*', '').trim());
      }
      bad.focus();
      return;
    }
    var btn = document.getElementById('btn');
    btn.disabled = true;
    btn.textContent = '提交中…';
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, body: j }; }); })
      .then(function (res) {
        if (!res.ok) throw new Error('fail');
        form.hidden = true;
        var ok = document.getElementById('ok');
        ok.innerHTML = '<h2>报修申请已提交</h2><p>服务单号：<b>' + res.body.reference + '</b>。客服将在 1 个工作日内与您电话联系。</p>';
        ok.hidden = false;
      })
      .catch(function () {
        show('提交失败，请稍后重试');
        btn.disabled = false;
        btn.textContent = '提交申请';
      });
  });
})();
