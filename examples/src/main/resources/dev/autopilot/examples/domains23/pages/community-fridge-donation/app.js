document.addEventListener('DOMContentLoaded', () => {
  const form = document.getElementById('donation');
  const thanks = document.getElementById('thanks');
  const foodError = document.getElementById('food-error');

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const foods = form.querySelectorAll('input[name="food_types[]"]:checked');
    foodError.hidden = foods.length > 0;
    if (foods.length === 0 || !form.reportValidity()) {
      return;
    }
    const body = new URLSearchParams(new FormData(form));
    const button = form.querySelector('button');
    button.disabled = true;
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body
      });
      if (!res.ok) throw new Error(res.status);
      const data = await res.json();
      form.remove();
      thanks.innerHTML = `<h2>Thank you for your donation offer</h2><p>Reference ${data.reference}. A volunteer will be in touch to confirm the details.</p>`;
      thanks.hidden = false;
      thanks.focus();
    } catch (e) {
      button.disabled = false;
      alert('Sorry, we could not send your offer. Please try again.');
    }
  });
});
