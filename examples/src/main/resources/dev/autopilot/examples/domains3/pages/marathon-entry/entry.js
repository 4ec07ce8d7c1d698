(function () {
  var form = document.getElementById('entry');
  var step1 = document.getElementById('step-1');
  var step2 = document.getElementById('step-2');
  var sending = false;
  function $(id) { return document.getElementById(id); }
  function radio(name) { var r = form.querySelector('input[name=' + name + ']:checked'); return r ? r.value : ''; }
  function valid(section) {
    var ok = true;
    section.querySelectorAll('input, select, textarea').forEach(function (el) {
      var good = el.checkValidity();
      if (el.type !== 'radio') el.classList.toggle('is-invalid', !good);
      ok = ok && good;
    });
    if (section === step1 && $('birth').value && $('birth').value > '2009-04-18') {
      $('birth').classList.add('is-invalid');
      ok = false;
    }
    return ok;
  }
  $('next').addEventListener('click', function () {
    if (!valid(step1)) return;
    step1.hidden = true;
    step2.hidden = false;
    $('crumb-1').classList.remove('fw-bold'); $('crumb-1').removeAttribute('aria-current');
    $('crumb-2').classList.add('fw-bold'); $('crumb-2').setAttribute('aria-current', 'step');
    $('race').focus();
  });
  $('back').addEventListener('click', function () { step2.hidden = true; step1.hidden = false; });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (sending || step2.hidden || !valid(step2)) return;
    sending = true;
    $('send').disabled = true;
    var entry = {
      runner: {
        firstName: $('first').value.trim(), lastName: $('last').value.trim(), dateOfBirth: $('birth').value,
        gender: radio('gender'), email: $('mail').value.trim(), phone: $('tel').value.trim(),
        country: $('country').value, club: $('club').value.trim()
      },
      race: $('race').value, expectedFinish: $('finish').value.trim(), shirtSize: radio('shirt'),
      emergency: { name: $('ice-name').value.trim(), phone: $('ice-phone').value.trim() },
      medical: $('medical').value.trim(),
      waiverAccepted: $('waiver').checked, photoPackage: $('photos').checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(entry) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        form.hidden = true;
        var d = $('done');
        d.innerHTML = '<h2 class="h5">You\u2019re in!</h2><p class="mb-0">Entry confirmed for ' + entry.runner.firstName + '. Your entry number is <b>' + j.reference + '</b>. Bring photo ID to bib pick-up.</p>';
        d.hidden = false;
      })
      .catch(function () { sending = false; $('send').disabled = false; alert('Your entry could not be saved. Please try again.'); });
  });
})();
