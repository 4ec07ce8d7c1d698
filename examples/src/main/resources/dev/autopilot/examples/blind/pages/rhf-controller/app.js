// React Hook Form 7.54.2, as its "Get Started" and "Integrating with UI libraries" pages:
// useForm, register for native inputs (required rules, errors shown from formState.errors),
// <Controller name control rules render={({ field }) => <Select {...field} options/>}> around
// react-select 5.8.3, and handleSubmit. The resume is a registered <input type="file">; the
// application is sent as multipart/form-data.
const h = React.createElement;
const { useForm, Controller } = window.ReactHookForm;
const Select = window.ReactSelect.Select;

const workplaces = [
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'onsite', label: 'On-site (Seattle)' },
];

function App() {
  const { register, handleSubmit, control, formState: { errors, isSubmitting } } = useForm();
  const [reference, setReference] = React.useState(null);
  const onSubmit = async data => {
    const body = new FormData();
    body.append('firstName', data.firstName);
    body.append('lastName', data.lastName);
    body.append('email', data.email);
    body.append('phone', data.phone);
    body.append('workplace', data.workplace.value);
    body.append('resume', data.resume[0]);
    body.append('dataProcessing', data.dataProcessing ? 'true' : 'false');
    const res = await fetch('api/submit', { method: 'POST', body });
    setReference((await res.json()).reference);
  };
  if (reference) {
    return h('div', { className: 'success', role: 'status' }, h('h3', null, 'Application sent'), h('p', null, 'Reference ' + reference));
  }
  const err = name => errors[name] ? h('p', { className: 'error', role: 'alert' }, errors[name].message || 'This field is required') : null;
  const text = (name, label, type, autoComplete) => h('div', null,
    h('label', { htmlFor: name }, label, h('span', { className: 'req' }, ' *')),
    h('input', Object.assign({ id: name, type: type || 'text', autoComplete, 'aria-invalid': errors[name] ? 'true' : 'false' }, register(name, { required: 'This field is required' }))),
    err(name));
  return h('form', { onSubmit: handleSubmit(onSubmit) },
    text('firstName', 'First name', 'text', 'given-name'),
    text('lastName', 'Last name', 'text', 'family-name'),
    text('email', 'Email', 'email', 'email'),
    text('phone', 'Phone', 'tel', 'tel'),
    h('div', null,
      h('label', { htmlFor: 'workplace' }, 'Preferred workplace', h('span', { className: 'req' }, ' *')),
      h(Controller, {
        name: 'workplace', control, rules: { required: 'Choose a workplace' },
        render: ({ field }) => h(Select, Object.assign({}, field, { inputId: 'workplace', options: workplaces, placeholder: 'Select…' })),
      }),
      err('workplace')),
    h('div', null,
      h('label', { htmlFor: 'resume' }, 'Resume', h('span', { className: 'req' }, ' *')),
      h('input', Object.assign({ id: 'resume', type: 'file', accept: 'application/pdf' }, register('resume', { required: 'Attach your resume' }))),
      err('resume')),
    h('div', { style: { marginTop: '.9rem' } },
      h('label', { className: 'inline' },
        h('input', Object.assign({ type: 'checkbox' }, register('dataProcessing', { required: 'Please agree to continue' }))),
        'I agree that Wingtip processes my data for this application', h('span', { className: 'req' }, ' *')),
      err('dataProcessing')),
    h('button', { type: 'submit', disabled: isSubmitting }, 'Apply'));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
