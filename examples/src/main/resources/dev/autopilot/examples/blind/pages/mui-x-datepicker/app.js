// MUI X Date Pickers 7.23.2 with Material UI 5.16.7, as the "Getting started" page sets them
// up: <LocalizationProvider dateAdapter={AdapterDayjs}> around <DatePicker label value
// onChange />, the default field (sections MM/DD/YYYY typed in place, a calendar button beside),
// among outlined <TextField label required> fields, a <TextField select> with <MenuItem>s, a
// <FormControlLabel control={<Checkbox/>}> and a contained <Button type="submit">.
const h = React.createElement;
const { LocalizationProvider, DatePicker, AdapterDayjs, dayjs } = window.MuiXDatePickers;
const { Alert, Box, Button, Checkbox, Container, CssBaseline, FormControlLabel, MenuItem, Stack, TextField, Typography } = window.MuiMaterial;

function App() {
  const [v, setV] = React.useState({ firstName: '', lastName: '', email: '', phone: '', license: '', consent: false });
  const [dob, setDob] = React.useState(null);
  const [available, setAvailable] = React.useState(null);
  const [error, setError] = React.useState('');
  const [reference, setReference] = React.useState(null);
  const set = k => e => setV(Object.assign({}, v, { [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));
  const submit = async e => {
    e.preventDefault();
    if (!dob || !dob.isValid() || !available || !available.isValid()) { setError('Enter your date of birth and the date you are available from.'); return; }
    setError('');
    const body = Object.assign({}, v, { dateOfBirth: dob.format('YYYY-MM-DD'), availableFrom: available.format('YYYY-MM-DD') });
    const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    setReference((await res.json()).reference);
  };
  const field = (k, label, type, ac) => h(TextField, { id: k, name: k, label, type: type || 'text', autoComplete: ac, required: true, fullWidth: true, value: v[k], onChange: set(k) });
  return h(LocalizationProvider, { dateAdapter: AdapterDayjs },
    h(CssBaseline),
    h(Container, { maxWidth: 'sm', sx: { py: 4 } },
      h(Typography, { variant: 'h4', component: 'h1', gutterBottom: true }, 'Nurse Practitioner'),
      h(Typography, { variant: 'body1', color: 'text.secondary', sx: { mb: 3 } }, 'Woodgrove Health · Portland, OR'),
      reference
        ? h(Alert, { severity: 'success' }, 'Application submitted. Your reference number is ' + reference + '.')
        : h(Box, { component: 'form', onSubmit: submit, noValidate: false },
          h(Stack, { spacing: 2 },
            field('firstName', 'First name', 'text', 'given-name'),
            field('lastName', 'Last name', 'text', 'family-name'),
            field('email', 'Email', 'email', 'email'),
            field('phone', 'Phone number', 'tel', 'tel'),
            h(DatePicker, { label: 'Date of birth', value: dob, onChange: setDob, disableFuture: true, slotProps: { textField: { required: true, name: 'dateOfBirth' } } }),
            h(DatePicker, { label: 'Available from', value: available, onChange: setAvailable, disablePast: true, slotProps: { textField: { required: true, name: 'availableFrom' } } }),
            h(TextField, { id: 'license', name: 'license', select: true, label: 'Nursing license', required: true, value: v.license, onChange: set('license') },
              h(MenuItem, { value: 'np' }, 'Nurse Practitioner (NP)'),
              h(MenuItem, { value: 'rn' }, 'Registered Nurse (RN)'),
              h(MenuItem, { value: 'lpn' }, 'Licensed Practical Nurse (LPN)')),
            h(FormControlLabel, { required: true, control: h(Checkbox, { name: 'consent', checked: v.consent, onChange: set('consent') }), label: 'I agree to the processing of my personal data for this application' }),
            error ? h(Alert, { severity: 'error' }, error) : null,
            h(Button, { type: 'submit', variant: 'contained', size: 'large' }, 'Submit application')))));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
