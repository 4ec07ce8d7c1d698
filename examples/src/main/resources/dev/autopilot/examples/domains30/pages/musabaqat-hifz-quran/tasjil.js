(function () {
  var form = document.getElementById('tasjil');
  var khata = document.getElementById('khata');
  function show(list) {
    khata.innerHTML = '<ul><li>' + list.join('</li><li>') + '</li></ul>';
    khata.hidden = false;
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var m = [];
    var el = form.elements;
    if (el.student_name.value.trim().split(/\s+/).length < 3) m.push('يرجى كتابة اسم المتسابق الثلاثي على الأقل');
    if (!el.birth_date.value) m.push('يرجى إدخال تاريخ الميلاد');
    if (!form.querySelector('[name=gender]:checked')) m.push('يرجى تحديد الجنس');
    if (!el.grade.value) m.push('يرجى اختيار الصف الدراسي');
    if (!form.querySelector('[name=branch]:checked')) m.push('يرجى اختيار فرع المسابقة');
    if (!el.guardian_name.value.trim()) m.push('يرجى إدخال اسم ولي الأمر');
    if (!el.guardian_relation.value) m.push('يرجى اختيار صلة القرابة');
    if (!/^05\d{8}$/.test(el.guardian_mobile.value.trim())) m.push('رقم الجوال غير صحيح: عشرة أرقام تبدأ بـ 05 بدون مسافات');
    if (!el.pledge.checked) m.push('يجب الموافقة على التعهد');
    if (m.length) { show(m); return; }
    khata.hidden = true;
    var btn = form.querySelector('button');
    btn.disabled = true;
    fetch('api/submit', { method: 'POST', body: new URLSearchParams(new FormData(form)) })
      .then(function (r) { return r.json().then(function (b) { if (!r.ok) throw b; return b; }); })
      .then(function (b) {
        form.hidden = true;
        var t = document.getElementById('tamm');
        t.innerHTML = '<h2>تم استلام طلب التسجيل</h2><p role="status">رقم الطلب: <span dir="ltr">' + b.reference + '</span>. سنرسل موعد الاختبار إلى جوال ولي الأمر.</p>';
        t.hidden = false;
      })
      .catch(function (b) { btn.disabled = false; show([(b && b.message) || 'تعذّر إرسال الطلب، يرجى المحاولة مرة أخرى']); });
  });
})();
