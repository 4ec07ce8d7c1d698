new TomSelect('#room', { create: false, maxOptions: null, allowEmptyOption: false });

const form = document.getElementById('booking');
const problem = document.getElementById('problem');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  problem.textContent = '';
  if (!document.getElementById('room').value) {
    problem.textContent = 'Please pick a room.';
    return;
  }
  if (!form.reportValidity()) return;

  const data = {};
  for (const [key, value] of new FormData(form)) {
    if (key === 'backline') {
      (data.backline ||= []).push(value);
    } else {
      data[key] = value;
    }
  }

  const button = form.querySelector('.go');
  button.disabled = true;
  try {
    const res = await fetch('api/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
      body: JSON.stringify(data)
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const json = await res.json();
    form.remove();
    const booked = document.getElementById('booked');
    booked.hidden = false;
    booked.innerHTML = `<h2>Session requested</h2><p>Thanks! Booking ${json.reference} is pencilled in. We'll email the deposit link once an engineer confirms.</p>`;
  } catch (e) {
    button.disabled = false;
    problem.textContent = 'Could not send the booking – please try again or call 0114 496 0550.';
  }
});
