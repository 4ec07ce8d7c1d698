(function () {
  'use strict';
  var TOWNS = ['Leeds', 'Horsforth', 'Headingley', 'Pudsey', 'Otley', 'Wetherby', 'Garforth', 'Morley', 'Rothwell', 'Yeadon', 'Guiseley', 'Roundhay', 'Chapel Allerton'];
  var form = document.getElementById('book');

  // style chips
  Array.prototype.forEach.call(document.querySelectorAll('.chip'), function (chip) {
    chip.addEventListener('click', function () {
      chip.setAttribute('aria-pressed', chip.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
    });
  });

  // town combobox
  var town = document.getElementById('town');
  var list = document.getElementById('town-list');
  var active = -1;
  function render() {
    var q = town.value.trim().toLowerCase();
    var matches = TOWNS.filter(function (t) { return !q || t.toLowerCase().indexOf(q) >= 0; });
    list.innerHTML = '';
    matches.forEach(function (t, i) {
      var li = document.createElement('li');
      li.setAttribute('role', 'option');
      li.id = 'town-opt-' + i;
      li.textContent = t;
      li.addEventListener('mousedown', function (e) { e.preventDefault(); pick(t); });
      list.appendChild(li);
    });
    active = -1;
    var open = matches.length > 0;
    list.hidden = !open;
    town.setAttribute('aria-expanded', open ? 'true' : 'false');
    town.removeAttribute('aria-activedescendant');
  }
  function close() { list.hidden = true; town.setAttribute('aria-expanded', 'false'); town.removeAttribute('aria-activedescendant'); }
  function pick(t) { town.value = t; close(); }
  function highlight(i) {
    var items = list.querySelectorAll('li');
    if (!items.length) return;
    active = (i + items.length) % items.length;
    items.forEach(function (li, k) { li.classList.toggle('active', k === active); li.setAttribute('aria-selected', k === active ? 'true' : 'false'); });
    town.setAttribute('aria-activedescendant', items[active].id);
  }
  town.addEventListener('input', render);
  town.addEventListener('focus', render);
  town.addEventListener('blur', function () { setTimeout(close, 120); });
  town.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowDown') { e.preventDefault(); if (list.hidden) render(); highlight(active + 1); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); highlight(active - 1); }
    else if (e.key === 'Enter' && !list.hidden && active >= 0) { e.preventDefault(); pick(list.querySelectorAll('li')[active].textContent); }
    else if (e.key === 'Escape') { close(); }
  });

  // appointment listbox
  var slots = document.getElementById('slots');
  var options = Array.prototype.slice.call(slots.querySelectorAll('[role=option]'));
  function select(opt) { options.forEach(function (o) { o.setAttribute('aria-selected', o === opt ? 'true' : 'false'); }); }
  options.forEach(function (opt) { opt.addEventListener('click', function () { select(opt); }); });
  slots.addEventListener('keydown', function (e) {
    var cur = options.findIndex(function (o) { return o.getAttribute('aria-selected') === 'true'; });
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') { e.preventDefault(); select(options[Math.min(options.length - 1, cur + 1)]); }
    if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') { e.preventDefault(); select(options[Math.max(0, cur - 1)]); }
  });

  var errors = document.getElementById('errors');
  function show(list) {
    errors.innerHTML = list.length === 1 ? list[0] : '<ul>' + list.map(function (t) { return '<li>' + t + '</li>'; }).join('') + '</ul>';
    errors.hidden = false;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var rooms = Array.prototype.map.call(form.querySelectorAll('input[name=rooms]:checked'), function (b) { return b.value; });
    var styles = Array.prototype.filter.call(document.querySelectorAll('.chip'), function (c) { return c.getAttribute('aria-pressed') === 'true'; })
      .map(function (c) { return c.getAttribute('data-value'); });
    var slot = options.filter(function (o) { return o.getAttribute('aria-selected') === 'true'; })[0];
    var v = function (n) { return form.elements[n].value.trim(); };
    var problems = [];
    if (!rooms.length) problems.push('Tick at least one room.');
    if (!v('windows')) problems.push('Tell us roughly how many windows.');
    if (!v('name')) problems.push('Please enter your name.');
    if (!/^(\+44|0)[\d ]{9,13}$/.test(v('phone'))) problems.push('Please enter a UK phone number.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v('email'))) problems.push('Please enter your email address.');
    if (!v('street')) problems.push('Please enter your house number and street.');
    if (TOWNS.indexOf(v('town')) < 0) problems.push('Please choose your town from the list.');
    if (!/^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/.test(v('postcode'))) problems.push('Please enter your postcode.');
    if (!slot) problems.push('Please choose a time for your visit.');
    if (problems.length) { show(problems); return; }
    errors.hidden = true;
    var body = {
      rooms: rooms, windows: v('windows'), styles: styles, motorised: v('motorised'),
      name: v('name'), phone: v('phone'), email: v('email'), street: v('street'), town: v('town'), postcode: v('postcode').toUpperCase(),
      slot: slot.getAttribute('data-value'), heardFrom: v('heardFrom'), offers: form.elements.offers.checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { return [r.ok, j]; }); })
      .then(function (x) {
        if (!x[0]) { show([x[1].error || 'Sorry, we could not book that visit.']); return; }
        document.getElementById('when').textContent = slot.textContent;
        document.getElementById('ref').textContent = x[1].reference;
        form.hidden = true;
        document.getElementById('booked').hidden = false;
      })
      .catch(function () { show(['Sorry, we could not reach the booking system. Please try again.']); });
  });
})();
