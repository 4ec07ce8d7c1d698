// A React 18 form that, once the server accepts it, clears itself and shows a toast
// "Application received" (role="status") that vanishes after 2 s, the way toast libraries do
// by default. Sent as JSON.
const h = React.createElement;
const empty = { firstName: '', lastName: '', email: '', phone: '', role: '', linkedin: '', consent: false };

function App() {
  const [v, setV] = React.useState(empty);
  const [toast, setToast] = React.useState(null);
  const [busy, setBusy] = React.useState(false);
  const set = k => e => setV(Object.assign({}, v, { [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));
  const submit = async e => {
    e.preventDefault();
    setBusy(true);
    const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(v) });
    setBusy(false);
    if (res.ok) {
      setV(empty);
      setToast('Application received');
      setTimeout(() => setToast(null), 2000);
    } else {
      setToast('Something went wrong');
      setTimeout(() => setToast(null), 2000);
    }
  };
  const req = h('span', { className: 'req' }, ' *');
  const text = (k, label, type, ac, optional) => h('div', null, h('label', { htmlFor: k }, label, optional ? null : req),
    h('input', { id: k, name: k, type: type || 'text', autoComplete: ac, required: !optional, value: v[k], onChange: set(k) }));
  return h(React.Fragment, null,
    h('form', { onSubmit: submit },
      text('firstName', 'First name', 'text', 'given-name'),
      text('lastName', 'Last name', 'text', 'family-name'),
      text('email', 'Email', 'email', 'email'),
      text('phone', 'Phone', 'tel', 'tel'),
      h('div', null, h('label', { htmlFor: 'role' }, 'Which team are you applying to?', req),
        h('select', { id: 'role', name: 'role', required: true, value: v.role, onChange: set('role') },
          h('option', { value: '' }, 'Select a team'), h('option', { value: 'smb' }, 'Small business'),
          h('option', { value: 'enterprise' }, 'Enterprise'), h('option', { value: 'public' }, 'Public sector'))),
      text('linkedin', 'LinkedIn profile', 'url', 'url', true),
      h('div', { style: { marginTop: '.9rem' } }, h('label', { className: 'inline' },
        h('input', { type: 'checkbox', name: 'consent', required: true, checked: v.consent, onChange: set('consent') }),
        'I agree to the processing of my data', req)),
      h('button', { type: 'submit', disabled: busy }, 'Send application')),
    h('div', { role: 'status', 'aria-live': 'polite' }, toast ? h('div', { className: 'toast' }, toast) : null));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
