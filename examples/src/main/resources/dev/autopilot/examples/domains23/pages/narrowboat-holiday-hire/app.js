(function () {
  var form = document.getElementById('hire-form');
  var result = document.getElementById('result');
  var problem = document.getElementById('problem');
  var button = document.getElementById('send');

  function val(name) {
    var el = form.elements[name];
    return el ? el.value.trim() : '';
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    problem.hidden = true;
    form.classList.add('was-validated');
    if (!form.checkValidity()) {
      problem.textContent = 'Please complete the highlighted fields.';
      problem.hidden = false;
      var first = form.querySelector(':invalid');
      if (first) first.focus();
      return;
    }
    var extras = Array.prototype.map.call(form.querySelectorAll('input[name=extras]:checked'), function (b) { return b.value; });
    var payload = {
      trip: {
        base: val('base'),
        start: val('start'),
        duration: val('duration'),
        berths: form.querySelector('input[name=berths]:checked').value,
        adults: Number(val('adults')),
        children: Number(val('children') || 0),
        dogs: Number(val('dogs')),
        extras: extras,
        experienced: form.querySelector('input[name=experienced]:checked').value
      },
      hirer: {
        name: val('name'),
        email: val('email'),
        phone: val('tel'),
        postcode: val('postcode'),
        message: val('message')
      },
      termsAccepted: form.elements.terms.checked,
      marketingOptIn: form.elements.offers.checked
    };
    button.disabled = true;
    button.textContent = 'Checking availability…';
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
      body: JSON.stringify(payload)
    }).then(function (r) {
      return r.json().then(function (body) { return { ok: r.ok, body: body }; });
    }).then(function (res) {
      if (!res.ok) throw new Error('rejected');
      form.hidden = true;
      result.innerHTML = '<strong>Boat on hold!</strong> Your enquiry reference is ' + res.body.reference +
        '. We will email you within one working day with the boat and the price.';
      result.hidden = false;
      window.scrollTo(0, 0);
    }).catch(function () {
      problem.textContent = 'Sorry, something went wrong. Please try again or call us.';
      problem.hidden = false;
      button.disabled = false;
      button.textContent = 'Send enquiry';
    });
  });
})();
