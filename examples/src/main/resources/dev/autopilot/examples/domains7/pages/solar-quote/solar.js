(function () {
  const form = document.getElementById("solar");
  const req = { address_line1: "Enter your street address", town: "Enter your town", postcode: "Enter a UK postcode", property_type: "Choose a type of home",
    first_name: "Enter your first name", last_name: "Enter your surname", email: "Enter a valid email", phone: "Enter a phone number" };
  const checks = { postcode: v => /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i.test(v), email: v => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
    phone: v => v.replace(/\D/g, "").length >= 10 };
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    let ok = true;
    for (const name in req) {
      const el = form.elements[name];
      const v = el.value.trim();
      const bad = !v || (checks[name] && !checks[name](v));
      el.parentElement.querySelector(".err").textContent = bad ? req[name] : "";
      if (bad) ok = false;
    }
    const contact = document.getElementById("contact_ok").checked;
    document.getElementById("contact_err").textContent = contact ? "" : "We need your permission to contact you about the quote.";
    if (!contact || !ok) return;
    const params = new URLSearchParams(new FormData(form));
    params.set("postcode", form.elements.postcode.value.trim().toUpperCase());
    fetch("api/submit", { method: "POST", body: params })
      .then(r => r.json()).then(function (j) {
        form.style.display = "none";
        document.getElementById("thanks-ref").textContent = "Thanks! A surveyor will call you within two working days. Your reference is " + j.reference + ".";
        document.getElementById("thanks").style.display = "block";
      });
  });
})();
