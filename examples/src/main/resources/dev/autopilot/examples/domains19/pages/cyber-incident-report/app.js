const form = document.getElementById('incident-form');
const message = document.getElementById('form-message');

function serialise(form) {
  const out = {};
  for (const el of form.elements) {
    if (!el.name || el.disabled) continue;
    if (el.type === 'checkbox') {
      if (el.value === 'true') { out[el.name] = el.checked; continue; }
      out[el.name] = out[el.name] || [];
      if (el.checked) out[el.name].push(el.value);
    } else if (el.type === 'radio') {
      if (el.checked) out[el.name] = el.value;
      else if (!(el.name in out)) out[el.name] = null;
    } else {
      out[el.name] = el.value.trim();
    }
  }
  return out;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  message.textContent = '';
  if (!form.reportValidity()) {
    message.textContent = 'Please fill in the fields marked *.';
    return;
  }
  const button = document.getElementById('send');
  button.disabled = true;
  button.textContent = 'Sending…';
  try {
    const response = await fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
      body: JSON.stringify({ report: serialise(form), source: 'web-form-v3' }),
    });
    if (!response.ok) throw new Error(`Server said ${response.status}`);
    const result = await response.json();
    form.hidden = true;
    document.getElementById('incident-ref').textContent = result.reference;
    document.getElementById('received').hidden = false;
  } catch (err) {
    message.textContent = 'We could not send your report. Please call 0300 303 0000.';
    button.disabled = false;
    button.textContent = 'Send report';
  }
});
