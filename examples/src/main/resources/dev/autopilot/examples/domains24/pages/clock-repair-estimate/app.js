document.addEventListener('DOMContentLoaded', () => {
  const form = document.getElementById('estimate');
  const msg = document.getElementById('msg');
  const send = document.getElementById('send');

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    msg.textContent = '';
    form.querySelectorAll('.bad').forEach((el) => el.classList.remove('bad'));

    const errors = [];
    for (const el of form.querySelectorAll('[required]')) {
      if (el.type === 'radio') {
        if (!form.querySelector(`input[name="${el.name}"]:checked`) && !errors.includes(el.name)) errors.push(el.name);
      } else if (!el.checkValidity()) {
        el.classList.add('bad');
        errors.push(el.name);
      }
    }
    if (!form.querySelector('input[name="problems"]:checked')) errors.push('problems');
    const pc = form.postcode.value.trim();
    if (pc && !/^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/.test(pc)) {
      form.postcode.classList.add('bad');
      msg.textContent = 'That doesn\u2019t look like a UK postcode – please check it.';
      return;
    }
    if (errors.length) {
      msg.textContent = 'Please fill in the fields marked * (' + errors.length + ' missing).';
      return;
    }

    send.disabled = true;
    send.textContent = 'Sending…';
    try {
      const response = await fetch('api/submit', { method: 'POST', body: new FormData(form) });
      const data = await response.json();
      if (!response.ok || !data.ok) {
        msg.textContent = data.error || 'We couldn\u2019t send your request. Please try again.';
        send.disabled = false;
        send.textContent = 'Request estimate';
        return;
      }
      form.hidden = true;
      document.getElementById('thanks-text').textContent =
        'Thank you – your estimate request ' + data.reference + ' is with our workshop. We reply within three working days.';
      document.getElementById('thanks').hidden = false;
    } catch (e) {
      msg.textContent = 'Network problem – please try again.';
      send.disabled = false;
      send.textContent = 'Request estimate';
    }
  });
});
