// Formik 2.4.6 with a Yup 1.4.0 validationSchema, as in Formik's tutorial: useFormik,
// getFieldProps, and an error shown under a field once it is touched (on blur).
// The resume is an <input type="file"> put into the values with setFieldValue; the
// application is sent as multipart/form-data.
const h = React.createElement;
const { useFormik } = window.Formik;
const Yup = window.Yup;

const schema = Yup.object({
  firstName: Yup.string().max(50, 'Must be 50 characters or less').required('Required'),
  lastName: Yup.string().max(50, 'Must be 50 characters or less').required('Required'),
  email: Yup.string().email('Invalid email address').required('Required'),
  phone: Yup.string().matches(/^\+?[0-9 ().-]{7,20}$/, 'Enter a valid phone number').required('Required'),
  city: Yup.string().required('Required'),
  resume: Yup.mixed().required('Please attach your resume'),
  workAuthorized: Yup.string().oneOf(['yes', 'no']).required('Please answer this question'),
  needsSponsorship: Yup.string().oneOf(['yes', 'no']).required('Please answer this question'),
  privacyConsent: Yup.boolean().oneOf([true], 'You must agree to the privacy policy'),
});

function Error(props) {
  const f = props.formik;
  return f.touched[props.name] && f.errors[props.name]
    ? h('div', { className: 'error', id: props.name + '-error' }, f.errors[props.name]) : null;
}

function Text(props) {
  const f = props.formik;
  return h('div', null,
    h('label', { htmlFor: props.name }, props.label, h('span', { className: 'req' }, ' *')),
    h('input', Object.assign({ id: props.name, type: props.type || 'text', autoComplete: props.autoComplete }, f.getFieldProps(props.name))),
    h(Error, props));
}

function YesNo(props) {
  const f = props.formik;
  return h('div', { role: 'group', 'aria-labelledby': props.name + '-label', style: { marginTop: '.9rem' } },
    h('div', { id: props.name + '-label', style: { fontWeight: 600 } }, props.label, h('span', { className: 'req' }, ' *')),
    ['yes', 'no'].map(v => h('label', { key: v, className: 'inline' },
      h('input', { type: 'radio', name: props.name, value: v, checked: f.values[props.name] === v, onChange: f.handleChange, onBlur: f.handleBlur }),
      v === 'yes' ? 'Yes' : 'No')),
    h(Error, props));
}

function App() {
  const [done, setDone] = React.useState(null);
  const formik = useFormik({
    initialValues: { firstName: '', lastName: '', email: '', phone: '', city: '', resume: null, workAuthorized: '', needsSponsorship: '', privacyConsent: false },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(values)) data.append(k, v instanceof File ? v : String(v));
      const res = await fetch('api/submit', { method: 'POST', body: data });
      if (res.ok) setDone((await res.json()).reference);
      else helpers.setStatus('We could not send your application. Please try again later.');
    },
  });
  if (done) {
    return h('div', { className: 'success' }, h('h3', null, 'Application submitted'),
      h('p', null, 'Thanks ' + formik.values.firstName + ', we have received your application (' + done + ').'));
  }
  const f = formik;
  return h('form', { onSubmit: f.handleSubmit, noValidate: true },
    h(Text, { formik: f, name: 'firstName', label: 'First name', autoComplete: 'given-name' }),
    h(Text, { formik: f, name: 'lastName', label: 'Last name', autoComplete: 'family-name' }),
    h(Text, { formik: f, name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' }),
    h(Text, { formik: f, name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' }),
    h(Text, { formik: f, name: 'city', label: 'Current city' }),
    h('div', null,
      h('label', { htmlFor: 'resume' }, 'Resume / CV', h('span', { className: 'req' }, ' *')),
      h('input', { id: 'resume', name: 'resume', type: 'file', accept: '.pdf,.doc,.docx',
        onChange: e => f.setFieldValue('resume', e.currentTarget.files[0] || null),
        onBlur: () => f.setFieldTouched('resume', true) }),
      h('div', { className: 'hint' }, 'PDF or Word, up to 5 MB'),
      h(Error, { formik: f, name: 'resume' })),
    h(YesNo, { formik: f, name: 'workAuthorized', label: 'Are you legally authorized to work in the United States?' }),
    h(YesNo, { formik: f, name: 'needsSponsorship', label: 'Will you now or in the future require visa sponsorship?' }),
    h('div', { style: { marginTop: '.9rem' } },
      h('label', { className: 'inline' },
        h('input', Object.assign({ type: 'checkbox' }, f.getFieldProps({ name: 'privacyConsent', type: 'checkbox' }))),
        'I have read and agree to the privacy policy', h('span', { className: 'req' }, ' *')),
      h(Error, { formik: f, name: 'privacyConsent' })),
    f.status ? h('div', { className: 'error', role: 'alert' }, f.status) : null,
    h('button', { type: 'submit', disabled: f.isSubmitting }, f.isSubmitting ? 'Sending…' : 'Submit application'));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
