(function () {
  'use strict';
  var h = React.createElement;
  var useState = React.useState;
  var USE_CASES = [
    ['project-tracking', 'Project tracking'],
    ['time-tracking', 'Time tracking'],
    ['resource-planning', 'Resource planning'],
    ['reporting', 'Reporting & dashboards'],
    ['client-portal', 'Client portal']
  ];
  var SIZES = [['', 'Select company size'], ['1-10', '1–10 employees'], ['11-50', '11–50 employees'], ['51-200', '51–200 employees'],
    ['201-1000', '201–1,000 employees'], ['1000+', 'More than 1,000 employees']];
  var COUNTRIES = [['', 'Select country'], ['AU', 'Australia'], ['BR', 'Brazil'], ['CA', 'Canada'], ['DE', 'Germany'], ['IN', 'India'],
    ['IE', 'Ireland'], ['SG', 'Singapore'], ['GB', 'United Kingdom'], ['US', 'United States']];

  function Field(props) {
    return h('div', { className: 'field' + (props.error ? ' invalid' : '') },
      h('label', { htmlFor: props.id }, props.label),
      props.children,
      props.error ? h('div', { className: 'error', id: props.id + '-error' }, props.error) : null);
  }

  function App() {
    var s = useState({ firstName: '', lastName: '', email: '', company: '', companySize: '', jobTitle: '', country: '', phone: '',
      useCases: [], termsAccepted: false, marketingOptIn: false });
    var form = s[0], setForm = s[1];
    var e = useState({}), errors = e[0], setErrors = e[1];
    var st = useState('idle'), status = st[0], setStatus = st[1];
    var r = useState(''), reference = r[0], setReference = r[1];

    function set(name) {
      return function (ev) {
        var v = ev.target.type === 'checkbox' ? ev.target.checked : ev.target.value;
        setForm(function (f) { var n = Object.assign({}, f); n[name] = v; return n; });
      };
    }
    function toggleUse(value) {
      return function (ev) {
        var on = ev.target.checked;
        setForm(function (f) {
          var list = f.useCases.filter(function (x) { return x !== value; });
          if (on) { list.push(value); }
          return Object.assign({}, f, { useCases: list });
        });
      };
    }
    function validate() {
      var err = {};
      if (!form.firstName.trim()) err.firstName = 'First name is required';
      if (!form.lastName.trim()) err.lastName = 'Last name is required';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email)) err.email = 'Enter a valid work email';
      else if (/@(gmail|yahoo|hotmail|outlook)\./i.test(form.email)) err.email = 'Please use your work email';
      if (!form.company.trim()) err.company = 'Company is required';
      if (!form.companySize) err.companySize = 'Select your company size';
      if (!form.country) err.country = 'Select your country';
      if (!form.termsAccepted) err.termsAccepted = 'You must accept the Terms of Service';
      return err;
    }
    function submit(ev) {
      ev.preventDefault();
      var err = validate();
      setErrors(err);
      if (Object.keys(err).length) return;
      setStatus('sending');
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) })
        .then(function (res) { return res.json().then(function (b) { return { ok: res.ok, body: b }; }); })
        .then(function (x) {
          if (x.ok) { setReference(x.body.reference || ''); setStatus('done'); } else { setStatus('idle'); setErrors({ form: 'Something went wrong, please try again.' }); }
        })
        .catch(function () { setStatus('idle'); setErrors({ form: 'Network error, please try again.' }); });
    }

    if (status === 'done') {
      return h('div', { className: 'card success', role: 'status' },
        h('h1', null, 'Your trial workspace is ready'),
        h('p', null, 'Check ' + form.email + ' for the link to your 14-day Tasklane trial. Reference ' + reference + '.'));
    }
    function input(id, label, type, auto) {
      return h(Field, { id: id, label: label, error: errors[id] },
        h('input', { id: id, name: id, type: type || 'text', value: form[id], onChange: set(id), autoComplete: auto, 'aria-invalid': errors[id] ? 'true' : 'false' }));
    }
    function select(id, label, options) {
      return h(Field, { id: id, label: label, error: errors[id] },
        h('select', { id: id, name: id, value: form[id], onChange: set(id) },
          options.map(function (o) { return h('option', { key: o[0], value: o[0] }, o[1]); })));
    }
    return h('form', { className: 'card', onSubmit: submit, noValidate: true },
      h('h1', null, 'Start your free 14-day trial'),
      h('p', null, 'No credit card needed. Your workspace is ready in a minute.'),
      h('div', { className: 'row2' }, input('firstName', 'First name', 'text', 'given-name'), input('lastName', 'Last name', 'text', 'family-name')),
      input('email', 'Work email', 'email', 'email'),
      input('company', 'Company name', 'text', 'organization'),
      select('companySize', 'Company size', SIZES),
      input('jobTitle', 'Job title', 'text', 'organization-title'),
      select('country', 'Country', COUNTRIES),
      input('phone', 'Phone (optional)', 'tel', 'tel'),
      h('fieldset', { className: 'field checks' },
        h('legend', null, 'What will you use Tasklane for?'),
        USE_CASES.map(function (u) {
          return h('label', { key: u[0] },
            h('input', { type: 'checkbox', name: 'useCases', value: u[0], checked: form.useCases.indexOf(u[0]) >= 0, onChange: toggleUse(u[0]) }), ' ', u[1]);
        })),
      h('div', { className: 'field checks' + (errors.termsAccepted ? ' invalid' : '') },
        h('label', null, h('input', { type: 'checkbox', id: 'termsAccepted', checked: form.termsAccepted, onChange: set('termsAccepted') }),
          ' I agree to the Tasklane Terms of Service and Privacy Policy'),
        errors.termsAccepted ? h('div', { className: 'error' }, errors.termsAccepted) : null,
        h('label', null, h('input', { type: 'checkbox', id: 'marketingOptIn', checked: form.marketingOptIn, onChange: set('marketingOptIn') }),
          ' Send me product news, tips and special offers')),
      errors.form ? h('p', { className: 'error', role: 'alert' }, errors.form) : null,
      h('button', { className: 'btn', type: 'submit', disabled: status === 'sending' }, status === 'sending' ? 'Creating workspace…' : 'Start free trial'));
  }
  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
