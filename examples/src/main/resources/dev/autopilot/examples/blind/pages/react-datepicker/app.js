// react-datepicker 7.5.0 at its documented default: <DatePicker selected onChange /> (the
// default dateFormat MM/dd/yyyy, typing or picking from the calendar popup), with id, name,
// required and placeholderText; showYearDropdown for the date of birth, minDate for the start.
// Dates are sent as yyyy-mm-dd.
const h = React.createElement;
const { DatePicker } = window.ReactDatePicker;

const iso = d => d ? d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0') : '';

function App() {
  const [v, setV] = React.useState({ firstName: '', lastName: '', email: '', phone: '', city: '', consent: false });
  const [dob, setDob] = React.useState(null);
  const [start, setStart] = React.useState(null);
  const [error, setError] = React.useState('');
  const [reference, setReference] = React.useState(null);
  const set = k => e => setV(Object.assign({}, v, { [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));
  const submit = async e => {
    e.preventDefault();
    if (!dob || !start) { setError('Please enter your date of birth and your earliest start date.'); return; }
    setError('');
    const body = Object.assign({}, v, { dateOfBirth: iso(dob), startDate: iso(start) });
    const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    setReference((await res.json()).reference);
  };
  if (reference) {
    return h('div', { className: 'success', role: 'status' }, 'Your application was received (' + reference + '). We will be in touch soon.');
  }
  const text = (k, label, type, ac) => h('div', null, h('label', { htmlFor: k }, label, h('span', { className: 'req' }, ' *')),
    h('input', { id: k, name: k, type: type || 'text', autoComplete: ac, required: true, value: v[k], onChange: set(k) }));
  return h('form', { onSubmit: submit },
    text('firstName', 'First name', 'text', 'given-name'),
    text('lastName', 'Last name', 'text', 'family-name'),
    text('email', 'Email', 'email', 'email'),
    text('phone', 'Phone', 'tel', 'tel'),
    h('div', null, h('label', { htmlFor: 'dateOfBirth' }, 'Date of birth', h('span', { className: 'req' }, ' *')),
      h(DatePicker, { id: 'dateOfBirth', name: 'dateOfBirth', selected: dob, onChange: setDob, required: true, placeholderText: 'MM/DD/YYYY',
        showYearDropdown: true, scrollableYearDropdown: true, yearDropdownItemNumber: 80, maxDate: new Date() }),
      h('div', { className: 'hint' }, 'You must be 18 or older.')),
    h('div', null, h('label', { htmlFor: 'startDate' }, 'Earliest start date', h('span', { className: 'req' }, ' *')),
      h(DatePicker, { id: 'startDate', name: 'startDate', selected: start, onChange: setStart, required: true, placeholderText: 'MM/DD/YYYY', minDate: new Date() })),
    text('city', 'City', 'text', 'address-level2'),
    h('div', { style: { marginTop: '.9rem' } }, h('label', { className: 'inline' },
      h('input', { type: 'checkbox', name: 'consent', required: true, checked: v.consent, onChange: set('consent') }),
      'I consent to Adventure Works processing my data for recruiting', h('span', { className: 'req' }, ' *'))),
    error ? h('div', { className: 'error', role: 'alert' }, error) : null,
    h('button', { type: 'submit' }, 'Submit application'));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
