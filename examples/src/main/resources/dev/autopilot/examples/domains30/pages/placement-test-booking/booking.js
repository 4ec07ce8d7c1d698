(function () {
  'use strict';

  function radioGroup(el) {
    var items = Array.prototype.slice.call(el.querySelectorAll('[role=radio]'));
    function select(item) {
      items.forEach(function (i) { var on = i === item; i.setAttribute('aria-checked', on ? 'true' : 'false'); i.tabIndex = on ? 0 : -1; i.classList.toggle('selected', on); });
      item.focus();
    }
    items.forEach(function (item, idx) {
      item.addEventListener('click', function () { select(item); });
      item.addEventListener('keydown', function (e) {
        if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); select(item); }
        if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { e.preventDefault(); select(items[(idx + 1) % items.length]); }
        if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { e.preventDefault(); select(items[(idx - 1 + items.length) % items.length]); }
      });
    });
    return function () { var c = el.querySelector('[aria-checked=true]'); return c ? c.getAttribute('data-value') : ''; };
  }

  function listbox(el) {
    var opts = Array.prototype.slice.call(el.querySelectorAll('[role=option]'));
    var active = -1;
    function choose(i) {
      active = i;
      opts.forEach(function (o, j) { o.setAttribute('aria-selected', j === i ? 'true' : 'false'); o.classList.toggle('selected', j === i); });
      if (opts[i]) { opts[i].id = opts[i].id || 'slot-' + i; el.setAttribute('aria-activedescendant', opts[i].id); }
    }
    opts.forEach(function (o, i) { o.addEventListener('click', function () { choose(i); el.focus(); }); });
    el.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown') { e.preventDefault(); choose(Math.min(opts.length - 1, active + 1)); }
      if (e.key === 'ArrowUp') { e.preventDefault(); choose(Math.max(0, active - 1)); }
    });
    return function () { return active >= 0 ? opts[active].getAttribute('data-value') : ''; };
  }

  function checkbox(el) {
    function toggle() { el.setAttribute('aria-checked', el.getAttribute('aria-checked') === 'true' ? 'false' : 'true'); }
    el.addEventListener('click', toggle);
    var label = document.getElementById(el.getAttribute('aria-labelledby'));
    label.addEventListener('click', toggle);
    el.addEventListener('keydown', function (e) { if (e.key === ' ') { e.preventDefault(); toggle(); } });
    return function () { return el.getAttribute('aria-checked') === 'true'; };
  }

  var language = radioGroup(document.getElementById('language'));
  var format = radioGroup(document.getElementById('format'));
  var session = listbox(document.getElementById('session'));
  var marketing = checkbox(document.getElementById('marketing'));
  var privacy = checkbox(document.getElementById('privacy'));
  var form = document.getElementById('booking');
  var formError = document.getElementById('form-error');

  function fieldError(id, msg) {
    document.getElementById(id + '-err').textContent = msg;
    document.getElementById(id).setAttribute('aria-invalid', msg ? 'true' : 'false');
    return !msg;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var email = form.email.value.trim();
    var phone = form.phone.value.trim();
    var ok = fieldError('email', /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? '' : 'Please enter a valid email address.');
    ok = fieldError('phone', /^[+0-9 ()-]{10,}$/.test(phone) ? '' : 'Please enter a phone number we can call if the connection drops.') && ok;
    var missing = [];
    if (!language()) missing.push('the language');
    if (!form.querySelector('[name=priorStudy]:checked')) missing.push('whether you have studied it before');
    if (!session()) missing.push('a time for your test');
    if (!form.firstName.value.trim() || !form.lastName.value.trim()) missing.push('your name');
    if (!privacy()) missing.push('your agreement to the privacy notice');
    if (missing.length || !ok) {
      formError.textContent = missing.length ? 'Please choose or fill in: ' + missing.join(', ') + '.' : 'Please correct the errors above.';
      formError.hidden = false;
      return;
    }
    formError.hidden = true;
    var payload = {
      language: language(),
      priorStudy: form.querySelector('[name=priorStudy]:checked').value,
      course: form.course.value,
      goals: form.goals.value.trim(),
      format: format(),
      session: session(),
      student: { firstName: form.firstName.value.trim(), lastName: form.lastName.value.trim(), email: email, phone: phone },
      marketing: marketing(),
      privacyAccepted: privacy()
    };
    var btn = form.querySelector('button[type=submit]');
    btn.disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (b) {
        form.hidden = true;
        var done = document.getElementById('done');
        done.innerHTML = '<h2>You\'re booked in!</h2><p role="status">We\'ve emailed the details of your placement test to <strong></strong>. Booking reference ' + b.reference + '.</p>';
        done.querySelector('strong').textContent = email;
        done.hidden = false;
      })
      .catch(function () { btn.disabled = false; formError.textContent = 'Sorry, something went wrong. Please try again or call 0161 496 0220.'; formError.hidden = false; });
  });
})();
