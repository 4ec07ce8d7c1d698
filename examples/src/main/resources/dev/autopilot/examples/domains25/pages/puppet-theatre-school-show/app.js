(function () {
  const form = document.getElementById('booking-form');
  const errors = document.getElementById('form-errors');
  const success = document.getElementById('booking-success');

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    errors.textContent = '';
    form.querySelectorAll('.is-invalid').forEach((el) => el.classList.remove('is-invalid'));

    const invalid = [...form.elements].filter((el) => el.willValidate && !el.checkValidity());
    if (invalid.length) {
      invalid.forEach((el) => el.classList.add('is-invalid'));
      errors.textContent = 'Please complete the highlighted fields.';
      invalid[0].focus();
      return;
    }

    const fd = new FormData(form);
    const payload = {};
    for (const [key, value] of fd.entries()) {
      if (key === 'yearGroups') continue;
      payload[key] = value;
    }
    payload.yearGroups = fd.getAll('yearGroups');
    payload.pupils = Number(payload.pupils);
    payload.adults = Number(payload.adults);

    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    try {
      const res = await fetch('api/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const data = await res.json();
      if (!res.ok) throw new Error(data.message || 'Request failed');
      form.hidden = true;
      success.hidden = false;
      success.textContent = 'Thank you! Your booking request has been sent (ref. ' + data.reference + '). We will confirm the date within 3 school days.';
    } catch (err) {
      errors.textContent = 'Sorry, we could not send your request. Please try again.';
      button.disabled = false;
    }
  });
})();
