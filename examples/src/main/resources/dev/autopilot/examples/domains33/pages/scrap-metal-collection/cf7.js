// A small stand-in for Contact Form 7's front-end script: client validation tips, the
// acceptance checkbox gating the submit button, and submission by fetch (multipart).
(function () {
  var wrap = document.querySelector('.wpcf7');
  wrap.classList.remove('no-js'); wrap.classList.add('js');
  var form = wrap.querySelector('form');
  var submit = form.querySelector('.wpcf7-submit');
  var output = form.querySelector('.wpcf7-response-output');
  var acceptance = form.querySelector('.wpcf7-acceptance input');
  function gate() { submit.disabled = !acceptance.checked; }
  acceptance.addEventListener('change', gate); gate();
  function setStatus(status) {
    form.classList.remove('init', 'sent', 'invalid', 'failed', 'submitting');
    form.classList.add(status); form.setAttribute('data-status', status);
  }
  function clearTips() {
    form.querySelectorAll('.wpcf7-not-valid-tip').forEach(function (t) { t.remove(); });
    form.querySelectorAll('.wpcf7-not-valid').forEach(function (c) { c.classList.remove('wpcf7-not-valid'); c.setAttribute('aria-invalid', 'false'); });
  }
  function tip(control, text) {
    control.classList.add('wpcf7-not-valid'); control.setAttribute('aria-invalid', 'true');
    var span = document.createElement('span');
    span.className = 'wpcf7-not-valid-tip'; span.setAttribute('aria-hidden', 'true'); span.textContent = text;
    control.closest('.wpcf7-form-control-wrap').appendChild(span);
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    clearTips();
    var bad = 0;
    form.querySelectorAll('.wpcf7-validates-as-required').forEach(function (c) {
      if (!c.value.trim()) { tip(c, 'Please fill out this field.'); bad++; }
      else if (c.type === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(c.value.trim())) { tip(c, 'Please enter an email address.'); bad++; }
    });
    if (bad) {
      setStatus('invalid');
      output.textContent = 'One or more fields have an error. Please check and try again.';
      output.setAttribute('aria-hidden', 'false');
      return;
    }
    setStatus('submitting');
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, j: j }; }); })
      .then(function (res) {
        if (res.ok) {
          setStatus('sent');
          output.textContent = 'Thank you – your collection request has been sent. We will ring you to confirm a slot.';
          form.reset(); gate();
        } else {
          setStatus('failed');
          output.textContent = 'There was an error trying to send your message. Please try again later.';
        }
        output.setAttribute('aria-hidden', 'false');
      });
  });
})();
