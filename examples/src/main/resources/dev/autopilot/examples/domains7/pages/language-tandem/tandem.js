(function () {
  const LANGS = [["en", "English"], ["es", "Spanish"], ["fr", "French"], ["de", "German"], ["it", "Italian"], ["zh", "Mandarin Chinese"],
    ["ja", "Japanese"], ["ar", "Arabic"], ["pt", "Portuguese"], ["gd", "Scottish Gaelic"]];
  const SCHEMA = [
    { key: "firstName", label: "First name", type: "text", required: true, auto: "given-name" },
    { key: "lastName", label: "Last name", type: "text", required: true, auto: "family-name" },
    { key: "uniEmail", label: "University email", type: "email", required: true, help: "Must end in ed.ac.uk", check: v => /@(sms\.)?ed\.ac\.uk$/i.test(v) },
    { key: "status", label: "I am a…", type: "select", required: true, options: [["ug", "Undergraduate student"], ["pg", "Postgraduate student"], ["staff", "Member of staff"], ["visiting", "Visiting student"]] },
    { key: "speaks", label: "Language I can teach", type: "select", required: true, options: LANGS, help: "Your first language or one you speak fluently" },
    { key: "learns", label: "Language I want to practise", type: "select", required: true, options: LANGS },
    { key: "level", label: "My level in that language", type: "radio", required: true, options: [["A", "Beginner (A1–A2)"], ["B", "Intermediate (B1–B2)"], ["C", "Advanced (C1–C2)"]] },
    { key: "meet", label: "How would you like to meet?", type: "checkboxes", options: [["campus", "On campus"], ["cafe", "In a café"], ["online", "Online video call"]] },
    { key: "availability", label: "When are you usually free?", type: "textarea", help: "e.g. weekday evenings, Saturday mornings" },
    { key: "aboutMe", label: "A few words about you", type: "textarea" },
    { key: "over18", label: "I am 18 or older", type: "box", required: true },
    { key: "guidelines", label: "I agree to the tandem community guidelines and to my first name, languages and level being shown to possible partners", type: "box", required: true },
    { key: "research", label: "You may contact me to take part in language-learning research studies", type: "box" }
  ];
  const state = {};
  SCHEMA.forEach(f => { state[f.key] = f.type === "checkboxes" ? [] : f.type === "box" ? false : ""; });
  const app = document.getElementById("app");
  const form = document.createElement("form");
  form.noValidate = true;
  const rows = {};

  SCHEMA.forEach(function (f) {
    const row = document.createElement("div");
    row.className = "row";
    const id = "tandem-" + f.key;
    let html = "";
    const star = f.required ? " *" : "";
    if (f.type === "select") {
      html = '<label for="' + id + '">' + f.label + star + '</label><select id="' + id + '"><option value="">Select one</option>'
        + f.options.map(o => '<option value="' + o[0] + '">' + o[1] + "</option>").join("") + "</select>";
    } else if (f.type === "radio" || f.type === "checkboxes") {
      html = '<span class="legend" id="' + id + '-l">' + f.label + star + '</span><div role="' + (f.type === "radio" ? "radiogroup" : "group") + '" aria-labelledby="' + id + '-l">'
        + f.options.map(o => '<span class="pill"><input type="' + (f.type === "radio" ? "radio" : "checkbox") + '" name="' + f.key + '" id="' + id + "-" + o[0]
          + '" value="' + o[0] + '"> <label for="' + id + "-" + o[0] + '">' + o[1] + "</label></span>").join("") + "</div>";
    } else if (f.type === "box") {
      html = '<input type="checkbox" id="' + id + '"> <label for="' + id + '" style="display:inline;font-weight:normal">' + f.label + star + "</label>";
    } else if (f.type === "textarea") {
      html = '<label for="' + id + '">' + f.label + star + '</label><textarea id="' + id + '" rows="3"></textarea>';
    } else {
      html = '<label for="' + id + '">' + f.label + star + '</label><input id="' + id + '" type="' + f.type + '"' + (f.auto ? ' autocomplete="' + f.auto + '"' : "") + ">";
    }
    if (f.help) html += '<div class="help">' + f.help + "</div>";
    html += '<div class="msg" role="alert"></div>';
    row.innerHTML = html;
    row.addEventListener("input", sync);
    row.addEventListener("change", sync);
    function sync() {
      if (f.type === "checkboxes") state[f.key] = f.options.map(o => o[0]).filter(v => row.querySelector("#" + id + "-" + v).checked);
      else if (f.type === "radio") { const c = row.querySelector("input:checked"); state[f.key] = c ? c.value : ""; }
      else if (f.type === "box") state[f.key] = row.querySelector("input").checked;
      else state[f.key] = row.querySelector("#" + id).value;
    }
    rows[f.key] = row;
    form.appendChild(row);
  });
  const btn = document.createElement("button");
  btn.type = "submit";
  btn.textContent = "Find me a partner";
  form.appendChild(btn);
  app.appendChild(form);

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    let ok = true;
    SCHEMA.forEach(function (f) {
      const v = state[f.key];
      let msg = "";
      if (f.required && (v === "" || v === false)) msg = "This is required.";
      else if (f.check && v && !f.check(v.trim())) msg = f.help;
      if (f.key === "learns" && v && v === state.speaks) msg = "Choose a language other than the one you teach.";
      rows[f.key].classList.toggle("has-error", !!msg);
      rows[f.key].querySelector(".msg").textContent = msg;
      if (msg) ok = false;
    });
    if (!ok) return;
    const body = {};
    SCHEMA.forEach(f => { body[f.key] = typeof state[f.key] === "string" ? state[f.key].trim() : state[f.key]; });
    fetch(app.dataset.endpoint, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(r => r.json()).then(function (j) {
        app.innerHTML = '<div class="success" role="status"><h2>You are on the tandem list</h2><p>We will email you when we find a match. Reference '
          + j.reference + ".</p></div>";
      });
  });
})();
