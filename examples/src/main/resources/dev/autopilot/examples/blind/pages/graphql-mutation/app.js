// A React 18 form that talks GraphQL over fetch, the way the GraphQL docs' "Serving over HTTP"
// page describes it: POST {query, variables} as application/json. It asks for the job first
// (a query), then sends the application with a mutation and its variables.
const h = React.createElement;

async function graphql(query, variables) {
  const res = await fetch('graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ query, variables }) });
  const json = await res.json();
  if (json.errors && json.errors.length) throw new Error(json.errors[0].message);
  return json.data;
}

const SUBMIT = `mutation SubmitApplication($input: ApplicationInput!) {
  submitApplication(input: $input) { ok reference }
}`;

function App() {
  const [job, setJob] = React.useState({ title: 'Frontend Engineer', location: 'Remote' });
  const [v, setV] = React.useState({ firstName: '', lastName: '', email: '', phone: '', location: '', linkedin: '', authorized: '', coverLetter: '', terms: false });
  const [result, setResult] = React.useState(null);
  const [error, setError] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => {
    graphql('query Job($id: ID!) { job(id: $id) { title location } }', { id: 'fe-42' })
      .then(d => { if (d && d.job) setJob(d.job); }).catch(() => {});
  }, []);
  const set = k => e => setV(Object.assign({}, v, { [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));
  const submit = async e => {
    e.preventDefault();
    setBusy(true);
    try {
      const input = Object.assign({}, v, { jobId: 'fe-42', authorized: v.authorized === 'yes' });
      const data = await graphql(SUBMIT, { input });
      setResult(data.submitApplication);
    } catch (err) {
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  if (result) {
    return h('div', { className: 'success', role: 'status' }, h('h3', null, 'Application received'), h('p', null, 'Reference ' + result.reference + '. We will reply within a week.'));
  }
  const text = (k, label, type, ac, req) => h('div', null, h('label', { htmlFor: k }, label, req === false ? null : h('span', { className: 'req' }, ' *')),
    h('input', { id: k, name: k, type: type || 'text', autoComplete: ac, required: req !== false, value: v[k], onChange: set(k) }));
  return h('form', { onSubmit: submit },
    h('p', { className: 'hint' }, job.title + ' · ' + job.location),
    text('firstName', 'First name', 'text', 'given-name'),
    text('lastName', 'Last name', 'text', 'family-name'),
    text('email', 'Email', 'email', 'email'),
    text('phone', 'Phone', 'tel', 'tel'),
    text('location', 'Location (city, state)', 'text', 'address-level2'),
    text('linkedin', 'LinkedIn URL', 'url', 'url', false),
    h('div', null, h('label', { htmlFor: 'authorized' }, 'Are you legally authorized to work in the United States?', h('span', { className: 'req' }, ' *')),
      h('select', { id: 'authorized', name: 'authorized', required: true, value: v.authorized, onChange: set('authorized') },
        h('option', { value: '' }, 'Please select'), h('option', { value: 'yes' }, 'Yes'), h('option', { value: 'no' }, 'No'))),
    h('div', null, h('label', { htmlFor: 'coverLetter' }, 'Cover letter'),
      h('textarea', { id: 'coverLetter', name: 'coverLetter', rows: 5, value: v.coverLetter, onChange: set('coverLetter') })),
    h('div', { style: { marginTop: '.9rem' } }, h('label', { className: 'inline' },
      h('input', { type: 'checkbox', name: 'terms', required: true, checked: v.terms, onChange: set('terms') }),
      'I agree to the application terms', h('span', { className: 'req' }, ' *'))),
    error ? h('div', { className: 'error', role: 'alert' }, error) : null,
    h('button', { type: 'submit', disabled: busy }, busy ? 'Sending…' : 'Send application'));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
