(function () {
  function val(id) { return document.getElementById(id).value.trim(); }
  document.getElementById('submitApp').addEventListener('click', function () {
    var disc = document.querySelector('input[name=disc]:checked');
    var required = ['applicantName', 'applicantEmail', 'applicantPhone', 'applicantZip', 'projTitle', 'projStart', 'projEnd', 'projDesc', 'amtRequested', 'totalBudget', 'firstTime'];
    var missing = required.filter(function (id) { return !val(id); });
    var err = document.getElementById('err');
    if (missing.length || !disc || !document.getElementById('certify').checked) {
      err.textContent = 'Please complete every required field and the certification before submitting.';
      err.hidden = false;
      return;
    }
    var payload = {
      applicant_name: val('applicantName'),
      organization: val('applicantOrg'),
      email: val('applicantEmail'),
      phone: val('applicantPhone'),
      zip: val('applicantZip'),
      project_title: val('projTitle'),
      discipline: disc.value,
      start_date: val('projStart'),
      end_date: val('projEnd'),
      venue: val('projVenue'),
      audience: val('projAudience'),
      description: val('projDesc'),
      amount_requested: val('amtRequested'),
      total_budget: val('totalBudget'),
      prior_grant: val('firstTime'),
      certified: 'yes'
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
      .then(function (d) {
        document.getElementById('appNo').textContent = d.reference;
        document.getElementById('app').hidden = true;
        document.getElementById('received').hidden = false;
      })
      .catch(function (e) { err.textContent = 'Could not submit: ' + e.message; err.hidden = false; });
  });
})();
