// A stand-in for Jotform's form runtime: day and month boxes padded to two digits when left,
// required fields checked on submit ("This field is required." under the question, the
// form-line marked form-line-error), a date that must exist, then the form is posted as is.
(function () {
  var form = document.querySelector('form.jotform-form');
  ['month_6', 'day_6'].forEach(function (id) {
    var box = document.getElementById(id);
    box.addEventListener('blur', function () {
      var v = box.value.trim();
      if (/^\d$/.test(v)) box.value = '0' + v;
    });
  });
  function error(line, text) {
    line.classList.add('form-line-error');
    var div = document.createElement('div');
    div.className = 'form-error-message'; div.setAttribute('role', 'alert');
    div.innerHTML = '<img src="data:," alt="" class="form-error-arrow-image">' + text + '<div class="form-error-arrow"><div class="form-error-arrow-inner"></div></div>';
    line.querySelector('[id^=cid_]').appendChild(div);
  }
  form.addEventListener('submit', function (e) {
    form.querySelectorAll('.form-error-message').forEach(function (n) { n.remove(); });
    form.querySelectorAll('.form-line-error').forEach(function (n) { n.classList.remove('form-line-error'); });
    ['month_6', 'day_6'].forEach(function (id) { var b = document.getElementById(id); if (/^\d$/.test(b.value.trim())) b.value = '0' + b.value.trim(); });
    var bad = 0;
    form.querySelectorAll('li.form-line.jf-required').forEach(function (line) {
      var empty = false;
      line.querySelectorAll('input[required]:not([type=radio]):not([type=checkbox]), select[required]').forEach(function (i) { if (!i.value.trim()) empty = true; });
      var group = line.querySelector('input[type=radio], input[type=checkbox]');
      if (group && !line.querySelector('input:checked')) empty = true;
      if (empty) { error(line, 'This field is required.'); bad++; }
    });
    var m = +document.getElementById('month_6').value, d = +document.getElementById('day_6').value, y = +document.getElementById('year_6').value;
    if (!document.getElementById('id_6').classList.contains('form-line-error')) {
      var date = new Date(y, m - 1, d);
      if (!(date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d)) { error(document.getElementById('id_6'), 'Please enter a valid date.'); bad++; }
    }
    var email = document.getElementById('input_4');
    if (email.value.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value.trim())) { error(document.getElementById('id_4'), 'Enter a valid e-mail address'); bad++; }
    if (bad) { e.preventDefault(); return; }
    document.getElementById('input_2').disabled = true;
  });
})();
