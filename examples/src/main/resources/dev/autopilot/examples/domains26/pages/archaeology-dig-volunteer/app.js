(function () {
  var form = document.querySelector('form');
  var errors = document.getElementById('errors');
  form.addEventListener('submit', function (e) {
    var problems = [];
    Array.prototype.forEach.call(form.querySelectorAll('[required]'), function (el) {
      if (!el.checkValidity()) {
        var label = form.querySelector('label[for="' + el.id + '"]');
        var name = label ? label.textContent.replace('*', '').trim() : el.name;
        if (problems.indexOf(name) < 0 && el.type !== 'radio') problems.push(name);
      }
    });
    ['experience', 'stay', 'tetanus'].forEach(function (n) {
      if (!form.querySelector('input[name="' + n + '"]:checked')) problems.push('Please answer: ' + n);
    });
    if (!form.querySelector('input[name="weeks"]:checked')) problems.push('Choose at least one week');
    var dob = form.dob.value;
    if (dob) {
      var sixteen = new Date(dob);
      sixteen.setFullYear(sixteen.getFullYear() + 16);
      if (sixteen > new Date('2027-07-05')) problems.push('Volunteers must be 16 or over on 5 July 2027');
    }
    if (problems.length) {
      e.preventDefault();
      errors.textContent = 'Please check: ' + problems.join('; ');
      errors.hidden = false;
      errors.scrollIntoView();
    }
  });
})();
