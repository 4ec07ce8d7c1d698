// A React 18 multi-step form: three steps ("Step n of 3"), each checked before its "Next"
// button (type="button") moves on, a "Back" button, and "Submit application" on the last.
// The résumé is a file input of step 2; everything is sent at the end as multipart/form-data.
const h = React.createElement;

const steps = [
  { title: 'About you', fields: ['firstName', 'lastName', 'email', 'phone'] },
  { title: 'Experience', fields: ['resume', 'linkedin', 'experience'] },
  { title: 'A few questions', fields: ['authorized', 'sponsorship', 'source', 'terms'] },
];
const optional = ['linkedin'];

function App() {
  const [step, setStep] = React.useState(0);
  const [v, setV] = React.useState({ firstName: '', lastName: '', email: '', phone: '', resume: null, linkedin: '', experience: '', authorized: '', sponsorship: '', source: '', terms: false });
  const [errors, setErrors] = React.useState({});
  const [reference, setReference] = React.useState(null);
  const set = k => e => setV(Object.assign({}, v, { [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.type === 'file' ? e.target.files[0] || null : e.target.value }));
  const check = () => {
    const e = {};
    for (const k of steps[step].fields) if (!optional.includes(k) && !v[k]) e[k] = 'This field is required';
    if (v.email && !/.+@.+\..+/.test(v.email)) e.email = 'Enter a valid email address';
    for (const k of Object.keys(e)) if (!steps[step].fields.includes(k)) delete e[k];
    setErrors(e);
    return Object.keys(e).length === 0;
  };
  const next = () => { if (check()) setStep(step + 1); };
  const submit = async e => {
    e.preventDefault();
    if (!check()) return;
    const data = new FormData();
    for (const [k, val] of Object.entries(v)) data.append(k, val instanceof File ? val : String(val));
    const res = await fetch('api/submit', { method: 'POST', body: data });
    setReference((await res.json()).reference);
  };
  if (reference) {
    return h('div', { className: 'success', role: 'status' }, h('h3', null, 'Application submitted'), h('p', null, 'Thanks! Your reference is ' + reference + '.'));
  }
  const err = k => errors[k] ? h('div', { className: 'error', id: k + '-error' }, errors[k]) : null;
  const req = h('span', { className: 'req' }, ' *');
  const text = (k, label, type, ac) => h('div', { key: k }, h('label', { htmlFor: k }, label, optional.includes(k) ? null : req),
    h('input', { id: k, name: k, type: type || 'text', autoComplete: ac, value: v[k], onChange: set(k), 'aria-invalid': errors[k] ? 'true' : undefined }), err(k));
  const radios = (k, label) => h('fieldset', { key: k }, h('legend', null, label, req),
    ['Yes', 'No'].map(o => h('label', { key: o, className: 'inline' }, h('input', { type: 'radio', name: k, value: o.toLowerCase(), checked: v[k] === o.toLowerCase(), onChange: set(k) }), o)), err(k));
  const body = [
    () => [text('firstName', 'First name', 'text', 'given-name'), text('lastName', 'Last name', 'text', 'family-name'),
      text('email', 'Email', 'email', 'email'), text('phone', 'Phone', 'tel', 'tel')],
    () => [h('div', { key: 'resume' }, h('label', { htmlFor: 'resume' }, 'Résumé', req),
      h('input', { id: 'resume', name: 'resume', type: 'file', accept: '.pdf,.doc,.docx', onChange: set('resume') }),
      v.resume ? h('div', { className: 'hint' }, 'Attached: ' + v.resume.name) : null, err('resume')),
    text('linkedin', 'LinkedIn profile', 'url', 'url'),
    h('div', { key: 'experience' }, h('label', { htmlFor: 'experience' }, 'Years of experience', req),
      h('select', { id: 'experience', name: 'experience', value: v.experience, onChange: set('experience') },
        h('option', { value: '' }, 'Choose…'), h('option', { value: '0-2' }, '0–2'), h('option', { value: '3-5' }, '3–5'),
        h('option', { value: '6-10' }, '6–10'), h('option', { value: '10+' }, 'More than 10')), err('experience'))],
    () => [radios('authorized', 'Are you authorized to work in the US?'), radios('sponsorship', 'Will you require visa sponsorship?'),
      h('div', { key: 'source' }, h('label', { htmlFor: 'source' }, 'How did you hear about us?', req),
        h('select', { id: 'source', name: 'source', value: v.source, onChange: set('source') },
          h('option', { value: '' }, 'Choose…'), h('option', { value: 'job-board' }, 'Job board'), h('option', { value: 'friend' }, 'A friend'),
          h('option', { value: 'event' }, 'Conference or event'), h('option', { value: 'other' }, 'Other')), err('source')),
      h('div', { key: 'terms', style: { marginTop: '.9rem' } }, h('label', { className: 'inline' },
        h('input', { type: 'checkbox', name: 'terms', checked: v.terms, onChange: set('terms') }), 'I accept the terms of the application', req), err('terms'))],
  ];
  return h('form', { onSubmit: submit, noValidate: true },
    h('p', { className: 'hint' }, 'Step ' + (step + 1) + ' of 3'),
    h('h3', null, steps[step].title),
    body[step](),
    h('div', null,
      step > 0 ? h('button', { key: 'back', type: 'button', className: 'secondary', onClick: () => { setErrors({}); setStep(step - 1); } }, 'Back') : null,
      step < 2 ? h('button', { key: 'next', type: 'button', onClick: next }, 'Next') : h('button', { key: 'submit', type: 'submit' }, 'Submit application')));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
