// Formik 2.4.6, its documented "Basic" usage: <Formik> with initialValues, a validate function
// and onSubmit, <Form>, <Field> (type, as="select", as="textarea") and <ErrorMessage>.
const h = React.createElement;
const { Formik, Form, Field, ErrorMessage } = window.Formik;

function validate(values) {
  const errors = {};
  if (!values.firstName) errors.firstName = 'Required';
  if (!values.lastName) errors.lastName = 'Required';
  if (!values.email) {
    errors.email = 'Required';
  } else if (!/^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i.test(values.email)) {
    errors.email = 'Invalid email address';
  }
  if (!values.phone) errors.phone = 'Required';
  if (!values.yearsOfExperience) errors.yearsOfExperience = 'Required';
  if (!values.acceptTerms) errors.acceptTerms = 'You must accept the terms to apply';
  return errors;
}

function Row(props) {
  return h('div', null,
    h('label', { htmlFor: props.name }, props.label, props.required ? h('span', { className: 'req' }, ' *') : null),
    props.children,
    h(ErrorMessage, { name: props.name, component: 'div', className: 'error' }));
}

function App() {
  const [reference, setReference] = React.useState(null);
  if (reference) {
    return h('div', { className: 'success', role: 'status' },
      h('h3', null, 'Application submitted'),
      h('p', null, 'Thank you for applying. Your reference is ' + reference + '.'));
  }
  return h(Formik, {
    initialValues: { firstName: '', lastName: '', email: '', phone: '', linkedin: '', yearsOfExperience: '', coverLetter: '', acceptTerms: false },
    validate,
    onSubmit: async (values, { setSubmitting, setStatus }) => {
      try {
        const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) });
        if (!res.ok) throw new Error('HTTP ' + res.status);
        setReference((await res.json()).reference);
      } catch (e) {
        setStatus('Something went wrong, please try again.');
        setSubmitting(false);
      }
    },
  }, ({ isSubmitting, status }) => h(Form, null,
    h(Row, { name: 'firstName', label: 'First Name', required: true }, h(Field, { id: 'firstName', name: 'firstName', placeholder: 'Jane' })),
    h(Row, { name: 'lastName', label: 'Last Name', required: true }, h(Field, { id: 'lastName', name: 'lastName', placeholder: 'Doe' })),
    h(Row, { name: 'email', label: 'Email', required: true }, h(Field, { id: 'email', name: 'email', type: 'email', placeholder: 'jane@acme.com' })),
    h(Row, { name: 'phone', label: 'Phone', required: true }, h(Field, { id: 'phone', name: 'phone', type: 'tel' })),
    h(Row, { name: 'linkedin', label: 'LinkedIn profile' }, h(Field, { id: 'linkedin', name: 'linkedin', type: 'url', placeholder: 'https://www.linkedin.com/in/…' })),
    h(Row, { name: 'yearsOfExperience', label: 'Years of professional experience', required: true },
      h(Field, { id: 'yearsOfExperience', name: 'yearsOfExperience', as: 'select' },
        h('option', { value: '' }, 'Select…'),
        h('option', { value: '0-1' }, 'Less than 2 years'),
        h('option', { value: '2-4' }, '2 to 4 years'),
        h('option', { value: '5-9' }, '5 to 9 years'),
        h('option', { value: '10+' }, '10 or more years'))),
    h(Row, { name: 'coverLetter', label: 'Cover letter' }, h(Field, { id: 'coverLetter', name: 'coverLetter', as: 'textarea', rows: 5 })),
    h('div', null,
      h('label', { className: 'inline' }, h(Field, { type: 'checkbox', name: 'acceptTerms' }), 'I accept the terms of the application and the privacy notice', h('span', { className: 'req' }, ' *')),
      h(ErrorMessage, { name: 'acceptTerms', component: 'div', className: 'error' })),
    status ? h('div', { className: 'error', role: 'alert' }, status) : null,
    h('button', { type: 'submit', disabled: isSubmitting }, 'Submit')));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
