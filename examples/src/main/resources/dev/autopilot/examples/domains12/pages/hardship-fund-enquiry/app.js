(function () {
  var h = React.createElement;
  var useState = React.useState;

  var YEARS = [['', 'Select your year'], ['F', 'Foundation year'], ['1', '1st year'], ['2', '2nd year'], ['3', '3rd year'], ['4', '4th year or above'], ['PG', 'Postgraduate']];
  var REASONS = [['rent', 'Rent arrears'], ['costs', 'Unexpected costs (repairs, travel, medical)'], ['childcare', 'Childcare costs'], ['other', 'Something else']];

  function Text(props) {
    return h('div', { className: 'field' },
      h('label', { className: 'main', htmlFor: props.id }, props.label),
      h(props.area ? 'textarea' : 'input', {
        id: props.id, type: props.type || 'text', value: props.value, rows: props.area ? 5 : undefined,
        onChange: function (e) { props.set(e.target.value); }
      }),
      props.error ? h('div', { className: 'error', role: 'alert' }, props.error) : null);
  }

  function App() {
    var s = useState({ fullName: '', studentId: '', course: '', year: '', email: '', phone: '', reason: '', studentFinance: '',
      situation: '', contactBy: '', contactConsent: false, tipsList: false });
    var form = s[0], setForm = s[1];
    var e = useState({}), errors = e[0], setErrors = e[1];
    var d = useState(null), done = d[0], setDone = d[1];
    var b = useState(false), busy = b[0], setBusy = b[1];
    function set(k) { return function (v) { setForm(function (f) { var n = Object.assign({}, f); n[k] = v; return n; }); }; }

    function validate() {
      var x = {};
      if (!form.fullName.trim()) x.fullName = 'Enter your full name';
      if (!/^\d{8}$/.test(form.studentId.trim())) x.studentId = 'Your student ID is 8 digits';
      if (!form.course.trim()) x.course = 'Enter your course';
      if (!form.year) x.year = 'Select your year of study';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.trim())) x.email = 'Enter a valid email address';
      if (!form.reason) x.reason = 'Choose what the enquiry is about';
      if (!form.studentFinance) x.studentFinance = 'Tell us whether you receive student finance';
      if (form.situation.trim().length < 20) x.situation = 'Please describe your situation (at least 20 characters)';
      if (!form.contactBy) x.contactBy = 'Choose how we should contact you';
      if (!form.contactConsent) x.contactConsent = 'We need your agreement to contact you about this enquiry';
      return x;
    }

    function submit(ev) {
      ev.preventDefault();
      var x = validate();
      setErrors(x);
      if (Object.keys(x).length) return;
      setBusy(true);
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) })
        .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
        .then(function (j) { setDone(j.reference); })
        .catch(function () { setBusy(false); setErrors({ form: 'Sorry, that did not work. Please try again.' }); });
    }

    if (done) {
      return h('div', { className: 'success', role: 'status' },
        h('h2', null, 'Enquiry sent'),
        h('p', null, 'Thanks ' + form.fullName.split(' ')[0] + ', your enquiry ' + done + ' is with the Student Money team.'));
    }

    return h('form', { onSubmit: submit, noValidate: true },
      h(Text, { id: 'fullName', label: 'Full name', value: form.fullName, set: set('fullName'), error: errors.fullName }),
      h(Text, { id: 'studentId', label: 'Student ID number', value: form.studentId, set: set('studentId'), error: errors.studentId }),
      h(Text, { id: 'course', label: 'Course', value: form.course, set: set('course'), error: errors.course }),
      h('div', { className: 'field' },
        h('label', { className: 'main', htmlFor: 'year' }, 'Year of study'),
        h('select', { id: 'year', value: form.year, onChange: function (ev) { set('year')(ev.target.value); } },
          YEARS.map(function (y) { return h('option', { key: y[0], value: y[0] }, y[1]); })),
        errors.year ? h('div', { className: 'error', role: 'alert' }, errors.year) : null),
      h(Text, { id: 'email', type: 'email', label: 'Email address', value: form.email, set: set('email'), error: errors.email }),
      h(Text, { id: 'phone', type: 'tel', label: 'Phone number (optional)', value: form.phone, set: set('phone') }),
      h('fieldset', { className: 'field' },
        h('legend', null, 'What is your enquiry about?'),
        REASONS.map(function (r) {
          return h('div', { key: r[0] },
            h('input', { type: 'radio', id: 'reason-' + r[0], name: 'reason', value: r[0], checked: form.reason === r[0],
              onChange: function () { set('reason')(r[0]); } }),
            h('label', { htmlFor: 'reason-' + r[0] }, ' ' + r[1]));
        }),
        errors.reason ? h('div', { className: 'error', role: 'alert' }, errors.reason) : null),
      h('fieldset', { className: 'field' },
        h('legend', null, 'Do you currently receive student finance (loan or grant)?'),
        [['yes', 'Yes'], ['no', 'No'], ['pending', 'Applied, waiting for a decision']].map(function (r) {
          return h('span', { key: r[0], className: 'choice' },
            h('input', { type: 'radio', id: 'sf-' + r[0], name: 'studentFinance', value: r[0], checked: form.studentFinance === r[0],
              onChange: function () { set('studentFinance')(r[0]); } }),
            h('label', { htmlFor: 'sf-' + r[0] }, ' ' + r[1]));
        }),
        errors.studentFinance ? h('div', { className: 'error', role: 'alert' }, errors.studentFinance) : null),
      h(Text, { id: 'situation', area: true, label: 'Describe your situation', value: form.situation, set: set('situation'), error: errors.situation }),
      h('fieldset', { className: 'field' },
        h('legend', null, 'How should we contact you?'),
        [['email', 'Email'], ['phone', 'Phone call']].map(function (r) {
          return h('span', { key: r[0], className: 'choice' },
            h('input', { type: 'radio', id: 'cb-' + r[0], name: 'contactBy', value: r[0], checked: form.contactBy === r[0],
              onChange: function () { set('contactBy')(r[0]); } }),
            h('label', { htmlFor: 'cb-' + r[0] }, ' ' + r[1]));
        }),
        errors.contactBy ? h('div', { className: 'error', role: 'alert' }, errors.contactBy) : null),
      h('div', { className: 'field' },
        h('input', { type: 'checkbox', id: 'tipsList', checked: form.tipsList, onChange: function (ev) { set('tipsList')(ev.target.checked); } }),
        h('label', { htmlFor: 'tipsList' }, ' Add me to the monthly money-saving tips mailing list')),
      h('div', { className: 'field' },
        h('input', { type: 'checkbox', id: 'contactConsent', checked: form.contactConsent, onChange: function (ev) { set('contactConsent')(ev.target.checked); } }),
        h('label', { htmlFor: 'contactConsent' }, ' I agree that Student Money Advice may use these details to contact me about this enquiry'),
        errors.contactConsent ? h('div', { className: 'error', role: 'alert' }, errors.contactConsent) : null),
      errors.form ? h('div', { className: 'error', role: 'alert' }, errors.form) : null,
      h('button', { type: 'submit', disabled: busy }, busy ? 'Sending…' : 'Send enquiry'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
