(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function v(id) { return $(id).value.trim(); }
  function pad(n) { return String(n).padStart(2, '0'); }
  function today() { var d = new Date(); return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate()); }
  function parent(k) { return { fullName: v(k + '-name'), idNumber: v(k + '-id'), nationality: v(k + '-nat'), mobile: v(k + '-mobile').replace(/\s/g, '') }; }

  $('form').addEventListener('submit', function (e) {
    e.preventDefault();
    var err = [];
    if (!v('baby-name')) err.push('أدخل الاسم الأول للمولود');
    var sex = document.querySelector('input[name=sex]:checked');
    if (!sex) err.push('اختر جنس المولود');
    var d = parseInt(v('dob-d'), 10), m = parseInt(v('dob-m'), 10), y = parseInt(v('dob-y'), 10);
    var birth = null;
    if (d && m && y) {
      var dt = new Date(Date.UTC(y, m - 1, d));
      if (dt.getUTCDate() === d) birth = y + '-' + pad(m) + '-' + pad(d);
    }
    if (!birth) err.push('أدخل تاريخ ميلاد صحيحاً');
    else if (birth > today()) err.push('تاريخ الميلاد لا يمكن أن يكون في المستقبل');
    if (!v('city')) err.push('اختر مدينة الولادة');
    if (!v('hospital')) err.push('أدخل اسم المستشفى');
    [['father', 'الأب'], ['mother', 'الأم']].forEach(function (p) {
      var x = parent(p[0]);
      if (x.fullName.split(/\s+/).length < 3) err.push('أدخل اسم ' + p[1] + ' الثلاثي على الأقل');
      if (!/^[12]\d{9}$/.test(x.idNumber)) err.push('رقم هوية ' + p[1] + ' يجب أن يكون 10 أرقام ويبدأ بـ 1 أو 2');
      if (!x.nationality) err.push('اختر جنسية ' + p[1]);
      if (!/^05\d{8}$/.test(x.mobile)) err.push('رقم جوال ' + p[1] + ' يجب أن يبدأ بـ 05 ويتكون من 10 أرقام');
    });
    var applicant = document.querySelector('input[name=applicant]:checked');
    if (!applicant) err.push('حدد من سيحضر الموعد');
    var appt = v('appt-date');
    if (!appt) err.push('اختر تاريخ الموعد');
    else if (appt <= today()) err.push('تاريخ الموعد يجب أن يكون بعد اليوم');
    else { var wd = new Date(appt + 'T12:00:00').getDay(); if (wd === 5 || wd === 6) err.push('المواعيد من الأحد إلى الخميس فقط'); }
    if (!v('appt-period')) err.push('اختر فترة الموعد');
    if (!$('pledge').checked) err.push('يجب الإقرار بصحة البيانات');
    var box = $('akhta');
    if (err.length) { box.innerHTML = err.join('<br>'); box.classList.remove('d-none'); window.scrollTo(0, 0); return; }
    box.classList.add('d-none');
    var body = {
      baby: { firstName: v('baby-name'), sex: sex.value, birthDate: birth, city: v('city'), hospital: v('hospital') },
      father: parent('father'),
      mother: parent('mother'),
      applicant: applicant.value,
      appointment: { date: appt, period: v('appt-period') },
      pledge: true,
      awareness: $('awareness').checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (j) { $('raqm').textContent = j.reference; $('talab').classList.add('d-none'); $('tam').classList.remove('d-none'); })
      .catch(function () { box.textContent = 'تعذر إرسال الطلب، حاول مرة أخرى'; box.classList.remove('d-none'); });
  });
})();
