(function () {
  var form = document.getElementById('bookingForm');
  var errBox = document.getElementById('errBox');
  var mobile = document.getElementById('mobile');

  mobile.addEventListener('input', function () { mobile.setCustomValidity(''); });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    errBox.classList.add('d-none');
    if (!form.querySelector('input[name=service]:checked')) {
      errBox.textContent = 'اختر نوع الخدمة';
      errBox.classList.remove('d-none');
      return;
    }
    var m = mobile.value.replace(/[\s-]/g, '');
    mobile.setCustomValidity(/^05\d{8}$/.test(m) ? '' : 'invalid');
    form.classList.add('was-validated');
    if (!form.checkValidity()) {
      var first = form.querySelector(':invalid');
      if (first) first.focus();
      return;
    }
    var btn = document.getElementById('sendBtn');
    btn.disabled = true;
    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'api/submit', true);
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4) return;
      btn.disabled = false;
      if (xhr.status === 200) {
        var res = JSON.parse(xhr.responseText);
        form.classList.add('d-none');
        var box = document.getElementById('doneBox');
        box.innerHTML = '<h2 class="h5">تم تأكيد حجزك</h2><p class="mb-0">رقم الطلب: <strong>' + res.reference + '</strong>. سيتواصل معك الفني قبل الوصول.</p>';
        box.classList.remove('d-none');
      } else {
        errBox.textContent = 'تعذر إتمام الحجز، حاول مرة أخرى';
        errBox.classList.remove('d-none');
      }
    };
    xhr.send(new URLSearchParams(new FormData(form)).toString());
  });
})();
