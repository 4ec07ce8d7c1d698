(function () {
  const h = React.createElement;
  const INTERESTS = [["electronics", "Electronics & soldering"], ["3d-printing", "3D printing"], ["woodwork", "Woodworking"],
    ["laser", "Laser cutting"], ["software", "Software & retro computing"]];

  function Field(props) {
    const input = props.multiline
      ? h("textarea", { id: props.id, rows: 3, value: props.value, onChange: e => props.set(e.target.value) })
      : h("input", { id: props.id, type: props.type || "text", value: props.value, autoComplete: props.auto || "off",
          onChange: e => props.set(e.target.value) });
    return h("div", { className: "field" },
      h("label", { htmlFor: props.id }, props.label, props.required ? " *" : ""), input,
      props.error ? h("span", { className: "error", role: "alert" }, props.error) : null);
  }

  function App() {
    const [s, setS] = React.useState({ fullName: "", nickname: "", email: "", phone: "", birthDate: "", interests: [],
      teach: "", emergencyName: "", emergencyPhone: "", conduct: false, newsletter: true });
    const [errors, setErrors] = React.useState({});
    const [done, setDone] = React.useState(null);
    const set = k => v => setS(prev => Object.assign({}, prev, { [k]: v }));
    const toggle = v => setS(prev => Object.assign({}, prev, {
      interests: prev.interests.includes(v) ? prev.interests.filter(x => x !== v) : prev.interests.concat([v]) }));

    function submit(e) {
      e.preventDefault();
      const err = {};
      if (!s.fullName.trim()) err.fullName = "Please tell us your name.";
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.email)) err.email = "Please enter a valid email address.";
      if (!s.birthDate) err.birthDate = "We need your date of birth (members must be 18+).";
      if (!s.emergencyName.trim()) err.emergencyName = "Please name an emergency contact.";
      if (!s.emergencyPhone.trim()) err.emergencyPhone = "Please give the emergency contact's phone.";
      if (!s.conduct) err.conduct = "You must accept the code of conduct to join.";
      setErrors(err);
      if (Object.keys(err).length) return;
      fetch("api/submit", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(Object.assign({}, s, { interests: INTERESTS.map(x => x[0]).filter(v => s.interests.includes(v)) })) })
        .then(r => r.json()).then(j => setDone(j.reference));
    }

    if (done) {
      return h("div", { className: "done", role: "status" }, h("h2", null, "Welcome aboard!"),
        h("p", null, "Your membership registration is in. Reference " + done + ". See you at the next open evening."));
    }
    return h("form", { onSubmit: submit, noValidate: true },
      h(Field, { id: "fullName", label: "Full name", required: true, value: s.fullName, set: set("fullName"), error: errors.fullName }),
      h(Field, { id: "nickname", label: "Nickname on the wiki", value: s.nickname, set: set("nickname") }),
      h(Field, { id: "email", label: "Email", type: "email", required: true, value: s.email, set: set("email"), error: errors.email }),
      h(Field, { id: "phone", label: "Mobile", type: "tel", value: s.phone, set: set("phone") }),
      h(Field, { id: "birthDate", label: "Date of birth", type: "date", required: true, value: s.birthDate, set: set("birthDate"), error: errors.birthDate }),
      h("fieldset", null, h("legend", null, "What do you want to make?"),
        INTERESTS.map(([v, l]) => h("div", { className: "check", key: v },
          h("input", { type: "checkbox", id: "int-" + v, checked: s.interests.includes(v), onChange: () => toggle(v) }),
          h("label", { htmlFor: "int-" + v }, " " + l)))),
      h(Field, { id: "teach", label: "Skills you could share with others", multiline: true, value: s.teach, set: set("teach") }),
      h("fieldset", null, h("legend", null, "In case of emergency"),
        h(Field, { id: "emergencyName", label: "Contact person", required: true, value: s.emergencyName, set: set("emergencyName"), error: errors.emergencyName }),
        h(Field, { id: "emergencyPhone", label: "Their phone number", type: "tel", required: true, value: s.emergencyPhone, set: set("emergencyPhone"), error: errors.emergencyPhone })),
      h("div", { className: "check" },
        h("input", { type: "checkbox", id: "conduct", checked: s.conduct, onChange: e => set("conduct")(e.target.checked) }),
        h("label", { htmlFor: "conduct" }, " I have read and accept the Bitforge code of conduct and safety rules *"),
        errors.conduct ? h("div", { className: "error", role: "alert" }, errors.conduct) : null),
      h("div", { className: "check" },
        h("input", { type: "checkbox", id: "newsletter", checked: s.newsletter, onChange: e => set("newsletter")(e.target.checked) }),
        h("label", { htmlFor: "newsletter" }, " Send me the monthly Bitforge newsletter and event announcements")),
      h("button", { type: "submit" }, "Register as member"));
  }

  ReactDOM.createRoot(document.getElementById("root")).render(h(App));
})();
