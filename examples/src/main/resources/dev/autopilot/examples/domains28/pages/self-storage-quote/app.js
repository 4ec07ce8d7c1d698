(function () {
  var form = document.getElementById('quote');
  var sending = false;

  function show(name, bad) {
    var msg = document.getElementById(name + '-error');
    if (msg) msg.hidden = !bad;
    var input = form.elements[name];
    if (input && input.setAttribute && !input.length) {
      if (bad) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
    }
    return bad;
  }

  function validate() {
    var bad = false;
    ['store', 'move_in', 'first_name', 'last_name', 'phone'].forEach(function (n) {
      bad = show(n, !form.elements[n].value.trim()) || bad;
    });
    var email = form.elements.email.value.trim();
    bad = show('email', !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) || bad;
    bad = show('unit_size', !form.querySelector('input[name="unit_size"]:checked')) || bad;
    return !bad;
  }

  // once a field's message shows, fix-as-you-go: re-check it when it changes
  form.addEventListener('change', function (e) {
    var msg = e.target.name && document.getElementById(e.target.name + '-error');
    if (msg && !msg.hidden) validate();
  });

  form.addEventListener('submit', function (e) {
    if (sending || !validate()) {
      e.preventDefault();
      var first = form.querySelector('.error:not([hidden])');
      if (first) first.parentNode.scrollIntoView({ block: 'center' });
      return;
    }
    sending = true;
    form.querySelector('button[type="submit"]').disabled = true;
  });
})();
