// A stand-in for Gravity Forms' AJAX submission: required and date checks as Gravity Forms
// reports them (gfield_error, validation_message, the summary at the top), then a fetch of the
// form; the server's validation_messages are shown under their fields the same way.
(function () {
  var wrapper = document.getElementById('gform_wrapper_3');
  var form = document.getElementById('gform_3');
  function clear() {
    wrapper.querySelectorAll('.gform_validation_errors').forEach(function (n) { n.remove(); });
    form.querySelectorAll('.validation_message').forEach(function (n) { n.remove(); });
    form.querySelectorAll('.gfield_error').forEach(function (f) {
      f.classList.remove('gfield_error');
      f.querySelectorAll('[aria-invalid]').forEach(function (i) { i.setAttribute('aria-invalid', 'false'); });
    });
  }
  function error(field, text) {
    field.classList.add('gfield_error');
    var id = 'validation_message_' + field.id.replace('field_', '');
    var msg = document.createElement('div');
    msg.className = 'gfield_description validation_message gfield_validation_message';
    msg.id = id; msg.textContent = text;
    field.appendChild(msg);
    field.querySelectorAll('input:not([type=hidden])').forEach(function (i) {
      i.setAttribute('aria-invalid', 'true');
      var d = (i.getAttribute('aria-describedby') || '').split(' ').filter(Boolean);
      if (d.indexOf(id) < 0) { d.push(id); i.setAttribute('aria-describedby', d.join(' ')); }
    });
  }
  function summary(n) {
    var div = document.createElement('div');
    div.className = 'gform_validation_errors'; div.id = 'gform_3_validation_container'; div.tabIndex = -1;
    div.innerHTML = '<h2 class="gform_submission_error hide_summary"><span class="gform-icon gform-icon--circle-error"></span>There was a problem with your submission. Please review the fields below.</h2>';
    form.parentNode.insertBefore(div, form);
    div.focus();
  }
  function dmy(v) {
    var m = /^\s*(\d{1,2})\s*[\/.\-]\s*(\d{1,2})\s*[\/.\-]\s*(\d{4})\s*$/.exec(v);
    if (!m) return null;
    var d = +m[1], mo = +m[2];
    if (d < 1 || d > 31 || mo < 1 || mo > 12) return null;
    return (d < 10 ? '0' : '') + d + '/' + (mo < 10 ? '0' : '') + mo + '/' + m[3];
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    clear();
    var bad = 0;
    form.querySelectorAll('.gfield_contains_required').forEach(function (field) {
      var inputs = field.querySelectorAll('input:not([type=hidden])');
      var empty = false;
      inputs.forEach(function (i) {
        if ((i.type === 'checkbox' || i.type === 'radio') ? false : !i.value.trim()) empty = true;
      });
      if (field.querySelector('input[type=radio]') && !field.querySelector('input[type=radio]:checked')) empty = true;
      if (field.classList.contains('gfield--type-consent') && !field.querySelector('input[type=checkbox]:checked')) empty = true;
      if (empty) { error(field, 'This field is required.'); bad++; }
    });
    form.querySelectorAll('input.datepicker').forEach(function (i) {
      if (!i.value.trim() || i.closest('.gfield_error')) return;
      var n = dmy(i.value);
      if (n) { i.value = n; } else { error(i.closest('.gfield'), 'Please enter a valid date in the format dd/mm/yyyy.'); bad++; }
    });
    form.querySelectorAll('input[type=number]').forEach(function (i) {
      if (!i.value.trim() || i.closest('.gfield_error')) return;
      var v = Number(i.value);
      if (isNaN(v) || v < Number(i.min) || v > Number(i.max)) { error(i.closest('.gfield'), 'Please enter a number from ' + i.min + ' to ' + i.max + '.'); bad++; }
    });
    if (bad) { summary(); return; }
    var button = document.getElementById('gform_submit_button_3');
    button.disabled = true;
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        button.disabled = false;
        if (j.is_valid === false) {
          Object.keys(j.validation_messages || {}).forEach(function (k) {
            var field = document.getElementById('field_3_' + k);
            if (field) error(field, j.validation_messages[k]);
          });
          summary();
          return;
        }
        wrapper.outerHTML = '<div id="gform_confirmation_wrapper_3" class="gform_confirmation_wrapper"><div id="gform_confirmation_message_3" class="gform_confirmation_message_3 gform_confirmation_message" role="status">Thanks ' +
          document.getElementById('input_3_1_3').value.replace(/[<>&]/g, '') + '! Your tandem skydive is booked. Reference ' + (j.reference || '') + '. We will email your joining instructions.</div></div>';
      });
  });
})();
