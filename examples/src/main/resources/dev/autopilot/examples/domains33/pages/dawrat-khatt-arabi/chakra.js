// A stand-in for Chakra UI (v2) behaviour: FormControl role=group containers, checkboxes,
// radios and the switch as visually hidden inputs whose control spans take data-checked, a
// NumberInput (role=spinbutton, steppers, clamped on blur), FormErrorMessage under each invalid
// control, a second-participant field shown when two or more take part, and a JSON submission
// answered with a toast.
(function () {
  var form = document.getElementById('enrol');
  function control(name) { return form.querySelector('[data-field="' + name + '"]'); }
  function clearError(name) {
    var c = control(name);
    c.removeAttribute('data-invalid');
    var m = c.querySelector('.chakra-form__error-message'); if (m) m.remove();
    c.querySelectorAll('[aria-invalid]').forEach(function (i) { i.removeAttribute('aria-invalid'); });
    var h = c.querySelector('.chakra-form__helper-text'); if (h) h.hidden = false;
  }
  function setError(name, text) {
    var c = control(name);
    clearError(name);
    c.setAttribute('data-invalid', '');
    var input = c.querySelector('input:not([type=radio]):not([type=checkbox]), select, textarea');
    var id = (input ? input.id : 'field-' + name) + '-feedback';
    var m = document.createElement('div');
    m.id = id; m.className = 'chakra-form__error-message css-170ki1a'; m.setAttribute('aria-live', 'polite'); m.textContent = text;
    var h = c.querySelector('.chakra-form__helper-text'); if (h) h.hidden = true;
    c.appendChild(m);
    if (input) { input.setAttribute('aria-invalid', 'true'); input.setAttribute('aria-describedby', id); }
  }
  form.querySelectorAll('input[type=checkbox], input[type=radio]').forEach(function (i) {
    i.addEventListener('change', function () {
      var group = i.type === 'radio' ? form.querySelectorAll('input[name="' + i.name + '"]') : [i];
      group.forEach(function (x) {
        var label = x.closest('label');
        var ctl = label.querySelector('.css-ctl, .chakra-switch__track');
        if (x.checked) { label.setAttribute('data-checked', ''); ctl.setAttribute('data-checked', ''); }
        else { label.removeAttribute('data-checked'); ctl.removeAttribute('data-checked'); }
      });
      var c = i.closest('[data-field]'); if (c) clearError(c.getAttribute('data-field'));
    });
  });
  form.querySelectorAll('input:not([type=checkbox]):not([type=radio]), select, textarea').forEach(function (i) {
    i.addEventListener('input', function () { var c = i.closest('[data-field]'); if (c) clearError(c.getAttribute('data-field')); });
  });
  var num = form.querySelector('[role=spinbutton]');
  var second = control('secondName');
  function setCount(n) {
    n = Math.max(1, Math.min(4, n));
    num.value = String(n); num.setAttribute('aria-valuenow', n); num.setAttribute('aria-valuetext', n);
    second.hidden = n < 2;
  }
  num.addEventListener('blur', function () { var t = num.value.trim(); setCount(/^\d+$/.test(t) ? +t : +num.getAttribute('aria-valuenow')); });
  num.addEventListener('input', function () { var t = num.value.trim(); if (/^\d+$/.test(t) && +t >= 1 && +t <= 4) { num.setAttribute('aria-valuenow', t); second.hidden = +t < 2; } });
  num.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowUp') { e.preventDefault(); setCount(+num.getAttribute('aria-valuenow') + 1); }
    if (e.key === 'ArrowDown') { e.preventDefault(); setCount(+num.getAttribute('aria-valuenow') - 1); }
  });
  form.querySelectorAll('.css-step').forEach(function (s) {
    s.addEventListener('mousedown', function (e) { e.preventDefault(); setCount(+num.getAttribute('aria-valuenow') + +s.getAttribute('data-step')); });
  });
  function toast(status, title, text) {
    var ul = document.getElementById('chakra-toast-manager-top');
    var li = document.createElement('li');
    li.innerHTML = '<div class="chakra-toast__inner"><div role="status" class="chakra-alert" data-status="' + status + '"><div class="chakra-alert__title"></div><div class="chakra-alert__desc"></div></div></div>';
    li.querySelector('.chakra-alert__title').textContent = title;
    li.querySelector('.chakra-alert__desc').textContent = text;
    ul.appendChild(li);
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var v = function (n) { var el = form.querySelector('[name="' + n + '"]'); return el.value.trim(); };
    var bad = [];
    if (!v('fullName')) { setError('fullName', 'الرجاء إدخال الاسم الكامل'); bad.push(1); }
    if (!v('email')) { setError('email', 'الرجاء إدخال البريد الإلكتروني'); bad.push(1); }
    else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v('email'))) { setError('email', 'البريد الإلكتروني غير صحيح'); bad.push(1); }
    if (!v('phone')) { setError('phone', 'الرجاء إدخال رقم الجوال'); bad.push(1); }
    var script = form.querySelector('[name=script]:checked');
    if (!script) { setError('script', 'اختر نوع الخط'); bad.push(1); }
    if (!v('level')) { setError('level', 'اختر المستوى'); bad.push(1); }
    var days = Array.prototype.map.call(form.querySelectorAll('[name=days]:checked'), function (c) { return c.value; });
    if (!days.length) { setError('days', 'اختر يوماً واحداً على الأقل'); bad.push(1); }
    var period = form.querySelector('[name=period]:checked');
    if (!period) { setError('period', 'اختر الفترة'); bad.push(1); }
    var n = +num.getAttribute('aria-valuenow');
    if (n >= 2 && !v('secondName')) { setError('secondName', 'الرجاء إدخال اسم المشارك الثاني'); bad.push(1); }
    var terms = form.querySelector('[name=terms]');
    if (!terms.checked) { setError('terms', 'يجب الموافقة على الشروط'); bad.push(1); }
    if (bad.length) { toast('error', 'تعذّر التسجيل', 'راجع الحقول المعلّمة باللون الأحمر.'); return; }
    var body = {
      fullName: v('fullName'), email: v('email'), phone: v('phone'), script: script.value, level: v('level'),
      days: days, period: period.value, participants: String(n), secondParticipant: n >= 2 ? v('secondName') : '',
      toolKit: form.querySelector('[name=toolKit]').checked, notes: v('notes'), terms: true,
      news: form.querySelector('[name=news]').checked
    };
    var b = form.querySelector('button[type=submit]'); b.disabled = true; b.setAttribute('data-loading', '');
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (j) { toast('success', 'تم التسجيل بنجاح', 'رقم التسجيل ' + (j.reference || '') + '. سنرسل لك تفاصيل الدفع بالبريد الإلكتروني.'); form.reset(); b.removeAttribute('data-loading'); })
      .catch(function () { b.disabled = false; b.removeAttribute('data-loading'); toast('error', 'حدث خطأ', 'حاول مرة أخرى.'); });
  });
})();
