(function () {
  var form = document.getElementById('bookForm');
  var f = form.elements;
  var submitting = false;

  // 接机 / 送机 切换时更新文案
  form.addEventListener('change', function (e) {
    if (e.target.name !== 'service') return;
    var pickup = e.target.value === 'pickup';
    document.getElementById('time-label').textContent = pickup ? '计划到达时间' : '航班起飞时间';
    document.getElementById('address-label').textContent = pickup ? '目的地地址' : '上车地址';
    f.name_sign.disabled = !pickup;
    if (!pickup) f.name_sign.checked = false;
  });

  function radio(name) {
    var r = form.querySelector('input[name="' + name + '"]:checked');
    return r ? r.value : '';
  }
  function err(key, bad) {
    var el = form.querySelector('[data-err="' + key + '"]');
    el.hidden = !bad;
    el.closest('.el-form-item').classList.toggle('is-error', bad);
    return bad ? 1 : 0;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (submitting) return;
    var phone = f.contact_phone.value.replace(/[\s-]/g, '');
    var n = 0;
    n += err('service', !radio('service'));
    n += err('airport', !f.airport.value);
    n += err('flight_no', !/^[A-Z0-9]{2}\d{2,4}$/i.test(f.flight_no.value.trim()));
    n += err('flight_date', !f.flight_date.value);
    n += err('flight_time', !f.flight_time.value);
    n += err('address', f.address.value.trim().length < 4);
    n += err('passengers', !f.passengers.value);
    n += err('car_type', !radio('car_type'));
    n += err('contact_name', !f.contact_name.value.trim());
    n += err('contact_phone', !/^1\d{10}$/.test(phone));
    n += err('agree', !f.agree.checked);
    if (n) return;
    submitting = true;
    var btn = form.querySelector('button');
    btn.disabled = true;
    btn.textContent = '提交中…';
    var order = {
      service: radio('service'),
      airport: f.airport.value,
      flightNo: f.flight_no.value.trim().toUpperCase(),
      flightDate: f.flight_date.value,
      flightTime: f.flight_time.value,
      address: f.address.value.trim(),
      passengers: f.passengers.value,
      luggage: f.luggage.value,
      carType: radio('car_type'),
      childSeat: f.child_seat.checked,
      nameSign: f.name_sign.checked,
      contactName: f.contact_name.value.trim(),
      contactPhone: phone,
      wechat: f.wechat.value.trim(),
      remark: f.remark.value.trim(),
      agree: f.agree.checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (d) {
        form.hidden = true;
        document.getElementById('orderNo').textContent = d.reference;
        document.getElementById('result').hidden = false;
      })
      .catch(function () {
        submitting = false;
        btn.disabled = false;
        btn.textContent = '立即预约';
        alert('网络繁忙，请稍后重试');
      });
  });
})();
