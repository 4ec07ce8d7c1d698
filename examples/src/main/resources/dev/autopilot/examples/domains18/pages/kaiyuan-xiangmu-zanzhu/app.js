(function () {
  var form = document.getElementById('zanzhu-form');
  var cuowu = document.getElementById('cuowu');
  var creditCode = document.getElementById('credit-code');

  creditCode.addEventListener('input', function () {
    creditCode.setCustomValidity(creditCode.validity.patternMismatch ? '统一社会信用代码应为 18 位数字或大写字母' : '');
  });

  function val(name) {
    var el = form.elements[name];
    return el ? el.value.trim() : '';
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    cuowu.textContent = '';
    if (!form.checkValidity()) {
      var bad = form.querySelector(':invalid');
      var label = bad.closest('.hang') ? bad.closest('.hang').querySelector('label, legend').textContent.replace('*', '').trim() : '';
      cuowu.textContent = '请检查“' + label + '”：' + bad.validationMessage;
      bad.focus();
      return;
    }
    if (!document.getElementById('agree').checked) {
      cuowu.textContent = '请先阅读并同意《赞助协议》及《隐私政策》';
      return;
    }
    var benefits = Array.prototype.map.call(form.querySelectorAll('input[name="benefits"]:checked'), function (b) { return b.value; });
    var payload = {
      sponsor: {
        name: val('orgName'),
        region: val('orgRegion'),
        creditCode: val('creditCode'),
        contact: { name: val('contactName'), title: val('contactTitle'), email: val('contactEmail'), phone: val('contactPhone') }
      },
      plan: { project: val('project'), tier: val('tier'), term: val('term'), benefits: benefits },
      billing: { payment: val('payment'), invoice: val('invoice') },
      remarks: document.getElementById('remarks').value,
      agree: true,
      newsletter: document.getElementById('newsletter').checked
    };
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(payload)
    }).then(function (r) {
      if (!r.ok) { throw new Error(r.status); }
      return r.json();
    }).then(function (d) {
      form.hidden = true;
      var ok = document.getElementById('chenggong');
      ok.innerHTML = '<h2>申请已提交</h2><p>感谢您的支持！申请编号：' + d.reference + '。基金会工作人员将在 5 个工作日内与您联系。</p>';
      ok.hidden = false;
    }).catch(function () {
      cuowu.textContent = '提交失败，请稍后重试。';
    });
  });
})();
