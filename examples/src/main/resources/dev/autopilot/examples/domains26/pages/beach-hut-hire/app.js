const form = document.getElementById('hut-form');
const errorBox = document.getElementById('form-error');
const done = document.getElementById('done');
const start = document.getElementById('start');

start.addEventListener('input', () => {
  const d = start.value ? new Date(start.value + 'T12:00:00') : null;
  start.setCustomValidity(d && d.getDay() !== 6 ? 'Hires run Saturday to Saturday – please choose a Saturday.' : '');
});

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = false;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  errorBox.hidden = true;
  start.dispatchEvent(new Event('input'));
  if (!form.checkValidity()) {
    const bad = form.querySelector(':invalid');
    const label = bad.closest('fieldset')?.querySelector('legend') || form.querySelector(`label[for="${bad.id}"]`);
    showError((label ? label.textContent.trim() + ': ' : '') + (bad.validationMessage || 'please complete this field.'));
    bad.focus();
    return;
  }
  const data = new FormData(form);
  const payload = {
    hut: {
      location: data.get('location'),
      size: data.get('size'),
      start: data.get('start'),
      weeks: Number(data.get('weeks')),
      party: Number(data.get('party')),
      extras: data.getAll('extras'),
      dog: data.get('dog')
    },
    hirer: {
      firstName: data.get('firstName'),
      lastName: data.get('lastName'),
      email: data.get('email'),
      mobile: data.get('mobile'),
      postcode: data.get('homePostcode')
    },
    terms: form.terms.checked,
    offers: form.offers.checked
  };
  const button = document.getElementById('submit');
  button.disabled = true;
  button.textContent = 'Reserving…';
  try {
    const res = await fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload)
    });
    const body = await res.json();
    if (!res.ok || !body.ok) throw new Error('not ok');
    form.hidden = true;
    done.innerHTML = '<h2>Your hut is reserved</h2><p>Booking reference <strong>' + body.reference +
      '</strong>. We will email your invoice and key collection details within two working days.</p>';
    done.hidden = false;
  } catch (e) {
    showError('Sorry, we could not take your booking just now. Please try again.');
    button.disabled = false;
    button.textContent = 'Reserve hut';
  }
});
