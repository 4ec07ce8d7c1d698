// A small controlled-input app in the manner of React: the state is the truth; every input writes to it on change.
(function () {
  const state = {
    fullName: '', dob: '', email: '', phone: '', sex: '', handedness: '', sleepHours: '',
    conditions: { epilepsy: false, sleepApnoea: false, depression: false, none: false },
    medication: '', nightShifts: '', availability: '', consentToContact: false, shareWithOtherStudies: false
  };
  let errors = {};
  let sent = null;
  const root = document.getElementById('root');

  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    // children first, so a select's value can name one of its options
    children.flat().forEach((c) => el.append(c instanceof Node ? c : document.createTextNode(String(c))));
    Object.entries(props || {}).forEach(([k, v]) => {
      if (k.startsWith('on')) el.addEventListener(k.slice(2).toLowerCase(), v);
      else if (k === 'checked' || k === 'value') el[k] = v;
      else if (v !== false && v != null) el.setAttribute(k === 'htmlFor' ? 'for' : k === 'className' ? 'class' : k, v === true ? '' : v);
    });
    return el;
  }
  function text(id, label, key, type, extra) {
    return h('div', {className: 'field'},
      h('label', {htmlFor: id}, label),
      h('input', Object.assign({id, type: type || 'text', value: state[key], onInput: (e) => { state[key] = e.target.value; }}, extra || {})),
      errors[key] ? h('div', {className: 'error'}, errors[key]) : '');
  }
  function radios(legend, key, options) {
    return h('fieldset', {className: 'field'}, h('legend', {className: 'q'}, legend),
      options.map(([v, l]) => h('label', {}, h('input', {type: 'radio', name: key, value: v, checked: state[key] === v, onChange: () => { state[key] = v; }}), ' ' + l + ' ')),
      errors[key] ? h('div', {className: 'error'}, errors[key]) : '');
  }
  function box(id, label, get, set) {
    return h('div', {}, h('input', {type: 'checkbox', id, checked: get(), onChange: (e) => set(e.target.checked)}), ' ', h('label', {htmlFor: id}, label));
  }

  function validate() {
    errors = {};
    ['fullName', 'dob', 'email', 'phone', 'handedness', 'sleepHours', 'nightShifts'].forEach((k) => { if (!String(state[k]).trim()) errors[k] = 'Required'; });
    if (state.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(state.email)) errors.email = 'Enter a valid email address';
    if (state.dob && state.dob > '2008-12-31') errors.dob = 'Volunteers must be 18 or over';
    if (!state.consentToContact) errors.consentToContact = 'We can only screen you if we may contact you';
    return Object.keys(errors).length === 0;
  }

  async function submit(e) {
    e.preventDefault();
    if (!validate()) { render(); return; }
    const res = await fetch('api/submit', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(state)});
    if (res.ok) { sent = await res.json(); }
    else { errors.form = 'Sorry, the form could not be sent.'; }
    render();
  }

  function render() {
    root.replaceChildren();
    if (sent) {
      root.append(h('div', {className: 'ok', role: 'status'}, h('h2', {}, 'Thank you for volunteering'),
        h('p', {}, 'Your screening answers were received (ID ' + sent.reference + '). A researcher will call you within a week.')));
      return;
    }
    root.append(h('h1', {}, 'Sleep & Memory Study: volunteer screening'),
      h('p', {}, 'We are looking for healthy adults aged 18 to 45 for a two-night sleep study at the Clinical Research Facility. Answers are seen only by the study team.'),
      h('form', {onSubmit: submit, noValidate: true},
        text('fullName', 'Your name', 'fullName'),
        text('dob', 'Date of birth', 'dob', 'date'),
        text('email', 'Email', 'email', 'email'),
        text('phone', 'Daytime telephone', 'phone', 'tel'),
        h('div', {className: 'field'}, h('label', {htmlFor: 'sex'}, 'Sex recorded at birth (optional)'),
          h('select', {id: 'sex', value: state.sex, onChange: (e) => { state.sex = e.target.value; }},
            h('option', {value: ''}, 'Prefer not to say'), h('option', {value: 'F'}, 'Female'), h('option', {value: 'M'}, 'Male'))),
        radios('Which hand do you write with?', 'handedness', [['R', 'Right'], ['L', 'Left'], ['A', 'Both']]),
        h('div', {className: 'field'}, h('label', {htmlFor: 'sleepHours'}, 'On a typical night, how long do you sleep?'),
          h('select', {id: 'sleepHours', value: state.sleepHours, onChange: (e) => { state.sleepHours = e.target.value; }},
            h('option', {value: ''}, 'Select…'), h('option', {value: 'lt5'}, 'Less than 5 hours'), h('option', {value: '5-6'}, '5 to 6 hours'),
            h('option', {value: '7-8'}, '7 to 8 hours'), h('option', {value: 'gt8'}, 'More than 8 hours')),
          errors.sleepHours ? h('div', {className: 'error'}, errors.sleepHours) : ''),
        h('fieldset', {className: 'field'}, h('legend', {className: 'q'}, 'Have you ever been diagnosed with any of these?'),
          box('c-epi', 'Epilepsy', () => state.conditions.epilepsy, (v) => { state.conditions.epilepsy = v; }),
          box('c-apn', 'Sleep apnoea', () => state.conditions.sleepApnoea, (v) => { state.conditions.sleepApnoea = v; }),
          box('c-dep', 'Depression', () => state.conditions.depression, (v) => { state.conditions.depression = v; }),
          box('c-none', 'None of these', () => state.conditions.none, (v) => { state.conditions.none = v; })),
        h('div', {className: 'field'}, h('label', {htmlFor: 'medication'}, 'Regular medication (leave blank if none)'),
          h('textarea', {id: 'medication', rows: 2, value: state.medication, onInput: (e) => { state.medication = e.target.value; }})),
        radios('Do you work night shifts?', 'nightShifts', [['yes', 'Yes'], ['no', 'No']]),
        h('div', {className: 'field'}, h('label', {htmlFor: 'availability'}, 'Which weeks could you stay two nights?'),
          h('input', {id: 'availability', type: 'text', placeholder: 'e.g. any week in March', value: state.availability, onInput: (e) => { state.availability = e.target.value; }})),
        box('consentToContact', 'The study team may contact me about taking part in this study', () => state.consentToContact, (v) => { state.consentToContact = v; }),
        errors.consentToContact ? h('div', {className: 'error'}, errors.consentToContact) : '',
        box('shareWithOtherStudies', 'Keep my details to invite me to other studies', () => state.shareWithOtherStudies, (v) => { state.shareWithOtherStudies = v; }),
        errors.form ? h('p', {className: 'error'}, errors.form) : '',
        h('button', {type: 'submit'}, 'Send my answers')));
  }
  render();
})();
