// A plain script form sent as JSON with fetch. The server checks what the page does not: the
// phone number must be in international E.164 form (+ and digits, no spaces). It answers 422
// with {"errors": {"<field>": "<message>"}}; the page shows each message under its field
// (aria-invalid, aria-describedby) and lets the person correct and send again.
const form = document.getElementById('apply');

function clearErrors() {
  for (const el of form.querySelectorAll('.field-error')) el.remove();
  for (const el of form.querySelectorAll('[aria-invalid]')) { el.removeAttribute('aria-invalid'); el.removeAttribute('aria-describedby'); }
  document.getElementById('form-error').hidden = true;
}

function showError(name, message) {
  const input = form.elements[name];
  const p = document.createElement('p');
  p.className = 'error field-error';
  p.id = name + '-error';
  p.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', p.id);
  input.insertAdjacentElement('afterend', p);
}

form.addEventListener('submit', async e => {
  e.preventDefault();
  clearErrors();
  let missing = false;
  for (const el of form.elements) {
    if (el.required && (el.type === 'checkbox' ? !el.checked : !el.value.trim())) { showError(el.name, 'This field is required.'); missing = true; }
  }
  if (missing) return;
  const body = {
    firstName: form.firstName.value, lastName: form.lastName.value, email: form.email.value, phone: form.phone.value,
    region: form.region.value, driversLicense: form.driversLicense.value, terms: form.terms.checked,
  };
  const button = form.querySelector('button[type=submit]');
  button.disabled = true;
  try {
    const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json();
    if (res.status === 422) {
      const box = document.getElementById('form-error');
      box.textContent = 'Please correct the highlighted field and submit again.';
      box.hidden = false;
      for (const [name, message] of Object.entries(json.errors || {})) showError(name, message);
      return;
    }
    form.hidden = true;
    const done = document.getElementById('done');
    done.textContent = 'Thank you, your application was submitted. Reference ' + json.reference + '.';
    done.hidden = false;
  } finally {
    button.disabled = false;
  }
});
