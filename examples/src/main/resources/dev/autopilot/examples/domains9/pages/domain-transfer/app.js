(function () {
  var h = React.createElement;
  var useState = React.useState;

  function Field(props) {
    return h('div', { className: 'field' },
      h('label', { htmlFor: props.id }, props.label),
      props.children,
      props.error ? h('div', { className: 'err', role: 'alert' }, props.error) : null);
  }

  function App() {
    var init = { domain: '', authCode: '', registrar: '', ownerName: '', ownerEmail: '', ownerPhone: '', nameservers: 'keep', notes: '',
      owner: false, partners: true };
    var s = useState(init), form = s[0], setForm = s[1];
    var e = useState({}), errors = e[0], setErrors = e[1];
    var d = useState(null), done = d[0], setDone = d[1];
    var b = useState(false), busy = b[0], setBusy = b[1];

    function set(k) {
      return function (ev) {
        var v = ev.target.type === 'checkbox' ? ev.target.checked : ev.target.value;
        setForm(function (f) { var n = Object.assign({}, f); n[k] = v; return n; });
      };
    }
    function validate() {
      var er = {};
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(form.domain.trim())) er.domain = 'Enter a domain such as example.com';
      if (form.authCode.trim().length < 6) er.authCode = 'The EPP/auth code is at least 6 characters';
      if (!form.registrar) er.registrar = 'Choose the current registrar';
      if (!form.ownerName.trim()) er.ownerName = 'Required';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.ownerEmail.trim())) er.ownerEmail = 'Enter a valid email';
      if (!form.owner) er.owner = 'You must be the registrant or authorised by them';
      return er;
    }
    function submit(ev) {
      ev.preventDefault();
      var er = validate();
      setErrors(er);
      if (Object.keys(er).length) return;
      setBusy(true);
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ transfer: { domain: form.domain.trim().toLowerCase(), authCode: form.authCode.trim(), losingRegistrar: form.registrar,
          nameservers: form.nameservers }, registrant: { name: form.ownerName, email: form.ownerEmail, phone: form.ownerPhone },
          notes: form.notes, authorised: form.owner, partnerOffers: form.partners }) })
        .then(function (r) { return r.json(); })
        .then(function (j) { setDone(j.reference); })
        .finally(function () { setBusy(false); });
    }
    if (done) {
      return h('div', { className: 'done', role: 'status' },
        h('h2', null, 'Transfer request received'),
        h('p', null, 'Reference ' + done + '. We will email the registrant to approve the transfer of ' + form.domain.trim().toLowerCase() + '.'));
    }
    return h('form', { onSubmit: submit, noValidate: true },
      h('h1', null, 'Transfer your domain in'),
      h('p', null, 'Transfers of existing domains keep their expiry date; there is nothing to pay on this form.'),
      h(Field, { id: 'dn', label: 'Domain name', error: errors.domain },
        h('input', { id: 'dn', value: form.domain, onChange: set('domain'), placeholder: 'example.com', autoComplete: 'off' })),
      h(Field, { id: 'ac', label: 'Authorisation (EPP) code', error: errors.authCode },
        h('input', { id: 'ac', value: form.authCode, onChange: set('authCode'), autoComplete: 'off' })),
      h(Field, { id: 'reg', label: 'Current registrar', error: errors.registrar },
        h('select', { id: 'reg', value: form.registrar, onChange: set('registrar') },
          h('option', { value: '' }, 'Select…'),
          h('option', { value: 'namecheap' }, 'Namecheap'),
          h('option', { value: 'godaddy' }, 'GoDaddy'),
          h('option', { value: 'gandi' }, 'Gandi'),
          h('option', { value: 'ovh' }, 'OVHcloud'),
          h('option', { value: 'ionos' }, 'IONOS'),
          h('option', { value: 'other' }, 'Other'))),
      h(Field, { id: 'on', label: 'Registrant name', error: errors.ownerName },
        h('input', { id: 'on', value: form.ownerName, onChange: set('ownerName'), autoComplete: 'name' })),
      h(Field, { id: 'oe', label: 'Registrant email', error: errors.ownerEmail },
        h('input', { id: 'oe', type: 'email', value: form.ownerEmail, onChange: set('ownerEmail'), autoComplete: 'email' })),
      h(Field, { id: 'op', label: 'Phone (optional)' },
        h('input', { id: 'op', type: 'tel', value: form.ownerPhone, onChange: set('ownerPhone'), autoComplete: 'tel' })),
      h(Field, { id: 'ns', label: 'DNS after the transfer' },
        h('select', { id: 'ns', value: form.nameservers, onChange: set('nameservers') },
          h('option', { value: 'keep' }, 'Keep my current nameservers'),
          h('option', { value: 'lantern' }, 'Switch to Lanternhost DNS'))),
      h(Field, { id: 'nt', label: 'Anything our support team should know?' },
        h('textarea', { id: 'nt', rows: 3, value: form.notes, onChange: set('notes') })),
      h('div', { className: 'check' },
        h('input', { type: 'checkbox', id: 'own', checked: form.owner, onChange: set('owner') }),
        h('label', { htmlFor: 'own' }, 'I am the registrant of this domain or authorised to transfer it')),
      errors.owner ? h('div', { className: 'err', role: 'alert' }, errors.owner) : null,
      h('div', { className: 'check' },
        h('input', { type: 'checkbox', id: 'po', checked: form.partners, onChange: set('partners') }),
        h('label', { htmlFor: 'po' }, 'Send me offers from Lanternhost partners (hosting, SSL, email)')),
      h('button', { type: 'submit', disabled: busy }, busy ? 'Sending…' : 'Start transfer'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
