document.getElementById('so-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  form.classList.add('was-validated');
  if (!form.checkValidity()) {
    form.querySelector(':invalid').focus();
    return;
  }
  const fd = new FormData(form);
  const data = {};
  for (const [key, value] of fd.entries()) {
    if (key === 'bedrooms') {
      (data.bedrooms = data.bedrooms || []).push(value);
    } else {
      data[key] = value;
    }
  }
  data.declaration = form.declaration.checked;
  data.new_homes_alerts = form.new_homes_alerts.checked;
  data.partner_offers = form.partner_offers.checked;
  data.bedrooms = data.bedrooms || [];
  try {
    const res = await fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data)
    });
    if (!res.ok) throw new Error(res.status);
    const json = await res.json();
    form.hidden = true;
    const done = document.getElementById('done');
    done.innerHTML = '<h2>Thanks – your application is in</h2><p>Your reference is ' + json.reference +
      '. A shared ownership adviser will call you within three working days to talk through what you can afford.</p>';
    done.hidden = false;
  } catch (e) {
    document.getElementById('form-error').textContent = 'Sorry, we could not send your application. Please try again.';
  }
});
