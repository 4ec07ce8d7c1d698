(function () {
  const form = document.getElementById('ishtirak');
  const khata = document.getElementById('khata');
  const MOBILE = /^(\+971|0)\s?5\d(\s?\d){7}$/;

  const val = (name) => form.elements[name].value.trim();
  const picked = (name) => Array.from(form.querySelectorAll(`input[name="${name}"]:checked`)).map((b) => b.value);

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    khata.textContent = '';
    if (!form.checkValidity()) {
      const first = form.querySelector(':invalid');
      const lbl = first.labels && first.labels[0] ? first.labels[0].textContent.replace('*', '').trim()
        : first.closest('fieldset')?.querySelector('legend')?.textContent.replace('*', '').trim();
      khata.textContent = 'يرجى إكمال الحقل: ' + (lbl || first.name);
      return;
    }
    if (!MOBILE.test(val('mobile'))) {
      khata.textContent = 'رقم الجوال غير صحيح، مثال: ‎+971 50 123 4567';
      return;
    }
    const payload = {
      property: { type: val('property_type'), area: val('area'), windows: Number(val('windows')), floors: val('floors') },
      service: { scope: picked('scope')[0], frequency: picked('frequency')[0], addons: picked('addons'), startDate: val('start_date'), slot: val('slot') },
      customer: { name: val('full_name'), mobile: val('mobile'), email: val('email'), address: val('address') },
      payment: picked('payment')[0],
      consents: { terms: form.elements.terms.checked, whatsappOffers: form.elements.whatsapp_offers.checked }
    };
    const btn = form.querySelector('button');
    btn.disabled = true;
    try {
      const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
      const data = await res.json();
      if (!res.ok) {
        khata.textContent = data.message || 'تعذّر إرسال الطلب، حاول مرة أخرى.';
        btn.disabled = false;
        return;
      }
      form.hidden = true;
      const tamm = document.getElementById('tamm');
      tamm.hidden = false;
      tamm.innerHTML = '<h2>تم تفعيل اشتراكك بنجاح</h2><p>رقم الاشتراك: ' + data.reference + '. سيتواصل معك فريقنا لتأكيد موعد الزيارة الأولى.</p>';
    } catch (err) {
      khata.textContent = 'تعذّر الاتصال بالخادم، حاول مرة أخرى.';
      btn.disabled = false;
    }
  });
})();
