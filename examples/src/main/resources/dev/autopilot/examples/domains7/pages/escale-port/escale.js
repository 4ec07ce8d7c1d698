(function () {
  const form = document.getElementById("escale");
  const v = id => document.getElementById(id).value.trim();
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    let ok = true;
    form.querySelectorAll("[data-req]").forEach(function (el) {
      const bad = !el.value.trim() || (el.type === "email" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(el.value)) || !el.checkValidity();
      el.closest(".ctl").classList.toggle("invalid", bad);
      if (bad) ok = false;
    });
    if (v("arrivee") && v("depart") && v("depart") <= v("arrivee")) {
      document.getElementById("depart").closest(".ctl").classList.add("invalid");
      ok = false;
    }
    const type = form.querySelector("input[name=type]:checked");
    if (!type) ok = false;
    if (!document.getElementById("reglement").checked) ok = false;
    if (!ok) {
      alert("Merci de compléter les champs obligatoires (*).");
      return;
    }
    const body = {
      chefDeBord: { nom: v("nom"), prenom: v("prenom"), courriel: v("courriel"), portable: v("portable") },
      bateau: { nom: v("bateau"), immatriculation: v("immat"), longueur: v("longueur"), tirantEau: v("tirant"), pavillon: v("pavillon"), type: type.value },
      escale: { arrivee: v("arrivee"), depart: v("depart"), equipage: v("equipage"), provenance: v("provenance"), remarques: v("remarques") },
      reglementAccepte: document.getElementById("reglement").checked,
      offresPartenaires: document.getElementById("partenaires").checked
    };
    fetch("api/submit", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(r => r.json())
      .then(function (j) {
        form.style.display = "none";
        const ok = document.getElementById("ok");
        ok.textContent = "Demande enregistrée (n° " + j.reference + "). La capitainerie vous confirmera la place par courriel.";
        ok.style.display = "block";
      });
  });
})();
