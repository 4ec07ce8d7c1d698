(function () {
  var form = document.getElementById('dispute');
  var summary = document.getElementById('error-summary');
  var list = document.getElementById('error-list');
  var submitted = false;
  function v(name) { var el = form.elements[name]; return (el.value || '').trim(); }
  form.addEventListener('submit', function (e) {
    var errors = [];
    if (!v('cardholder')) errors.push(['cardholder', 'Enter the name on the card']);
    if (!/^\d{4}$/.test(v('card_last4'))) errors.push(['last4', 'Enter the last 4 digits of the card number']);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v('contact_email'))) errors.push(['contact-email', 'Enter an email address in the correct format, like name@example.com']);
    if (v('contact_phone').replace(/\D/g, '').length < 10) errors.push(['contact-phone', 'Enter a phone number, like 01632 960 001 or +1 555 010 0199']);
    if (!v('transaction_date')) errors.push(['txn-date', 'Enter the date of the transaction']);
    if (!v('merchant')) errors.push(['merchant', 'Enter the merchant name']);
    if (!/^\d+(\.\d{1,2})?$/.test(v('amount').replace(/,/g, ''))) errors.push(['amount', 'Enter the amount, like 49.99']);
    if (!v('currency')) errors.push(['currency', 'Select the currency']);
    if (!form.querySelector('input[name=reason]:checked')) errors.push(['r-fraud', 'Select why you are disputing this transaction']);
    if (!form.querySelector('input[name=merchant_contacted]:checked')) errors.push(['m-yes', 'Select yes if you have contacted the merchant']);
    if (v('details').length < 20) errors.push(['details', 'Tell us what happened in at least 20 characters']);
    if (!form.elements.declaration.checked) errors.push(['declare', 'Confirm the information you have given is correct']);
    form.querySelectorAll('.nb-form-group--error').forEach(function (g) { g.classList.remove('nb-form-group--error'); });
    if (errors.length || submitted) {
      e.preventDefault();
      if (!errors.length) return;
      list.innerHTML = '';
      errors.forEach(function (err) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = '#' + err[0];
        a.textContent = err[1];
        li.appendChild(a);
        list.appendChild(li);
        var group = document.getElementById(err[0]).closest('.nb-form-group, .nb-fieldset, .nb-checkboxes');
        if (group) group.classList.add('nb-form-group--error');
      });
      summary.hidden = false;
      summary.focus();
      return;
    }
    submitted = true;
  });
})();
