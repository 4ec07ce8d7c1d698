(function () {
  var form = document.getElementById('licence-form');
  var siteField = document.getElementById('mooring-site-field');
  var site = document.getElementById('mooring-site');
  var summary = document.getElementById('error-summary');
  var result = document.getElementById('result');

  function syncMooring() {
    var home = document.getElementById('lt-home').checked;
    siteField.hidden = !home;
    site.required = home;
  }
  form.querySelectorAll('input[name="licenceType"]').forEach(function (r) {
    r.addEventListener('change', syncMooring);
  });
  syncMooring();

  var index = document.getElementById('boat-index');
  var indexError = document.getElementById('boat-index-error');
  index.addEventListener('blur', function () {
    var bad = index.value.trim() !== '' && !/^[0-9]{6}$/.test(index.value.trim());
    indexError.hidden = !bad;
    index.setAttribute('aria-invalid', bad ? 'true' : 'false');
  });

  function labelOf(el) {
    var l = form.querySelector('label[for="' + el.id + '"]');
    if (el.type === 'radio') {
      var fs = el.closest('fieldset');
      return fs ? fs.querySelector('legend').textContent : el.name;
    }
    return l ? l.textContent : el.name;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var problems = [];
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || el.closest('[hidden]')) return;
      if (!el.checkValidity()) {
        var text = el.id === 'boat-index' ? indexError.textContent : labelOf(el) + ': ' + el.validationMessage;
        if (problems.indexOf(text) < 0) problems.push(text);
      }
    });
    if (problems.length) {
      summary.innerHTML = '<h2>There is a problem</h2><ul>' + problems.map(function (p) { return '<li>' + p + '</li>'; }).join('') + '</ul>';
      summary.hidden = false;
      summary.focus();
      return;
    }
    summary.hidden = true;
    var v = function (id) { return document.getElementById(id).value.trim(); };
    var checked = function (name) { var r = form.querySelector('input[name="' + name + '"]:checked'); return r ? r.value : null; };
    var payload = {
      boat: {
        name: v('boat-name'),
        index: v('boat-index'),
        type: v('boat-type'),
        lengthMetres: v('boat-length')
      },
      licence: {
        type: checked('licenceType'),
        mooringSite: checked('licenceType') === 'HOME' ? v('mooring-site') : null,
        startDate: v('start-date'),
        months: checked('months')
      },
      safety: {
        bssNumber: v('bss-number'),
        bssExpiry: v('bss-expiry'),
        insured: document.getElementById('insured').checked
      },
      holder: {
        name: v('owner-name'),
        email: v('owner-email'),
        phone: v('owner-phone'),
        address: document.getElementById('owner-address').value
      },
      acceptRules: document.getElementById('rules').checked,
      boatersUpdate: document.getElementById('boaters-update').checked
    };
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
      body: JSON.stringify(payload)
    }).then(function (res) {
      if (!res.ok) throw new Error('HTTP ' + res.status);
      return res.json();
    }).then(function (data) {
      form.hidden = true;
      result.hidden = false;
      result.innerHTML = '<h2>Application received</h2><p>Your licence application reference is <strong>' + data.reference +
        '</strong>. We have emailed you a link to pay the licence fee.</p>';
    }).catch(function () {
      button.disabled = false;
      summary.innerHTML = '<h2>Something went wrong</h2><p>We could not send your application. Please try again.</p>';
      summary.hidden = false;
    });
  });
})();
