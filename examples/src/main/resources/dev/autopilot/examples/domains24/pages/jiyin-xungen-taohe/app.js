(function () {
  var form = document.getElementById('order');
  var tip = document.getElementById('tip');

  function checked(name) {
    var el = form.querySelector('input[name="' + name + '"]:checked');
    return el ? el.value : '';
  }
  function val(id) { return document.getElementById(id).value.trim(); }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    tip.textContent = '';
    var pkg = checked('package'), sex = checked('sex');
    if (!pkg) { tip.textContent = '请选择检测套餐'; return; }
    if (!sex) { tip.textContent = '请选择受检者性别'; return; }
    if ((pkg === 'YDNA' || pkg === 'FULL') && sex !== 'M') { tip.textContent = '父系 Y 染色体检测仅适用于男性受检者'; return; }
    if (!val('receiver')) { tip.textContent = '请填写收件人'; return; }
    if (!/^1[3-9]\d{9}$/.test(val('mobile'))) { tip.textContent = '请输入正确的 11 位手机号码'; return; }
    if (!val('region') || !val('address')) { tip.textContent = '请填写完整的收货地址'; return; }
    if (document.getElementById('invoice').checked && !val('invoice_title')) { tip.textContent = '请填写发票抬头'; return; }
    if (!document.getElementById('informed').checked) { tip.textContent = '请阅读并同意知情同意书和隐私政策'; return; }

    var order = {
      package: pkg,
      quantity: Number(val('quantity') || 1),
      sex: sex,
      ancestry: { surname: val('surname'), province: val('province'), county: val('county') },
      recipient: { name: val('receiver'), mobile: val('mobile'), region: val('region'), address: val('address') },
      shipping: val('shipping'),
      invoice: { need: document.getElementById('invoice').checked, title: val('invoice_title'), taxId: val('tax_id') },
      consent: { informed: true, research: document.getElementById('research').checked }
    };
    var btn = document.getElementById('submit-btn');
    btn.disabled = true;
    btn.textContent = '提交中…';
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(order)
    }).then(function (r) { return r.json().then(function (d) { return { ok: r.ok, d: d }; }); })
      .then(function (res) {
        if (!res.ok || !res.d.ok) throw new Error('fail');
        form.hidden = true;
        document.getElementById('order-no').textContent = res.d.reference;
        document.getElementById('result').hidden = false;
      })
      .catch(function () {
        tip.textContent = '提交失败，请稍后重试';
        btn.disabled = false;
        btn.textContent = '提交订单';
      });
  });
})();
