const triage = document.getElementById('triage');
const go999 = document.getElementById('go-999');

triage.querySelectorAll('input[name="red_flags"]').forEach((box) => {
  box.addEventListener('change', () => {
    const urgent = ['spreading_swelling', 'breathing', 'bleeding']
      .some((v) => triage.querySelector(`input[name="red_flags"][value="${v}"]`).checked);
    go999.hidden = !urgent;
  });
});

triage.addEventListener('submit', async (event) => {
  event.preventDefault();
  const error = document.getElementById('send-error');
  error.textContent = '';
  const button = triage.querySelector('button[type="submit"]');
  button.disabled = true;
  try {
    const response = await fetch(triage.action, { method: 'POST', body: new FormData(triage) });
    if (!response.ok) {
      throw new Error(`HTTP ${response.status}`);
    }
    const result = await response.json();
    triage.hidden = true;
    const sent = document.getElementById('sent');
    sent.innerHTML = `<h2>Request sent</h2><p>Thank you. Our triage nurse will call you back soon. Your request number is <strong>${result.reference}</strong>.</p>`;
    sent.hidden = false;
  } catch (e) {
    error.textContent = 'Sorry, your request could not be sent. Please phone us on 01632 960 555.';
    button.disabled = false;
  }
});
