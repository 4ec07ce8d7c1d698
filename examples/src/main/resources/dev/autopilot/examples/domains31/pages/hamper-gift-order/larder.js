(function () {
  'use strict';
  var form = document.getElementById('hamper-form');
  var hidden = document.getElementById('hamper');
  var tiles = Array.prototype.slice.call(document.querySelectorAll('.tile'));
  var problems = document.getElementById('problems');

  function choose(tile, focus) {
    tiles.forEach(function (t) {
      var on = t === tile;
      t.setAttribute('aria-checked', on ? 'true' : 'false');
      t.tabIndex = on ? 0 : -1;
    });
    hidden.value = tile.getAttribute('data-value');
    if (focus) tile.focus();
  }
  tiles.forEach(function (tile, i) {
    tile.addEventListener('click', function () { choose(tile, false); });
    tile.addEventListener('keydown', function (e) {
      if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); choose(tile, false); }
      else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { e.preventDefault(); choose(tiles[(i + 1) % tiles.length], true); }
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { e.preventDefault(); choose(tiles[(i + tiles.length - 1) % tiles.length], true); }
    });
  });

  var message = document.getElementById('message');
  var count = document.getElementById('count');
  message.addEventListener('input', function () { count.textContent = (200 - message.value.length) + ' characters left'; });

  function addDays(days) {
    var d = new Date();
    d.setDate(d.getDate() + days);
    return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
  }
  document.getElementById('delivery-date').min = addDays(2);

  var postcode = /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/;
  var required = [
    ['to_name', 'Enter the name of the person the hamper is for'],
    ['to_line1', 'Enter the first line of the delivery address'],
    ['to_town', 'Enter the delivery town or city'],
    ['to_postcode', 'Enter the delivery postcode'],
    ['delivery_date', 'Choose a delivery date'],
    ['from_name', 'Enter your full name'],
    ['from_email', 'Enter your email address'],
    ['from_line1', 'Enter the first line of your address'],
    ['from_town', 'Enter your town or city'],
    ['from_postcode', 'Enter your postcode'],
    ['from_phone', 'Enter your phone number']
  ];

  function check() {
    var list = [];
    form.querySelectorAll('.invalid').forEach(function (el) { el.classList.remove('invalid'); });
    function bad(name, text) { var el = form.elements[name]; if (el && el.classList) el.classList.add('invalid'); list.push(text); }
    if (!hidden.value) list.push('Choose a hamper');
    required.forEach(function (r) { if (!form.elements[r[0]].value.trim()) bad(r[0], r[1]); });
    ['to_postcode', 'from_postcode'].forEach(function (n) {
      var v = form.elements[n].value.trim();
      if (v && !postcode.test(v)) bad(n, 'Enter a real UK postcode (' + (n === 'to_postcode' ? 'delivery' : 'yours') + ')');
    });
    var email = form.elements.from_email.value.trim();
    if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) bad('from_email', 'Enter an email address like name@example.com');
    var date = form.elements.delivery_date.value;
    if (date) {
      if (date < addDays(2)) bad('delivery_date', 'The delivery date must be at least 2 days from today');
      else if (new Date(date + 'T12:00:00').getDay() === 0) bad('delivery_date', "We don't deliver on Sundays – choose another day");
    }
    return list;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var list = check();
    if (list.length) {
      problems.innerHTML = '<strong>Please fix the following:</strong><ul>' + list.map(function (t) { return '<li>' + t + '</li>'; }).join('') + '</ul>';
      problems.hidden = false;
      problems.scrollIntoView();
      return;
    }
    problems.hidden = true;
    var button = document.getElementById('place');
    button.disabled = true;
    button.textContent = 'Placing order…';
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error('status ' + r.status); return r.json(); })
      .then(function (j) {
        document.getElementById('ref').textContent = j.reference;
        document.getElementById('order').hidden = true;
        document.getElementById('placed').hidden = false;
      })
      .catch(function () {
        problems.innerHTML = 'Sorry, something went wrong placing your order. Please try again.';
        problems.hidden = false;
        button.disabled = false;
        button.textContent = 'Place order';
      });
  });
})();
