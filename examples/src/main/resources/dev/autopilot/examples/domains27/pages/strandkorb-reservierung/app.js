document.getElementById('reservierung').addEventListener('submit', async function (e) {
  e.preventDefault();
  const form = e.target;
  const fehler = document.getElementById('fehler');
  fehler.textContent = '';
  if (!form.reportValidity()) return;
  if (form.bis.value < form.von.value) {
    fehler.textContent = 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.';
    return;
  }
  const knopf = form.querySelector('button');
  knopf.disabled = true;
  try {
    const antwort = await fetch(form.action, { method: 'POST', body: new FormData(form) });
    if (!antwort.ok) throw new Error(antwort.status);
    const daten = await antwort.json();
    form.hidden = true;
    const b = document.getElementById('bestaetigung');
    b.hidden = false;
    b.innerHTML = '<h2>Ihr Strandkorb ist reserviert</h2><p>Reservierungsnummer ' + daten.reference +
      '. Die Korbnummer schicken wir Ihnen am Vortag per E-Mail.</p>';
  } catch (err) {
    knopf.disabled = false;
    fehler.textContent = 'Die Reservierung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.';
  }
});
