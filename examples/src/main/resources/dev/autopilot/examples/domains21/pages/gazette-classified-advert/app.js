(function () {
  var form = document.getElementById('adForm');
  var text = form.elements.ad_text;
  var problem = document.getElementById('problem');

  function wordCount() {
    var t = text.value.trim();
    return t ? t.split(/\s+/).length : 0;
  }
  text.addEventListener('input', function () {
    var n = wordCount();
    document.getElementById('words').textContent = n;
    document.getElementById('price').textContent = '£' + (6 + Math.max(0, n - 20) * 0.2).toFixed(2);
  });

  function fail(msg, el) {
    problem.textContent = msg;
    problem.hidden = false;
    if (el) el.focus();
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    problem.hidden = true;
    var invalid = Array.prototype.find.call(form.elements, function (el) { return el.willValidate && !el.checkValidity() && el.name !== 'declaration'; });
    if (invalid) {
      var label = form.querySelector('label[for="' + invalid.id + '"]');
      return fail('Please check: ' + (label ? label.textContent : invalid.name), invalid);
    }
    if (wordCount() > 40) return fail('Your advert is over 40 words. Please shorten it.', text);
    if (!form.querySelector('input[name=editions]:checked')) return fail('Please choose at least one edition.');
    if (!form.elements.declaration.checked) return fail('Please confirm the advert declaration.');
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        form.hidden = true;
        var b = document.getElementById('booked');
        b.innerHTML = '<h2>Advert booked</h2><p>Your advert reference is <strong>' + j.reference +
          '</strong>. We will email a proof and a payment link before the deadline.</p>';
        b.hidden = false;
        window.scrollTo(0, 0);
      })
      .catch(function () { fail('Sorry, the booking system is not responding. Please ring the front counter on 01969 960 300.'); });
  });
})();
