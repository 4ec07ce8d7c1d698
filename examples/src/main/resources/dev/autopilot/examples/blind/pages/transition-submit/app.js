// A React 18 form that slides in with a 1 s CSS transition (opacity and transform); its submit
// button stays disabled until the transition's transitionend event. Sent as JSON.
const h = React.createElement;

function App() {
  const [shown, setShown] = React.useState(false);
  const [ready, setReady] = React.useState(false);
  const [v, setV] = React.useState({ firstName: '', lastName: '', email: '', phone: '', location: '', writingSample: '', coverLetter: '', consent: false });
  const [reference, setReference] = React.useState(null);
  React.useEffect(() => { requestAnimationFrame(() => requestAnimationFrame(() => setShown(true))); }, []);
  const set = k => e => setV(Object.assign({}, v, { [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));
  const submit = async e => {
    e.preventDefault();
    const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(v) });
    setReference((await res.json()).reference);
  };
  if (reference) {
    return h('div', { className: 'success', role: 'status' }, 'Thanks for applying! Reference ' + reference + '.');
  }
  const req = h('span', { className: 'req' }, ' *');
  const text = (k, label, type, ac, optional) => h('div', null, h('label', { htmlFor: k }, label, optional ? null : req),
    h('input', { id: k, name: k, type: type || 'text', autoComplete: ac, required: !optional, value: v[k], onChange: set(k) }));
  return h('form', {
    className: 'card' + (shown ? ' shown' : ''), onSubmit: submit,
    onTransitionEnd: e => { if (e.target === e.currentTarget && e.propertyName === 'opacity') setReady(true); },
  },
    text('firstName', 'First name', 'text', 'given-name'),
    text('lastName', 'Last name', 'text', 'family-name'),
    text('email', 'Email', 'email', 'email'),
    text('phone', 'Phone', 'tel', 'tel'),
    text('location', 'Where are you based?', 'text', 'address-level2'),
    text('writingSample', 'Link to a writing sample', 'url', 'url'),
    h('div', null, h('label', { htmlFor: 'coverLetter' }, 'Cover letter'),
      h('textarea', { id: 'coverLetter', name: 'coverLetter', rows: 5, value: v.coverLetter, onChange: set('coverLetter') })),
    h('div', { style: { marginTop: '.9rem' } }, h('label', { className: 'inline' },
      h('input', { type: 'checkbox', name: 'consent', required: true, checked: v.consent, onChange: set('consent') }),
      'I agree to the privacy policy', req)),
    h('button', { type: 'submit', disabled: !ready }, 'Apply now'));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
