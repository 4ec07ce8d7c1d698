(function () {
  var form = document.getElementById('signup');

  // bins: custom checkboxes
  var bins = Array.prototype.slice.call(document.querySelectorAll('.bin'));
  bins.forEach(function (b) {
    function toggle() { b.setAttribute('aria-checked', b.getAttribute('aria-checked') === 'true' ? 'false' : 'true'); }
    b.addEventListener('click', toggle);
    b.addEventListener('keydown', function (e) { if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); toggle(); } });
  });

  // frequency: collapsible listbox
  var btn = document.getElementById('freq-button');
  var list = document.getElementById('freq-list');
  var opts = Array.prototype.slice.call(list.querySelectorAll('[role=option]'));
  var frequency = '';
  var cursor = -1;
  function openList() { list.hidden = false; btn.setAttribute('aria-expanded', 'true'); list.focus(); }
  function closeList() { list.hidden = true; btn.setAttribute('aria-expanded', 'false'); }
  function choose(o) {
    opts.forEach(function (x) { x.setAttribute('aria-selected', x === o ? 'true' : 'false'); });
    frequency = o.dataset.value;
    btn.textContent = o.textContent;
    closeList();
    btn.focus();
  }
  btn.addEventListener('click', function () { if (list.hidden) openList(); else closeList(); });
  opts.forEach(function (o) { o.addEventListener('click', function () { choose(o); }); });
  list.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      cursor = Math.max(0, Math.min(opts.length - 1, cursor + (e.key === 'ArrowDown' ? 1 : -1)));
      list.setAttribute('aria-activedescendant', opts[cursor].id);
      opts.forEach(function (x, i) { x.classList.toggle('focus', i === cursor); });
    } else if (e.key === 'Enter' && cursor >= 0) { e.preventDefault(); choose(opts[cursor]); }
    else if (e.key === 'Escape') { closeList(); btn.focus(); }
  });
  document.addEventListener('click', function (e) { if (!list.hidden && !list.contains(e.target) && e.target !== btn) closeList(); });

  var msg = document.getElementById('msg');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var chosen = bins.filter(function (b) { return b.getAttribute('aria-checked') === 'true'; }).map(function (b) { return b.dataset.value; });
    var errs = [];
    if (!chosen.length) errs.push('Pick at least one bin.');
    if (!frequency) errs.push('Choose how often you want them cleaned.');
    if (!form.street.value.trim()) errs.push('Enter your house number and street.');
    if (!/^NG\d{1,2}\s*\d[A-Z]{2}$/i.test(form.postcode.value.trim())) errs.push('Sorry, we only cover Nottingham (NG) postcodes.');
    if (!form.collectionDay.value) errs.push('Tell us your collection day so we can come straight after the bin lorry.');
    if (!form.querySelector('[name=binLocation]:checked')) errs.push('Tell us where your bins are kept.');
    if (!form.elements.name.value.trim()) errs.push('Enter your name.');
    if (!/^0?7\d{3}\s?\d{3}\s?\d{3}$/.test(form.mobile.value.trim().replace(/^\+44\s?/, '0'))) errs.push('Enter a UK mobile number – we text you the day before.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.value.trim())) errs.push('Enter a valid email address.');
    if (!form.terms.checked) errs.push('Please agree to the terms of service.');
    if (errs.length) { msg.innerHTML = errs.join('<br>'); msg.hidden = false; return; }
    msg.hidden = true;
    var data = {
      bins: chosen,
      frequency: frequency,
      address: { street: form.street.value.trim(), postcode: form.postcode.value.trim().toUpperCase(), collectionDay: form.collectionDay.value, binLocation: form.binLocation.value, accessNotes: form.accessNotes.value.trim() },
      contact: { name: form.elements.name.value.trim(), mobile: form.mobile.value.trim(), email: form.email.value.trim() },
      payment: form.payment.value,
      marketingOptIn: form.offers.checked,
      termsAccepted: form.terms.checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (b) {
        form.hidden = true;
        var w = document.getElementById('welcome');
        w.innerHTML = '<h1>Welcome to BinBright!</h1><p role="status">We\'ll text you the day before your first clean. Customer number ' + b.reference + '.</p>';
        w.hidden = false;
      })
      .catch(function () { msg.textContent = 'Something went wrong – please try again.'; msg.hidden = false; });
  });
})();
