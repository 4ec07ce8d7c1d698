// A stand-in for Google Forms' viewform script: role=radio and role=checkbox toggles with
// aria-checked, the dropdown as a role=listbox that expands to show its options, the answers
// kept in hidden entry.N inputs, "This is a required question" on submit, then a plain POST.
(function () {
  var form = document.getElementById('mG61Hd');
  function hidden(name) { return form.querySelector('input[type=hidden][name="' + name + '"]'); }
  form.querySelectorAll('[data-entry]').forEach(function (el) {
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') {
      el.addEventListener('input', function () { hidden(el.getAttribute('data-entry')).value = el.value; });
    }
  });
  form.querySelectorAll('[role=radiogroup]').forEach(function (group) {
    var radios = group.querySelectorAll('[role=radio]');
    function pick(r) {
      radios.forEach(function (o) { o.setAttribute('aria-checked', o === r ? 'true' : 'false'); o.tabIndex = o === r ? 0 : -1; });
      hidden(group.getAttribute('data-entry')).value = r.getAttribute('data-value');
      clearError(group);
    }
    radios.forEach(function (r, i) {
      r.closest('label').addEventListener('click', function (e) { e.preventDefault(); pick(r); r.focus(); });
      r.addEventListener('keydown', function (e) {
        if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); pick(r); }
        if (e.key === 'ArrowDown' || e.key === 'ArrowRight') { e.preventDefault(); var n = radios[(i + 1) % radios.length]; pick(n); n.focus(); }
        if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') { e.preventDefault(); var p = radios[(i + radios.length - 1) % radios.length]; pick(p); p.focus(); }
      });
    });
  });
  form.querySelectorAll('[role=checkbox]').forEach(function (c) {
    function toggle() { c.setAttribute('aria-checked', c.getAttribute('aria-checked') === 'true' ? 'false' : 'true'); }
    c.closest('label').addEventListener('click', function (e) { e.preventDefault(); toggle(); c.focus(); });
    c.addEventListener('keydown', function (e) { if (e.key === ' ') { e.preventDefault(); toggle(); } });
  });
  form.querySelectorAll('[role=listbox]').forEach(function (box) {
    var options = box.querySelectorAll('[role=option]');
    function open(v) { box.setAttribute('aria-expanded', v ? 'true' : 'false'); }
    box.addEventListener('click', function (e) {
      var opt = e.target.closest('[role=option]');
      if (box.getAttribute('aria-expanded') !== 'true') { open(true); return; }
      if (opt) {
        options.forEach(function (o) { o.setAttribute('aria-selected', o === opt ? 'true' : 'false'); });
        hidden(box.getAttribute('data-entry')).value = opt.getAttribute('data-value');
        if (opt.getAttribute('data-value')) clearError(box);
      }
      open(false);
    });
    box.addEventListener('keydown', function (e) {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(box.getAttribute('aria-expanded') !== 'true'); }
      if (e.key === 'Escape') open(false);
    });
    document.addEventListener('click', function (e) { if (!box.contains(e.target)) open(false); });
  });
  function alertOf(el) { return el.closest('[role=listitem].Qr7Oae').querySelector('[role=alert]'); }
  function clearError(el) { var a = alertOf(el); a.textContent = ''; }
  function setError(el, text) { var a = alertOf(el); a.textContent = text; el.classList.add('hasError'); }
  function submit() {
    var bad = null;
    form.querySelectorAll('[role=listitem].Qr7Oae').forEach(function (item) { item.querySelector('[role=alert]').textContent = ''; });
    form.querySelectorAll('input[required][data-entry]').forEach(function (i) {
      if (!i.value.trim()) { setError(i, 'This is a required question'); bad = bad || i; }
      else if (i.type === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(i.value.trim())) { setError(i, 'Must be a valid email'); bad = bad || i; }
    });
    form.querySelectorAll('[role=radiogroup][aria-required=true]').forEach(function (g) {
      if (!g.querySelector('[aria-checked=true]')) { setError(g, 'This is a required question'); bad = bad || g; }
    });
    var lb = form.querySelector('[role=listbox]');
    if (!hidden(lb.getAttribute('data-entry')).value) { setError(lb, 'This is a required question'); bad = bad || lb; }
    var date = form.querySelector('[data-date-entry]');
    if (!date.value) { setError(date, 'This is a required question'); bad = bad || date; }
    if (bad) { bad.focus(); return; }
    var parts = date.value.split('-');
    var d = date.getAttribute('data-date-entry');
    hidden(d + '_year').value = String(+parts[0]);
    hidden(d + '_month').value = String(+parts[1]);
    hidden(d + '_day').value = String(+parts[2]);
    var holder = form.querySelector('.cb-hidden');
    holder.innerHTML = '';
    form.querySelectorAll('[role=checkbox][aria-checked=true]').forEach(function (c) {
      var h = document.createElement('input');
      h.type = 'hidden'; h.name = holder.getAttribute('data-for'); h.value = c.getAttribute('data-answer-value');
      holder.appendChild(h);
    });
    form.submit();
  }
  var button = form.querySelector('[jsname=M2UYVd]');
  button.addEventListener('click', submit);
  button.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); submit(); } });
  form.addEventListener('submit', function (e) { e.preventDefault(); });
  form.querySelector('[jsname=ZeVRpc]').addEventListener('click', function () { window.location.reload(); });
})();
