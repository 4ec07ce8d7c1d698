document.getElementById('booking').addEventListener('submit', async function (event) {
  event.preventDefault();
  const form = event.currentTarget;
  const ok = document.getElementById('msg-ok');
  const err = document.getElementById('msg-err');
  const mobile = document.getElementById('mobile');
  err.hidden = true;
  document.getElementById('mobile-err').hidden = mobile.validity.valid || !mobile.value;
  if (form.querySelectorAll('input[name=flavours]:checked').length > 4) {
    err.textContent = 'يمكنك اختيار أربع نكهات كحد أقصى.';
    err.hidden = false;
    return;
  }
  if (!form.reportValidity()) {
    return;
  }
  const button = form.querySelector('button');
  button.disabled = true;
  try {
    const response = await fetch(form.action, { method: 'POST', body: new FormData(form) });
    if (!response.ok) throw new Error(String(response.status));
    const data = await response.json();
    form.hidden = true;
    ok.textContent = 'تم استلام طلب الحجز بنجاح. رقم الطلب: ' + data.reference + '. سنتواصل معك قريبًا.';
    ok.hidden = false;
  } catch (e) {
    err.textContent = 'تعذّر إرسال الطلب، يرجى المحاولة مرة أخرى.';
    err.hidden = false;
    button.disabled = false;
  }
});
