(function () {
  var form = document.getElementById('cfp');
  var busy = false;
  form.querySelectorAll('[data-counter]').forEach(function (t) {
    var c = document.getElementById(t.dataset.counter);
    var update = function () { c.textContent = t.value.length + ' / ' + t.maxLength; };
    t.addEventListener('input', update);
  });
  function checked(name) { var r = form.querySelector('input[name="' + name + '"]:checked'); return r ? r.value : null; }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (busy) return;
    var problems = [];
    form.querySelectorAll('input, select, textarea').forEach(function (el) {
      if (!el.checkValidity()) {
        var label = el.labels && el.labels.length ? el.labels[0].textContent.replace('*', '').trim() : (el.closest('fieldset').querySelector('legend') || {}).textContent;
        if (problems.indexOf(label) < 0) problems.push(label);
      }
    });
    var box = document.getElementById('problems');
    if (problems.length) {
      box.textContent = 'Please check: ' + problems.join('; ');
      return;
    }
    box.textContent = '';
    busy = true;
    form.querySelector('button').disabled = true;
    var proposal = {
      speaker: {
        name: form.elements['name'].value.trim(), jobTitle: form.jobTitle.value.trim(), affiliation: form.affiliation.value.trim(),
        email: form.email.value.trim(), country: form.country.value, bio: form.bio.value.trim(),
        experienced: checked('experienced') === 'true'
      },
      session: {
        title: form.elements['title'].value.trim(), format: checked('format'), track: form.track.value,
        level: Number(checked('level')), abstract: form.abstract.value.trim()
      },
      acceptsTerms: form.terms.checked,
      recordingConsent: form.recording.checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(proposal) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        form.hidden = true;
        document.getElementById('sub-id').textContent = j.reference;
        document.getElementById('thanks').hidden = false;
      })
      .catch(function () { busy = false; form.querySelector('button').disabled = false; box.textContent = 'Submission failed. Please try again.'; });
  });
})();
