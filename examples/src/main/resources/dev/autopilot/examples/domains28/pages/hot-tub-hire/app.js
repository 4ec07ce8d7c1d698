(function () {
  var form = document.getElementById('hire');
  var busy = false;

  function show(key, bad) {
    form.querySelector('.error[data-for="' + key + '"]').hidden = !bad;
    return bad ? 1 : 0;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (busy) return;
    var f = form.elements;
    var n = 0;
    n += show('tub', !form.querySelector('input[name="tub"]:checked'));
    n += show('start_date', !f.start_date.value);
    n += show('surface', !f.surface.value);
    n += show('contact', !f.name.value.trim() || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim()) || f.phone.value.replace(/\D/g, '').length < 10);
    n += show('address', !f.address.value.trim() || !f.postcode.value.trim());
    n += show('terms', !f.terms.checked);
    if (n) return;
    busy = true;
    form.querySelector('button').disabled = true;
    var body = new URLSearchParams(new FormData(form));
    fetch('api/submit', { method: 'POST', body: body })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (d) {
        form.hidden = true;
        document.getElementById('ref').textContent = d.reference;
        document.getElementById('booked').hidden = false;
      })
      .catch(function () {
        busy = false;
        form.querySelector('button').disabled = false;
        alert('Sorry, something went wrong. Please call us on 01736 960 442.');
      });
  });
})();
