(function () {
  'use strict';
  var form = document.getElementById('visit');
  var needsError = document.getElementById('needs-error');
  form.addEventListener('submit', function (event) {
    var needs = form.querySelectorAll('input[name="needs"]:checked').length;
    needsError.classList.toggle('d-none', needs > 0);
    var dob = document.getElementById('p-dob');
    dob.setCustomValidity(dob.value && dob.value > new Date().toISOString().slice(0, 10) ? 'future' : '');
    if (!form.checkValidity() || needs === 0) {
      event.preventDefault();
      event.stopPropagation();
      var first = form.querySelector(':invalid');
      if (first) first.focus();
    }
    form.classList.add('was-validated');
  });
})();
