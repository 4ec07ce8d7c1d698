(function () {
  'use strict';
  var form = document.getElementById('spd');
  var details = document.getElementById('moved-out-details');
  var detailInputs = details.querySelectorAll('input');
  function reveal() {
    var on = document.getElementById('reason-moved').checked;
    details.hidden = !on;
    detailInputs.forEach(function (i) { i.disabled = !on; });
  }
  form.querySelectorAll('input[name=reason]').forEach(function (r) { r.addEventListener('change', reveal); });
  reveal();

  var postcode = /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/;
  form.addEventListener('submit', function (e) {
    var errors = [];
    var f = form.elements;
    form.querySelectorAll('.error').forEach(function (el) { el.classList.remove('error'); });
    function err(id, text) { errors.push([id, text]); var el = document.getElementById(id); if (el) el.classList.add('error'); }
    if (!/^\d{8}$/.test(f.account.value.replace(/\s/g, ''))) err('account', 'Enter your 8-digit Council Tax account number');
    if (!f.full_name.value.trim()) err('full-name', 'Enter your full name');
    if (!/^[\d +()]{10,}$/.test(f.phone.value.trim())) err('phone', 'Enter a phone number, like 01632 960 001');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim())) err('email', 'Enter an email address in the correct format, like name@example.com');
    if (!f.address_line1.value.trim()) err('address-line1', 'Enter the first line of the address');
    if (!f.town.value.trim()) err('town', 'Enter the town or city');
    if (!postcode.test(f.postcode.value.trim())) err('postcode', 'Enter a real postcode');
    var d = parseInt(f.only_adult_day.value, 10), m = parseInt(f.only_adult_month.value, 10), y = parseInt(f.only_adult_year.value, 10);
    var dt = new Date(y, m - 1, d);
    if (!d || !m || !y || String(y).length !== 4 || dt.getDate() !== d || dt.getMonth() !== m - 1) err('only-day', 'The date you became the only adult must be a real date');
    else if (dt > new Date()) err('only-day', 'The date you became the only adult must be today or in the past');
    var reason = form.querySelector('input[name=reason]:checked');
    if (!reason) err('reason-moved', 'Select why you are now the only adult');
    else if (reason.value === 'moved-out' && !f.other_name.value.trim()) err('other-name', 'Enter the full name of the person who moved out');
    if (f.other_postcode.value.trim() && !postcode.test(f.other_postcode.value.trim())) err('other-postcode', 'Enter a real postcode for their new address');
    var others = form.querySelector('input[name=other_adults]:checked');
    if (!others) err('others-yes', 'Select whether anyone else aged 18 or over lives there');
    else if (others.value === 'yes') err('others-yes', 'You cannot get a single person discount if another adult lives with you – see other discounts');
    if (!f.declaration.checked) err('declaration', 'You must confirm the declaration');
    if (errors.length) {
      e.preventDefault();
      var list = document.getElementById('error-list');
      list.innerHTML = '';
      errors.forEach(function (x) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = '#' + x[0];
        a.textContent = x[1];
        li.appendChild(a);
        list.appendChild(li);
      });
      var summary = document.getElementById('error-summary');
      summary.hidden = false;
      summary.focus();
    }
  });
})();
