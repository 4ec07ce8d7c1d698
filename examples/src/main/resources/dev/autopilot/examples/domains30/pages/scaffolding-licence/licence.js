(function () {
  var form = document.getElementById('licence');
  var summary = document.getElementById('error-summary');
  var list = document.getElementById('error-list');

  function val(name) { return (form.elements[name].value || '').trim(); }
  function pad(v) { return /^\d$/.test(v) ? '0' + v : v; }

  form.addEventListener('submit', function (e) {
    var errors = [];
    function req(name, id, msg) { if (!val(name)) errors.push([id, msg]); }
    req('company', 'company', 'Enter the company name');
    req('contactName', 'contact-name', 'Enter a contact name');
    req('contactPhone', 'contact-phone', 'Enter a telephone number');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(val('contactEmail'))) errors.push(['contact-email', 'Enter an email address in the correct format, like name@example.com']);
    if (!form.querySelector('[name=nascMember]:checked')) errors.push(['nasc-yes', 'Select yes if the company is a member of the NASC']);
    req('insurer', 'insurer', 'Enter the insurance company');
    req('policyNumber', 'policy', 'Enter the policy number');
    if (!form.querySelector('[name=cover]:checked')) errors.push(['cover-5', 'Select the amount of cover']);
    req('siteAddress', 'site-address', 'Enter the building and street');
    req('sitePostcode', 'site-postcode', 'Enter the postcode');
    if (!/^\d+(\.\d+)?$/.test(val('lengthMetres'))) errors.push(['length', 'Length must be a number of metres, like 12.5']);
    if (!/^\d+(\.\d+)?$/.test(val('projectionMetres'))) errors.push(['projection', 'Projection must be a number of metres, like 1.2']);
    if (!form.querySelector('[name=gantry]:checked')) errors.push(['gantry-yes', 'Select yes if a covered walkway will be provided']);
    var d = +val('startDay'), m = +val('startMonth'), y = +val('startYear');
    var date = new Date(y, m - 1, d);
    if (!d || !m || !y || date.getDate() !== d || date.getMonth() !== m - 1 || y < 2026) errors.push(['start-day', 'Start date must be a real date']);
    if (!form.querySelector('[name=duration]:checked')) errors.push(['duration-4', 'Select how long the scaffold will be up']);
    if (!form.declaration.checked) errors.push(['declaration', 'You must confirm the declaration']);
    if (errors.length) {
      e.preventDefault();
      list.innerHTML = '';
      errors.forEach(function (er) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = '#' + er[0];
        a.textContent = er[1];
        li.appendChild(a);
        list.appendChild(li);
        document.getElementById(er[0]).classList.add('input--error');
      });
      summary.hidden = false;
      summary.focus();
      return;
    }
    // the back office wants two-digit days and months
    form.elements.startDay.value = pad(val('startDay'));
    form.elements.startMonth.value = pad(val('startMonth'));
  });
})();
