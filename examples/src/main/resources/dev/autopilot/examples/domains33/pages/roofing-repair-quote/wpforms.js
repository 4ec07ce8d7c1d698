// A stand-in for WPForms' front end: jQuery-validate style errors (em.wpforms-error under the
// field, wpforms-error on the input), a d/m/Y date check, and AJAX submission (urlencoded).
(function () {
  var form = document.getElementById('wpforms-form-512');
  var button = document.getElementById('wpforms-submit-512');
  form.addEventListener('change', function (e) {
    if (e.target.type === 'radio') {
      form.querySelectorAll('input[name="' + e.target.name + '"]').forEach(function (r) { r.closest('li').classList.toggle('wpforms-selected', r.checked); });
    }
    if (e.target.type === 'checkbox') e.target.closest('li').classList.toggle('wpforms-selected', e.target.checked);
  });
  function err(anchor, input, text) {
    var id = input.id + '-error';
    var em = document.createElement('em');
    em.id = id; em.className = 'wpforms-error'; em.setAttribute('role', 'alert'); em.setAttribute('aria-label', 'Error message');
    em.textContent = text;
    anchor.parentNode.insertBefore(em, anchor.nextSibling);
    input.classList.add('wpforms-error'); input.setAttribute('aria-invalid', 'true');
  }
  function dmy(v) {
    var m = /^\s*(\d{1,2})\s*[\/.\-]\s*(\d{1,2})\s*[\/.\-]\s*(\d{4})\s*$/.exec(v);
    if (!m || +m[1] < 1 || +m[1] > 31 || +m[2] < 1 || +m[2] > 12) return null;
    return ('0' + +m[1]).slice(-2) + '/' + ('0' + +m[2]).slice(-2) + '/' + m[3];
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    form.querySelectorAll('em.wpforms-error').forEach(function (n) { n.remove(); });
    form.querySelectorAll('.wpforms-error').forEach(function (n) { n.classList.remove('wpforms-error'); n.removeAttribute('aria-invalid'); });
    var bad = 0;
    form.querySelectorAll('.wpforms-field').forEach(function (field) {
      var lists = field.querySelectorAll('ul.wpforms-field-required');
      lists.forEach(function (ul) {
        if (!ul.querySelector('input:checked')) { err(ul, ul.querySelector('input'), 'This field is required.'); bad++; }
      });
      field.querySelectorAll('input.wpforms-field-required:not([type=checkbox]):not([type=radio]), select.wpforms-field-required').forEach(function (i) {
        if (!i.value || !i.value.trim()) { err(i.nextElementSibling && i.nextElementSibling.tagName === 'LABEL' ? i.nextElementSibling : i, i, 'This field is required.'); bad++; }
      });
    });
    var email = document.getElementById('wpforms-512-field_1');
    if (email.value.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value.trim())) { err(email, email, 'Please enter a valid email address.'); bad++; }
    var date = document.getElementById('wpforms-512-field_7');
    if (date.value.trim()) {
      var n = dmy(date.value);
      if (n) date.value = n; else { err(date, date, 'Please enter a date as dd/mm/yyyy.'); bad++; }
    }
    if (bad) { var first = form.querySelector('.wpforms-error'); if (first && first.focus) first.focus(); return; }
    button.disabled = true; button.textContent = button.getAttribute('data-alt-text');
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(new FormData(form)).toString() })
      .then(function (r) { return r.json(); })
      .then(function () {
        document.getElementById('wpforms-512').outerHTML = '<div class="wpforms-confirmation-container-full wpforms-confirmation-scroll" id="wpforms-confirmation-512" role="alert"><p>Thanks for getting in touch! One of our surveyors will contact you within one working day to arrange your free roof survey.</p></div>';
      });
  });
})();
