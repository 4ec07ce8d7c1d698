// React Final Form 6.5.9 (final-form 4.20.10), as its "Simple Example": <Form onSubmit
// render={({ handleSubmit, form, submitting, pristine }) => <form>...}>, <Field
// component="input"|"select"|"textarea">, a label beside each field (not tied to it, as in the
// example), field-level validate, and the Submit / Reset buttons.
const h = React.createElement;
const { Form, Field } = window.ReactFinalForm;

const required = value => (value ? undefined : 'Required');

function Row(props) {
  return h(Field, { name: props.name, validate: props.required ? required : undefined }, ({ input, meta }) =>
    h('div', null,
      h('label', null, props.label, props.required ? h('span', { className: 'req' }, ' *') : null),
      props.render ? props.render(input) : h('input', Object.assign({ type: props.type || 'text', placeholder: props.placeholder }, input)),
      meta.error && meta.touched ? h('span', { className: 'error' }, meta.error) : null));
}

function App() {
  const [reference, setReference] = React.useState(null);
  const onSubmit = async values => {
    const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) });
    setReference((await res.json()).reference);
  };
  if (reference) {
    return h('div', { className: 'success' }, h('h3', null, 'Thank you!'),
      h('p', null, 'Your application has been received. Reference: ' + reference));
  }
  return h(Form, {
    onSubmit,
    initialValues: { privacy: false },
    render: ({ handleSubmit, form, submitting, pristine }) => h('form', { onSubmit: handleSubmit },
      h(Row, { name: 'firstName', label: 'First Name', placeholder: 'First Name', required: true }),
      h(Row, { name: 'lastName', label: 'Last Name', placeholder: 'Last Name', required: true }),
      h(Row, { name: 'email', label: 'Email', type: 'email', placeholder: 'Email', required: true }),
      h(Row, { name: 'phone', label: 'Phone', type: 'tel', placeholder: 'Phone', required: true }),
      h(Row, { name: 'source', label: 'How did you hear about us?', required: true, render: input => h('select', input,
        h('option', { value: '' }),
        h('option', { value: 'job-board' }, 'Job board'),
        h('option', { value: 'referral' }, 'Referral'),
        h('option', { value: 'website' }, 'Company website'),
        h('option', { value: 'linkedin' }, 'LinkedIn')) }),
      h(Row, { name: 'notes', label: 'Anything else we should know?', render: input => h('textarea', Object.assign({ rows: 4, placeholder: 'Notes' }, input)) }),
      h('div', null,
        h('label', null, 'I agree to the privacy policy', h('span', { className: 'req' }, ' *')),
        h(Field, { name: 'privacy', component: 'input', type: 'checkbox', validate: v => (v ? undefined : 'Required') })),
      h('div', { className: 'buttons' },
        h('button', { type: 'submit', disabled: submitting }, 'Submit'),
        ' ',
        h('button', { type: 'button', className: 'secondary', onClick: form.reset, disabled: submitting || pristine }, 'Reset'))),
  });
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
