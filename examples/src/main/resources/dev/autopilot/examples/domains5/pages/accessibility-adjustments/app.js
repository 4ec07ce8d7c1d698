(function () {
  var h = React.createElement;
  var ADJUSTMENTS = [
    ['extra_time', 'Extra time in exams (25%)'],
    ['rest_breaks', 'Rest breaks in exams'],
    ['separate_room', 'Separate or smaller exam room'],
    ['note_taker', 'Note-taker in lectures'],
    ['accessible_materials', 'Lecture materials in accessible formats'],
    ['assistive_software', 'Assistive software (e.g. text-to-speech)']
  ];

  function Field(props) {
    return h('div', { className: 'field' + (props.error ? ' invalid' : '') },
      h('label', { htmlFor: props.id }, props.label),
      props.children,
      props.error ? h('span', { className: 'err', id: props.id + '-err' }, props.error) : null);
  }

  function App() {
    var init = { fullName: '', email: '', studentId: '', faculty: '', condition: '', adjustments: [], evidence: '', startTerm: '', impact: '', consent: false };
    var st = React.useState(init), v = st[0], setV = st[1];
    var er = React.useState({}), errors = er[0], setErrors = er[1];
    var sd = React.useState(null), done = sd[0], setDone = sd[1];
    var sb = React.useState(false), busy = sb[0], setBusy = sb[1];

    function set(name) {
      return function (e) {
        var val = e.target.type === 'checkbox' ? e.target.checked : e.target.value;
        setV(function (old) { var n = Object.assign({}, old); n[name] = val; return n; });
      };
    }
    function toggle(code) {
      return function (e) {
        var on = e.target.checked;
        setV(function (old) {
          var list = ADJUSTMENTS.map(function (a) { return a[0]; }).filter(function (x) {
            return x === code ? on : old.adjustments.indexOf(x) >= 0;
          });
          return Object.assign({}, old, { adjustments: list });
        });
      };
    }
    function validate() {
      var e = {};
      if (!v.fullName.trim()) e.fullName = 'Enter your full name';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.email)) e.email = 'Enter your university email address';
      if (!/^S\d{7}$/.test(v.studentId.trim())) e.studentId = 'Student ID is S followed by 7 digits';
      if (!v.faculty) e.faculty = 'Choose your faculty';
      if (!v.condition) e.condition = 'Choose the category that fits best';
      if (v.adjustments.length === 0) e.adjustments = 'Choose at least one adjustment';
      if (!v.evidence) e.evidence = 'Tell us whether you have evidence';
      if (!v.startTerm) e.startTerm = 'Choose when the adjustments should start';
      if (v.impact.trim().length < 20) e.impact = 'Please describe the impact in a sentence or two';
      if (!v.consent) e.consent = 'We need your consent to process this information';
      return e;
    }
    function submit(ev) {
      ev.preventDefault();
      var e = validate();
      setErrors(e);
      if (Object.keys(e).length) return;
      setBusy(true);
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(v) })
        .then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
        .then(function (j) { setDone(j.reference); })
        .catch(function () { setErrors({ form: 'Something went wrong. Please try again.' }); setBusy(false); });
    }

    if (done) {
      return h('div', { className: 'done', role: 'status' },
        h('h2', null, 'Thank you, your request has been received'),
        h('p', null, 'Case number ' + done + '. An adviser will contact you within 5 working days.'));
    }
    return h('form', { onSubmit: submit, noValidate: true },
      h(Field, { id: 'fullName', label: 'Full name', error: errors.fullName },
        h('input', { id: 'fullName', name: 'fullName', value: v.fullName, onChange: set('fullName'), autoComplete: 'name' })),
      h(Field, { id: 'email', label: 'University email', error: errors.email },
        h('input', { id: 'email', name: 'email', type: 'email', value: v.email, onChange: set('email') })),
      h(Field, { id: 'studentId', label: 'Student ID', error: errors.studentId },
        h('input', { id: 'studentId', name: 'studentId', value: v.studentId, onChange: set('studentId'), placeholder: 'S1234567' })),
      h(Field, { id: 'faculty', label: 'Faculty', error: errors.faculty },
        h('select', { id: 'faculty', name: 'faculty', value: v.faculty, onChange: set('faculty') },
          h('option', { value: '' }, 'Select your faculty'),
          h('option', { value: 'arts' }, 'Arts & Humanities'),
          h('option', { value: 'business' }, 'Business School'),
          h('option', { value: 'eng' }, 'Engineering'),
          h('option', { value: 'law' }, 'Law'),
          h('option', { value: 'med' }, 'Medicine & Health'),
          h('option', { value: 'sci' }, 'Science'))),
      h(Field, { id: 'condition', label: 'Which best describes your condition?', error: errors.condition },
        h('select', { id: 'condition', name: 'condition', value: v.condition, onChange: set('condition') },
          h('option', { value: '' }, 'Please select'),
          h('option', { value: 'spld' }, 'Specific learning difference (e.g. dyslexia, dyspraxia)'),
          h('option', { value: 'mental_health' }, 'Mental health condition'),
          h('option', { value: 'autism' }, 'Autism spectrum condition'),
          h('option', { value: 'mobility' }, 'Mobility impairment'),
          h('option', { value: 'sensory' }, 'Sensory impairment (sight or hearing)'),
          h('option', { value: 'long_term' }, 'Long-term health condition'),
          h('option', { value: 'other' }, 'Other'))),
      h('fieldset', null,
        h('legend', null, 'Adjustments you would like'),
        ADJUSTMENTS.map(function (a) {
          return h('label', { key: a[0], className: 'opt' },
            h('input', { type: 'checkbox', name: 'adjustments', value: a[0], checked: v.adjustments.indexOf(a[0]) >= 0, onChange: toggle(a[0]) }), ' ' + a[1]);
        }),
        errors.adjustments ? h('span', { className: 'err' }, errors.adjustments) : null),
      h('fieldset', null,
        h('legend', null, 'Do you have supporting evidence (e.g. a diagnostic report or a letter from a doctor)?'),
        [['yes', 'Yes'], ['no', 'No'], ['requested', 'I have asked for it']].map(function (o) {
          return h('label', { key: o[0], className: 'opt' },
            h('input', { type: 'radio', name: 'evidence', value: o[0], checked: v.evidence === o[0], onChange: set('evidence') }), ' ' + o[1]);
        }),
        errors.evidence ? h('span', { className: 'err' }, errors.evidence) : null),
      h(Field, { id: 'startTerm', label: 'Adjustments needed from', error: errors.startTerm },
        h('select', { id: 'startTerm', name: 'startTerm', value: v.startTerm, onChange: set('startTerm') },
          h('option', { value: '' }, 'Choose a term'),
          h('option', { value: '2027-spring' }, 'Spring term 2027'),
          h('option', { value: '2027-summer' }, 'Summer term 2027'),
          h('option', { value: '2027-autumn' }, 'Autumn term 2027'))),
      h(Field, { id: 'impact', label: 'How does your condition affect your studies?', error: errors.impact },
        h('textarea', { id: 'impact', name: 'impact', rows: 4, value: v.impact, onChange: set('impact') })),
      h('div', { className: 'field' + (errors.consent ? ' invalid' : '') },
        h('label', { className: 'opt', style: { fontWeight: 'normal' } },
          h('input', { type: 'checkbox', name: 'consent', checked: v.consent, onChange: set('consent') }),
          ' I agree that the Disability & Inclusion Service may process the information I give, including health information, to arrange my adjustments.'),
        errors.consent ? h('span', { className: 'err' }, errors.consent) : null),
      errors.form ? h('p', { className: 'err', role: 'alert' }, errors.form) : null,
      h('button', { type: 'submit', className: 'btn', disabled: busy }, busy ? 'Sending…' : 'Send my request'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
