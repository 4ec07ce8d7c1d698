(function () {
  var form = document.getElementById('reg');
  var flyer = document.getElementById('flyer-id');
  var summary = document.getElementById('error-summary');
  var list = document.getElementById('error-list');

  function checkFlyer() {
    var v = flyer.value.trim().toUpperCase();
    flyer.setCustomValidity(v && !/^FLY-[A-Z0-9]{8}$/.test(v)
      ? 'Enter your flyer ID exactly as it appears on your certificate, for example FLY-AB12CD34' : '');
  }
  flyer.addEventListener('input', checkFlyer);

  form.addEventListener('submit', function (e) {
    checkFlyer();
    list.innerHTML = '';
    var problems = [];
    var seen = {};
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || seen[el.name] || el.checkValidity()) return;
      seen[el.name] = true;
      var label = el.type === 'radio' ? el.closest('fieldset').querySelector('legend') : form.querySelector('label[for="' + el.id + '"]');
      problems.push({ id: el.id, text: el.validationMessage && el.validity.customError ? el.validationMessage
        : (label ? label.textContent.trim() : el.name) + ' – this is required' });
    });
    var dob = form.date_of_birth.value;
    if (dob) {
      var adult = new Date(dob);
      adult.setFullYear(adult.getFullYear() + 18);
      if (adult > new Date()) problems.push({ id: 'dob', text: 'You must be 18 or over to register as an operator' });
    }
    if (form.insured.value === 'Y' && !form.insurer.value.trim()) problems.push({ id: 'insurer', text: 'Enter the name of your insurer' });
    if (problems.length) {
      e.preventDefault();
      problems.forEach(function (p) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = '#' + p.id;
        a.textContent = p.text;
        li.appendChild(a);
        list.appendChild(li);
      });
      summary.hidden = false;
      summary.focus();
    }
  });
})();
