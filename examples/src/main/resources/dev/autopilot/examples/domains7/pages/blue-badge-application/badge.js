(function () {
  const form = document.getElementById("badge");
  const el = form.elements;
  const s1 = document.getElementById("step1"), s2 = document.getElementById("step2");
  function step1Errors() {
    const e = [];
    if (!el.forenames.value.trim()) e.push("Enter your first name");
    if (!el.surname.value.trim()) e.push("Enter your last name");
    if (!el.dob.value) e.push("Enter your date of birth");
    if (!/^[A-CEGHJ-PR-TW-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]$/i.test(el.nino.value.trim())) e.push("Enter a National Insurance number like QQ 12 34 56 C");
    if (!el.address.value.trim()) e.push("Enter your address");
    if (!el.postcode.value.trim()) e.push("Enter your postcode");
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(el.email.value) && !el.phone.value.trim()) e.push("Give an email address or a telephone number");
    return e;
  }
  document.getElementById("next").addEventListener("click", function () {
    const e = step1Errors();
    document.getElementById("err1").textContent = e.join(". ");
    if (e.length) return;
    s1.hidden = true;
    s2.hidden = false;
    document.getElementById("h2s").focus();
  });
  document.getElementById("back").addEventListener("click", function () { s2.hidden = true; s1.hidden = false; });
  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    if (s2.hidden) { document.getElementById("next").click(); return; }
    const e = [];
    const elig = form.querySelector("input[name=eligibility]:checked");
    if (!elig) e.push("Select which applies to you");
    if (!el.walkDistance.value) e.push("Select how far you can walk");
    if (!document.getElementById("declare").checked) e.push("You must agree to the declaration");
    document.getElementById("err2").textContent = e.join(". ");
    if (e.length) return;
    const body = {
      applicant: { title: el.title.value, forenames: el.forenames.value.trim(), surname: el.surname.value.trim(), dob: el.dob.value,
        nino: el.nino.value.replace(/\s/g, "").toUpperCase(), address: el.address.value.trim(), postcode: el.postcode.value.trim().toUpperCase(),
        phone: el.phone.value.trim(), email: el.email.value.trim() },
      eligibility: elig.value,
      walkDistance: el.walkDistance.value,
      aids: Array.from(form.querySelectorAll("input[name=aids]:checked")).map(c => c.value),
      condition: el.condition.value.trim(),
      vehicleReg: el.vehicleReg.value.replace(/\s/g, "").toUpperCase(),
      declaration: true
    };
    fetch("api/submit", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(r => r.json()).then(function (j) {
        form.hidden = true;
        document.getElementById("conf-text").textContent = "Your Blue Badge application reference is " + j.reference + ". We aim to decide within 12 weeks.";
        document.getElementById("confirmation").hidden = false;
      });
  });
})();
