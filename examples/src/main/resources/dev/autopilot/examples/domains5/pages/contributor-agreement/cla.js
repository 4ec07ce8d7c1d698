(function () {
  var form = document.getElementById('cla');
  function $(id) { return document.getElementById(id); }
  function kind() { return form.querySelector('input[name=kind]:checked').value; }
  form.querySelectorAll('input[name=kind]').forEach(function (r) {
    r.addEventListener('change', function () {
      form.querySelectorAll('.corp-only').forEach(function (c) { c.hidden = kind() !== 'corporate'; });
    });
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var errs = [];
    var legal = $('legal').value.trim();
    if (legal.split(/\s+/).length < 2) errs.push('Enter your full legal name (first and last name).');
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/.test($('gh').value.trim())) errs.push('Enter a valid GitHub username.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test($('mail').value.trim())) errs.push('Enter a valid email address.');
    if (!$('ctry').value) errs.push('Select your country of residence.');
    if ($('addr').value.trim().length < 8) errs.push('Enter your postal address.');
    if (kind() === 'corporate' && !$('employer').value.trim()) errs.push('Enter your employer.');
    if (!$('agree').checked) errs.push('You must agree to the CLA to sign it.');
    if (!$('original').checked) errs.push('You must confirm your contributions are yours to give.');
    if ($('sig').value.trim().toLowerCase() !== legal.toLowerCase() || !legal) errs.push('Your signature must match your full legal name.');
    $('errors').innerHTML = errs.map(function (m) { return '<li>' + m + '</li>'; }).join('');
    if (errs.length) return;
    var body = {
      signerType: kind(), legalName: legal, githubLogin: $('gh').value.trim(), email: $('mail').value.trim(),
      country: $('ctry').value, postalAddress: $('addr').value.trim(),
      employer: kind() === 'corporate' ? $('employer').value.trim() : null,
      agreedToCla: true, originalWork: true, announcements: $('announce').checked,
      signature: $('sig').value.trim(), claVersion: '2.1'
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        $('panel').innerHTML = '<div class="flash" role="status"><h2>Agreement signed</h2><p>Thanks, @' + body.githubLogin
          + '! Your signature (' + j.reference + ') is recorded; the CLA check on your pull requests will turn green within a few minutes.</p></div>';
      })
      .catch(function () { $('errors').innerHTML = '<li>Could not record your signature. Please try again.</li>'; });
  });
})();
