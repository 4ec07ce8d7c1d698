(function () {
  var form = document.getElementById('subscribe');
  var f = form.elements;
  var busy = false;

  // أرقام عربية إلى لاتينية
  function latin(s) {
    return s.replace(/[٠-٩]/g, function (d) { return String(d.charCodeAt(0) - 0x0660); });
  }
  function mark(id, bad) {
    document.getElementById('e-' + id).hidden = !bad;
    return bad ? 1 : 0;
  }
  function radio(name) {
    var r = form.querySelector('input[name="' + name + '"]:checked');
    return r ? r.value : '';
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (busy) return;
    var mobile = latin(f.mobile.value).replace(/[\s-]/g, '').replace(/^\+966/, '0').replace(/^966/, '0');
    var n = 0;
    n += mark('product', !radio('product'));
    n += mark('frequency', !f.frequency.value);
    n += mark('name', f.name.value.trim().length < 3);
    n += mark('mobile', !/^05\d{8}$/.test(mobile));
    n += mark('district', !f.district.value);
    n += mark('terms', !f.terms.checked);
    if (n) return;
    busy = true;
    form.querySelector('button').disabled = true;
    var body = {
      product: radio('product'),
      qty: parseInt(latin(f.qty.value), 10) || 1,
      frequency: f.frequency.value,
      dispenser: f.dispenser.checked,
      day: f.day.value,
      slot: radio('slot'),
      name: f.name.value.trim(),
      mobile: mobile,
      district: f.district.value,
      national_address: f.national_address.value.trim().toUpperCase(),
      address: f.address.value.trim(),
      payment: radio('payment'),
      terms: true
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) {
        return r.json().then(function (d) { if (!r.ok) { var x = new Error('rejected'); x.data = d; throw x; } return d; });
      })
      .then(function (d) {
        form.hidden = true;
        document.getElementById('ref').textContent = d.reference;
        document.getElementById('done').hidden = false;
      })
      .catch(function (err) {
        busy = false;
        form.querySelector('button').disabled = false;
        var box = document.getElementById('e-server');
        box.textContent = (err.data && err.data.message) || 'تعذر إرسال الطلب، يرجى المحاولة مرة أخرى';
        box.hidden = false;
      });
  });
})();
