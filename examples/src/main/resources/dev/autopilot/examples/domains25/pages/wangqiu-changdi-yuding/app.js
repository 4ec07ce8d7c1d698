(function () {
  var form = document.getElementById('bookingForm');
  var start = document.getElementById('startTime');
  for (var h = 7; h <= 21; h++) {
    var hh = (h < 10 ? '0' : '') + h;
    var opt = document.createElement('option');
    opt.value = hh + '00';
    opt.textContent = hh + ':00';
    start.appendChild(opt);
  }

  var needInvoice = document.getElementById('needInvoice');
  var invoiceBox = document.getElementById('invoiceBox');
  needInvoice.addEventListener('change', function () {
    invoiceBox.hidden = !needInvoice.checked;
    document.getElementById('invoiceTitle').required = needInvoice.checked;
  });

  var mobile = document.getElementById('mobile');
  mobile.addEventListener('blur', function () {
    document.getElementById('mobile-err').textContent =
      mobile.value && !/^1[3-9]\d{9}$/.test(mobile.value) ? '请输入正确的 11 位手机号码' : '';
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var err = document.getElementById('form-err');
    err.textContent = '';
    if (!/^1[3-9]\d{9}$/.test(mobile.value)) {
      document.getElementById('mobile-err').textContent = '请输入正确的 11 位手机号码';
      mobile.focus();
      return;
    }
    if (!form.checkValidity()) {
      err.textContent = '请填写所有带 * 的必填项，并勾选同意使用须知';
      var bad = form.querySelector(':invalid');
      if (bad) bad.focus();
      return;
    }
    var fd = new FormData(form);
    var data = {
      venue: fd.get('venue'),
      date: fd.get('date'),
      startTime: fd.get('startTime'),
      duration: Number(fd.get('duration')),
      format: fd.get('format'),
      rentals: fd.getAll('rentals'),
      coach: fd.get('coach'),
      contact: { name: fd.get('name'), mobile: fd.get('mobile'), memberCard: fd.get('memberCard') },
      invoice: needInvoice.checked ? { title: fd.get('invoiceTitle') } : null,
      remark: fd.get('remark'),
      agree: fd.get('agree') === '1',
      smsNotice: fd.get('smsNotice') === '1'
    };
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(data)
    }).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.json();
    }).then(function (res) {
      form.hidden = true;
      var box = document.getElementById('result');
      box.hidden = false;
      box.textContent = '预订成功！订单号 ' + res.reference + '，请于开场前 15 分钟到前台出示手机号签到。';
    }).catch(function () {
      err.textContent = '提交失败，请稍后重试或致电 0571-8888 6666';
    });
  });
})();
