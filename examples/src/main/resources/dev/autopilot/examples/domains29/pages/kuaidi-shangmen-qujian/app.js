(function () {
  var $ = function (id) { return document.getElementById(id); };

  function fill(select, items, placeholder) {
    select.innerHTML = '';
    var o = document.createElement('option');
    o.value = '';
    o.textContent = placeholder;
    select.appendChild(o);
    items.forEach(function (it) {
      var op = document.createElement('option');
      op.value = it.code;
      op.textContent = it.name;
      select.appendChild(op);
    });
  }

  ['s', 'r'].forEach(function (p) {
    var prov = $(p + '-province'), city = $(p + '-city'), dist = $(p + '-district');
    fill(prov, window.REGIONS, '省/直辖市');
    prov.addEventListener('change', function () {
      var pr = window.REGIONS.find(function (x) { return x.code === prov.value; });
      fill(city, pr ? pr.cities : [], '市');
      fill(dist, [], '区/县');
    });
    city.addEventListener('change', function () {
      var pr = window.REGIONS.find(function (x) { return x.code === prov.value; });
      var ci = pr && pr.cities.find(function (x) { return x.code === city.value; });
      fill(dist, ci ? ci.districts.map(function (d) { return { code: d[0], name: d[1] }; }) : [], '区/县');
    });
  });

  function party(p) {
    return {
      name: $(p + '-name').value.trim(),
      mobile: $(p + '-mobile').value.trim(),
      province: $(p + '-province').value,
      city: $(p + '-city').value,
      district: $(p + '-district').value,
      address: $(p + '-address').value.trim()
    };
  }

  function missing(x) { return !x.name || !x.mobile || !x.province || !x.city || !x.district || !x.address; }

  $('next').addEventListener('click', function () {
    var s = party('s'), r = party('r');
    if (missing(s)) { $('err1').textContent = '请完整填写寄件人信息'; return; }
    if (missing(r)) { $('err1').textContent = '请完整填写收件人信息'; return; }
    $('err1').textContent = '';
    $('step1').hidden = true;
    $('step2').hidden = false;
    $('s1').classList.remove('active');
    $('s2').classList.add('active');
  });
  $('prev').addEventListener('click', function () {
    $('step2').hidden = true;
    $('step1').hidden = false;
    $('s2').classList.remove('active');
    $('s1').classList.add('active');
  });
  $('minus').addEventListener('click', function () { var w = $('weight'); w.value = Math.max(1, (+w.value || 1) - 1); });
  $('plus').addEventListener('click', function () { var w = $('weight'); w.value = Math.min(50, (+w.value || 0) + 1); });

  $('order').addEventListener('submit', function (e) {
    e.preventDefault();
    var type = document.querySelector('input[name=ptype]:checked');
    var slot = document.querySelector('input[name=slot]:checked');
    if (!type) { $('err2').textContent = '请选择物品类型'; return; }
    if (!$('pdate').value || !slot) { $('err2').textContent = '请选择上门取件时间'; return; }
    if (!$('agree').checked) { $('err2').textContent = '请先阅读并同意《快递服务协议》'; return; }
    $('err2').textContent = '';
    var body = {
      sender: party('s'),
      receiver: party('r'),
      parcel: { type: type.value, weight: Number($('weight').value) || 1, insured: $('insured').checked },
      pickup: { date: $('pdate').value, slot: slot.value },
      remark: $('remark').value.trim(),
      agree: true
    };
    $('submit').disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (b) { return { ok: r.ok, b: b }; }); })
      .then(function (res) {
        $('submit').disabled = false;
        if (!res.ok) {
          $('err2').textContent = res.b.msg || '提交失败，请检查填写的信息';
          if (res.b.step === 1) {
            $('step2').hidden = true; $('step1').hidden = false;
            $('s2').classList.remove('active'); $('s1').classList.add('active');
            $('err1').textContent = res.b.msg;
          }
          return;
        }
        $('order').hidden = true;
        document.querySelector('.steps').hidden = true;
        $('waybill').textContent = res.b.reference;
        $('success').hidden = false;
      })
      .catch(function () { $('submit').disabled = false; $('err2').textContent = '网络异常，请稍后重试'; });
  });
})();
