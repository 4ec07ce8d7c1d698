// A one-question-at-a-time flow as Typeform shows it: OK or Enter moves on once the question
// is answered; single choices move on by themselves a moment after a click or their letter key;
// the date is three boxes; the phone is sent in E.164 form; Submit posts JSON.
(function () {
  var sections = Array.prototype.slice.call(document.querySelectorAll('.question'));
  var current = 0;
  var answers = {};
  var bar = document.querySelector('.progress');
  function show(i) {
    sections[current].classList.remove('is-active');
    current = i;
    var s = sections[current];
    s.classList.add('is-active');
    var questions = sections.filter(function (q) { return q.dataset.type !== 'statement' && q.dataset.type !== 'ending' && q.dataset.type !== 'submit'; });
    var done = questions.filter(function (q) { return sections.indexOf(q) < current; }).length;
    var pct = Math.round(100 * done / questions.length);
    bar.firstElementChild.style.width = pct + '%'; bar.setAttribute('aria-valuenow', pct);
    var focus = s.querySelector('input, [role=radio][tabindex="0"], [role=checkbox][tabindex="0"], button.ok');
    if (focus) setTimeout(function () { focus.focus(); }, 0);
    document.querySelector('[aria-label=Previous]').disabled = current <= 1;
  }
  function error(s, on) { var e = s.querySelector('.error'); if (e) e.classList.toggle('shown', on); }
  function phone(code, raw) {
    var digits = raw.replace(/[^\d+]/g, '');
    if (!digits) return null;
    if (digits.charAt(0) === '+') return digits;
    if (digits.indexOf('00') === 0) return '+' + digits.slice(2);
    return '+' + code + digits.replace(/^0/, '');
  }
  function read(s) {
    var t = s.dataset.type;
    if (t === 'short_text' || t === 'email') {
      var v = s.querySelector('input').value.trim();
      if (t === 'email' && v && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v)) return { error: "Hmm, that email doesn't look right" };
      return { value: v };
    }
    if (t === 'phone_number') {
      var raw = s.querySelector('input').value.trim();
      if (!raw) return { value: '' };
      var p = phone(s.querySelector('select').value, raw);
      if (!p || p.replace(/\D/g, '').length < 9) return { error: "Hmm, that phone number doesn't look right" };
      return { value: p };
    }
    if (t === 'multiple_choice' || t === 'yes_no' || t === 'legal') {
      var c = s.querySelector('[role=radio][aria-checked=true]');
      return { value: c ? c.dataset.value : '' };
    }
    if (t === 'multiple_choice_multi') {
      return { value: Array.prototype.map.call(s.querySelectorAll('[role=checkbox][aria-checked=true]'), function (c) { return c.dataset.value; }) };
    }
    if (t === 'date') {
      var d = s.querySelector('#dd').value.trim(), m = s.querySelector('#mm').value.trim(), y = s.querySelector('#yyyy').value.trim();
      if (!d && !m && !y) return { value: '' };
      var date = new Date(+y, +m - 1, +d);
      if (!/^\d{4}$/.test(y) || !(date.getFullYear() === +y && date.getMonth() === +m - 1 && date.getDate() === +d)) return { error: 'Please enter a valid date' };
      return { value: y + '-' + ('0' + +m).slice(-2) + '-' + ('0' + +d).slice(-2) };
    }
    return { value: null };
  }
  function next() {
    var s = sections[current];
    var t = s.dataset.type;
    if (t === 'ending') return;
    if (t === 'submit') { submit(); return; }
    if (t !== 'statement') {
      var r = read(s);
      var e = s.querySelector('.error');
      if (r.error) { e.textContent = r.error; error(s, true); return; }
      var empty = r.value === '' || (Array.isArray(r.value) && r.value.length === 0);
      if (empty && s.dataset.required === 'true') { if (e) { e.textContent = /choice|yes_no|legal/.test(t) ? 'Oops! Please make a selection' : 'Please fill this in'; } error(s, true); return; }
      if (t === 'legal' && r.value === 'false') { e.textContent = 'You need to accept the terms to book'; error(s, true); return; }
      error(s, false);
      answers[s.dataset.ref] = r.value;
      if (s.dataset.ref === 'name') document.querySelectorAll('.recall-name').forEach(function (n) { n.textContent = r.value.split(' ')[0]; });
    }
    show(current + 1);
  }
  function submit() {
    var s = sections[current];
    s.querySelector('button.ok').disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ form_id: 'sHbk7Qp2', answers: answers }) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function () { show(current + 1); document.querySelector('.nav').style.display = 'none'; })
      .catch(function () { s.querySelector('button.ok').disabled = false; error(s, true); });
  }
  sections.forEach(function (s) {
    var ok = s.querySelector('button.ok');
    if (ok) ok.addEventListener('click', next);
    var radios = s.querySelectorAll('[role=radio]');
    radios.forEach(function (r) {
      r.addEventListener('click', function () {
        radios.forEach(function (o) { o.setAttribute('aria-checked', o === r ? 'true' : 'false'); o.tabIndex = o === r ? 0 : -1; });
        error(s, false);
        setTimeout(function () { if (sections[current] === s) next(); }, 500);
      });
    });
    s.querySelectorAll('[role=checkbox]').forEach(function (c) {
      c.addEventListener('click', function () { c.setAttribute('aria-checked', c.getAttribute('aria-checked') === 'true' ? 'false' : 'true'); });
      c.addEventListener('keydown', function (e) { if (e.key === ' ') { e.preventDefault(); c.click(); } });
    });
    s.querySelectorAll('input').forEach(function (i) { i.addEventListener('input', function () { error(s, false); }); });
    var dd = s.querySelector('#dd'), mm = s.querySelector('#mm');
    if (dd) {
      dd.addEventListener('input', function () { if (dd.value.length === 2) mm.focus(); });
      mm.addEventListener('input', function () { if (mm.value.length === 2) s.querySelector('#yyyy').focus(); });
    }
  });
  document.addEventListener('keydown', function (e) {
    var s = sections[current];
    if (e.key === 'Enter' && !e.shiftKey) {
      if (s.dataset.type === 'submit' && !e.ctrlKey && document.activeElement !== s.querySelector('button.ok')) return;
      if (document.activeElement && document.activeElement.tagName === 'BUTTON' && document.activeElement !== s.querySelector('button.ok')) return;
      e.preventDefault(); next(); return;
    }
    if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT' || e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
    var k = e.key.toUpperCase();
    s.querySelectorAll('[role=radio], [role=checkbox]').forEach(function (c) {
      var key = c.querySelector('.key');
      if (key && key.textContent === k) { e.preventDefault(); c.click(); }
    });
  });
  document.querySelector('[aria-label=Previous]').addEventListener('click', function () { if (current > 1) show(current - 1); });
  document.querySelector('[aria-label=Next]').addEventListener('click', next);
  show(0);
})();
