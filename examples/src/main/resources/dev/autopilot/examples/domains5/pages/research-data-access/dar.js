(function () {
  var form = document.getElementById('dar');
  function val(id) { return document.getElementById(id).value.trim(); }
  function checked(name) { var c = form.querySelector('input[name="' + name + '"]:checked'); return c ? c.value : ''; }
  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var errors = [];
    function need(ok, id, msg) { if (!ok) errors.push([id, msg]); }
    need(val('pi-name'), 'pi-name', 'Enter your full name');
    need(val('pi-org'), 'pi-org', 'Enter your institution');
    need(/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(val('pi-email')), 'pi-email', 'Enter an email address in the correct format');
    need(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(val('pi-orcid')), 'pi-orcid', 'Enter your ORCID iD as 16 digits in groups of 4');
    need(val('title'), 'title', 'Enter a project title');
    need(val('dataset'), 'dataset', 'Choose a dataset');
    need(checked('route'), 'route-safe', 'Choose an access route');
    need(val('start'), 'start', 'Enter a start date');
    need(val('end') && val('end') > val('start'), 'end', 'The end date must be after the start date');
    need(val('purpose').length >= 50, 'purpose', 'Describe the purpose in at least 50 characters');
    need(checked('ethics'), 'eth-yes', 'Tell us about ethics approval');
    need(document.getElementById('dua').checked, 'dua', 'You must agree to the Data Access Agreement');
    need(document.getElementById('reid').checked, 'reid', 'You must agree not to identify individuals');
    form.querySelectorAll('.error-message').forEach(function (m) { m.remove(); });
    var summary = document.getElementById('summary'), list = document.getElementById('summary-list');
    list.innerHTML = '';
    if (errors.length) {
      errors.forEach(function (e) {
        var li = document.createElement('li'); li.textContent = e[1]; list.appendChild(li);
        var span = document.createElement('span'); span.className = 'error-message'; span.textContent = e[1];
        document.getElementById(e[0]).insertAdjacentElement('beforebegin', span);
      });
      summary.hidden = false;
      return;
    }
    summary.hidden = true;
    var body = {
      applicant: { name: val('pi-name'), institution: val('pi-org'), email: val('pi-email'), orcid: val('pi-orcid') },
      project: { title: val('title'), dataset: val('dataset'), route: checked('route'), start: val('start'), end: val('end'),
        purpose: val('purpose'), ethics: checked('ethics'), ethicsReference: val('ethics-ref') },
      declarations: { dataAccessAgreement: document.getElementById('dua').checked, noReidentification: document.getElementById('reid').checked,
        userResearch: document.getElementById('survey').checked }
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        document.getElementById('main').innerHTML = '<div class="panel" role="status"><h1>Application submitted</h1><p>Your reference number<br><strong>'
          + j.reference + '</strong></p></div><p>We have sent a confirmation to your email. The Data Access Committee meets monthly.</p>';
      })
      .catch(function () { list.innerHTML = '<li>Sorry, there is a problem with the service. Try again later.</li>'; summary.hidden = false; });
  });
})();
