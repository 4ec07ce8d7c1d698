(function () {
  var form = document.getElementById('join');
  var box = document.getElementById('errors');
  var POSTCODE = /^(BS|BA|GL)\d{1,2}\s?\d[A-Z]{2}$/i;

  form.addEventListener('submit', function (e) {
    var problems = [];
    function need(id, msg) {
      var el = document.getElementById(id);
      var ok = el.value.trim() !== '';
      el.setAttribute('aria-invalid', ok ? 'false' : 'true');
      if (!ok) problems.push(msg);
      return ok;
    }
    need('fullname', 'Enter your name');
    if (need('email', 'Enter your email address') && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.value.trim())) {
      problems.push('Enter an email address in the correct format, like name@example.com');
    }
    if (need('postcode', 'Enter your postcode') && !POSTCODE.test(form.postcode.value.trim())) {
      problems.push('We can only lend to members with a Bristol-area postcode (BS, BA or GL)');
    }
    need('branch', 'Choose your home branch');
    if (!form.querySelector('input[name=experience]:checked')) problems.push('Tell us how much growing you have done');
    if (!form.querySelector('input[name=space]:checked')) problems.push('Tell us where you grow');
    if (!form.guidelines.checked) problems.push('You must agree to the borrowing guidelines');
    if (problems.length) {
      e.preventDefault();
      box.innerHTML = '<strong>There is a problem</strong><ul>' + problems.map(function (p) { return '<li>' + p + '</li>'; }).join('') + '</ul>';
      box.hidden = false;
      window.scrollTo(0, 0);
    }
  });
})();
