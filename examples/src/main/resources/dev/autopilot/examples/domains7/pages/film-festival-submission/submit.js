(function () {
  const form = document.getElementById("submission");
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    e.stopPropagation();
    form.classList.add("was-validated");
    if (!form.checkValidity()) return;
    fetch("api/submit", { method: "POST", body: new FormData(form) })
      .then(r => r.json()).then(function (j) {
        form.classList.add("d-none");
        const done = document.getElementById("done");
        done.textContent = "Your film has been submitted. Submission ID " + j.reference + ". Selection results are announced on 1 June.";
        done.classList.remove("d-none");
      });
  });
})();
