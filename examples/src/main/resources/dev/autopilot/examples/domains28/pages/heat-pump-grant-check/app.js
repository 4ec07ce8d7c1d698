(function () {
  var form = document.getElementById('grant');
  var step1 = document.getElementById('step1');
  var step2 = document.getElementById('step2');
  var summary = document.getElementById('summary');
  var list = document.getElementById('summary-list');
  var busy = false;

  function val(name) {
    var el = form.elements[name];
    return el && el.value ? el.value.trim() : '';
  }
  function checked(name) {
    var el = form.querySelector('input[name="' + name + '"]:checked');
    return el ? el.value : '';
  }

  function report(problems, all) {
    all.forEach(function (n) {
      var m = document.getElementById(n + '-msg');
      var g = document.getElementById('g-' + n);
      var bad = problems.some(function (p) { return p[0] === n; });
      if (m) m.hidden = !bad;
      if (g) g.classList.toggle('group-error', bad);
    });
    list.innerHTML = '';
    problems.forEach(function (p) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = '#' + p[0];
      a.textContent = p[1];
      li.appendChild(a);
      list.appendChild(li);
    });
    summary.hidden = problems.length === 0;
    if (problems.length) summary.focus();
    return problems.length === 0;
  }

  function checkStep1() {
    var p = [];
    if (!/^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/.test(val('postcode'))) p.push(['postcode', 'Enter the postcode of the property']);
    if (!checked('tenure')) p.push(['tenure', 'Select whether you own or rent the property']);
    if (!val('current_heating')) p.push(['current_heating', 'Select how the property is heated now']);
    if (!form.querySelector('input[name="measures"]:checked')) p.push(['measures', 'Select at least one thing you would like to install']);
    return report(p, ['postcode', 'tenure', 'current_heating', 'measures']);
  }

  function checkStep2() {
    var p = [];
    if (!val('full_name')) p.push(['full_name', 'Enter your full name']);
    if (!val('address1')) p.push(['address1', 'Enter the first line of the address']);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(val('email'))) p.push(['email', 'Enter an email address in the correct format, like name@example.com']);
    if (!/^[+\d][\d\s()-]{8,}$/.test(val('phone'))) p.push(['phone', 'Enter a telephone number']);
    if (!form.elements.declaration.checked) p.push(['declaration', 'You must confirm the declaration']);
    return report(p, ['full_name', 'address1', 'email', 'phone', 'declaration']);
  }

  document.getElementById('next').addEventListener('click', function () {
    if (!checkStep1()) return;
    step1.hidden = true;
    step2.hidden = false;
    document.getElementById('step-caption').textContent = 'Step 2 of 2';
    window.scrollTo(0, 0);
    document.getElementById('title').focus();
  });

  document.querySelector('.back').addEventListener('click', function (e) {
    e.preventDefault();
    if (!step2.hidden) {
      step2.hidden = true;
      step1.hidden = false;
      document.getElementById('step-caption').textContent = 'Step 1 of 2';
    }
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (step2.hidden) {
      document.getElementById('next').click();
      return;
    }
    if (busy || !checkStep2()) return;
    busy = true;
    document.getElementById('send').disabled = true;
    var body = {
      postcode: val('postcode').toUpperCase(),
      tenure: checked('tenure'),
      property_type: val('property_type'),
      current_heating: val('current_heating'),
      boiler_age: checked('boiler_age'),
      measures: Array.prototype.map.call(form.querySelectorAll('input[name="measures"]:checked'), function (c) { return c.value; }),
      epc: checked('epc'),
      title: val('title'),
      full_name: val('full_name'),
      address1: val('address1'),
      email: val('email'),
      phone: val('phone'),
      installer: val('installer'),
      benefits: form.elements.benefits.checked,
      declaration: form.elements.declaration.checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
      .then(function (data) {
        form.hidden = true;
        document.querySelector('.back').hidden = true;
        document.getElementById('step-caption').hidden = true;
        document.querySelector('h1').hidden = true;
        document.querySelector('.lead').hidden = true;
        document.getElementById('ref').textContent = data.reference;
        document.getElementById('done').hidden = false;
        document.getElementById('done-more').hidden = false;
      })
      .catch(function () {
        busy = false;
        document.getElementById('send').disabled = false;
        report([['declaration', 'Sorry, there is a problem with the service. Try again later.']], []);
      });
  });
})();
