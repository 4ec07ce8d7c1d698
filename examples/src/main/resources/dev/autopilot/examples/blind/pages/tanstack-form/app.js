// TanStack Form (@tanstack/react-form 0.41.0), as its "Simple" example: useForm with
// defaultValues and onSubmit, <form.Field name validators={{ onChange }} children={field =>
// <label htmlFor={field.name}/><input id={field.name} name={field.name} value onBlur onChange/>}>,
// a FieldInfo with the errors, and <form.Subscribe selector={[canSubmit, isSubmitting]}> around
// the submit button.
const h = React.createElement;
const { useForm } = window.TanStackReactForm;

function FieldInfo({ field }) {
  return h(React.Fragment, null,
    field.state.meta.isTouched && field.state.meta.errors.length
      ? h('em', { className: 'error', role: 'alert' }, field.state.meta.errors.join(', ')) : null,
    field.state.meta.isValidating ? 'Validating...' : null);
}

const requiredMsg = label => ({ value }) => (!value ? label + ' is required' : undefined);

function TextField({ form, name, label, type, multiline, validate }) {
  return h(form.Field, {
    name,
    validators: validate ? { onChange: validate } : undefined,
    children: field => h('div', null,
      h('label', { htmlFor: field.name }, label + ':', validate ? h('span', { className: 'req' }, ' *') : null),
      h(multiline ? 'textarea' : 'input', {
        id: field.name, name: field.name, type: multiline ? undefined : type || 'text', rows: multiline ? 5 : undefined,
        value: field.state.value, onBlur: field.handleBlur, onChange: e => field.handleChange(e.target.value),
      }),
      h(FieldInfo, { field })),
  });
}

function App() {
  const [reference, setReference] = React.useState(null);
  const form = useForm({
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', portfolio: '', salaryExpectation: '', motivation: '' },
    onSubmit: async ({ value }) => {
      const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) });
      setReference((await res.json()).reference);
    },
  });
  if (reference) {
    return h('div', { className: 'success' }, h('p', null, 'Thanks for applying! We received your application — reference ' + reference + '.'));
  }
  return h('form', { onSubmit: e => { e.preventDefault(); e.stopPropagation(); form.handleSubmit(); } },
    h(TextField, { form, name: 'firstName', label: 'First Name', validate: ({ value }) => !value ? 'A first name is required' : value.length < 2 ? 'First name must be at least 2 characters' : undefined }),
    h(TextField, { form, name: 'lastName', label: 'Last Name', validate: requiredMsg('Last name') }),
    h(TextField, { form, name: 'email', label: 'Email', type: 'email', validate: ({ value }) => !value ? 'Email is required' : !value.includes('@') ? 'Enter a valid email' : undefined }),
    h(TextField, { form, name: 'phone', label: 'Phone', type: 'tel', validate: requiredMsg('Phone') }),
    h(TextField, { form, name: 'portfolio', label: 'Portfolio or GitHub URL', type: 'url' }),
    h(TextField, { form, name: 'salaryExpectation', label: 'Salary expectation (USD per year)', validate: ({ value }) => !value ? 'Salary expectation is required' : !/^[0-9][0-9,]*$/.test(value) ? 'Numbers only' : undefined }),
    h(TextField, { form, name: 'motivation', label: 'Why do you want to join Tailspin Toys?', multiline: true }),
    h(form.Subscribe, {
      selector: state => [state.canSubmit, state.isSubmitting],
      children: ([canSubmit, isSubmitting]) => h('button', { type: 'submit', disabled: !canSubmit }, isSubmitting ? '...' : 'Submit'),
    }));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
