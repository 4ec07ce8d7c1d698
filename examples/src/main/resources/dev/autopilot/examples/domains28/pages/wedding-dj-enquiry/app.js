(function () {
  var form = document.getElementById('enquiry');
  var out = document.getElementById('response');
  var sent = false;

  function tip(input, text) {
    var next = input.nextElementSibling;
    if (next && next.classList.contains('wpcf7-not-valid-tip')) next.remove();
    input.classList.toggle('wpcf7-not-valid', !!text);
    if (text) {
      var s = document.createElement('span');
      s.className = 'wpcf7-not-valid-tip';
      s.setAttribute('aria-hidden', 'true');
      s.textContent = text;
      input.insertAdjacentElement('afterend', s);
    }
  }

  form.setAttribute('novalidate', 'novalidate');
  form.addEventListener('submit', function (e) {
    if (sent) { e.preventDefault(); return; }
    var bad = 0;
    ['your-names', 'event-date', 'venue'].forEach(function (n) {
      var el = form.elements[n];
      var empty = !el.value.trim();
      tip(el, empty ? 'Please fill out this field.' : '');
      bad += empty ? 1 : 0;
    });
    var email = form.elements['your-email'];
    var okEmail = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value.trim());
    tip(email, okEmail ? '' : 'Please enter an email address.');
    bad += okEmail ? 0 : 1;
    var pkg = form.querySelector('input[name="package"]:checked');
    var radios = form.querySelector('.wpcf7-radio');
    tip(radios, pkg ? '' : 'Please choose a package.');
    bad += pkg ? 0 : 1;
    if (bad) {
      e.preventDefault();
      out.hidden = false;
      out.className = 'wpcf7-response-output invalid';
      out.textContent = 'One or more fields have an error. Please check and try again.';
      return;
    }
    sent = true;
    form.querySelector('.wpcf7-submit').disabled = true;
  });
})();
