(function () {
  const form = document.getElementById("collect");
  function tip(name, text) {
    const wrap = form.querySelector('[data-name="' + name + '"]');
    let t = wrap.querySelector(".wpcf7-not-valid-tip");
    if (!text) { if (t) t.remove(); return; }
    if (!t) { t = document.createElement("span"); t.className = "wpcf7-not-valid-tip"; t.setAttribute("role", "alert"); wrap.appendChild(t); }
    t.textContent = text;
  }
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    const f = form.elements;
    let ok = true;
    const need = { "your-name": f["your-name"].value.trim(), "your-phone": f["your-phone"].value.trim(), "address": f.address.value.trim(), "postcode": f.postcode.value.trim() };
    for (const k in need) { tip(k, need[k] ? "" : "Please fill out this field."); if (!need[k]) ok = false; }
    const items = form.querySelectorAll('input[name="items[]"]:checked').length;
    tip("items", items ? "" : "Please tick at least one item."); if (!items) ok = false;
    tip("fire-label", f["fire-label"].checked ? "" : "Please confirm the items' condition."); if (!f["fire-label"].checked) ok = false;
    const out = form.querySelector(".wpcf7-response-output");
    if (!ok) { out.hidden = false; out.style.borderColor = "#ffb900"; out.textContent = "One or more fields have an error. Please check and try again."; return; }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "api/submit");
    xhr.setRequestHeader("Content-Type", "application/x-www-form-urlencoded");
    xhr.onload = function () {
      const j = JSON.parse(xhr.responseText);
      form.querySelectorAll("p,div:not(.wpcf7-response-output)").forEach(n => { n.hidden = true; });
      out.hidden = false;
      out.setAttribute("role", "status");
      out.textContent = "Thank you for your message. It has been sent. Our van team will phone you to arrange a day (ref " + j.reference + ").";
    };
    xhr.send(new URLSearchParams(new FormData(form)).toString());
  });
})();
