(function () {
  var h = React.createElement, useState = React.useState;
  var EQUIPMENT = [
    ['', 'Select equipment'],
    ['gps-rtk', 'RTK GPS receiver (Trimble R10)'],
    ['thermal-camera', 'Thermal imaging camera (FLIR E8)'],
    ['xrf', 'Handheld XRF analyser'],
    ['data-logger', 'Water level data logger (pack of 4)'],
    ['drone', 'Survey drone (DJI Mavic 3E)']
  ];
  var DEPTS = [['', 'Select department'], ['earth', 'Earth Sciences'], ['geog', 'Geography'], ['civil', 'Civil Engineering'], ['arch', 'Archaeology']];

  function Field(props) {
    return h('div', { className: 'field' }, h('label', { htmlFor: props.id }, props.label), props.children,
      props.error ? h('div', { className: 'err' }, props.error) : null);
  }

  function App() {
    var s = useState({ name: '', userId: '', dept: '', email: '', item: '', qty: '1', from: '', until: '', purpose: '', supervisor: '', trained: '', rules: false });
    var form = s[0], setForm = s[1];
    var e = useState({}), errors = e[0], setErrors = e[1];
    var d = useState(null), done = d[0], setDone = d[1];
    var b = useState(false), busy = b[0], setBusy = b[1];
    function set(k) { return function (ev) { var v = ev.target.type === 'checkbox' ? ev.target.checked : ev.target.value; setForm(function (f) { var n = Object.assign({}, f); n[k] = v; return n; }); }; }
    function submit(ev) {
      ev.preventDefault();
      if (busy) return;
      var errs = {};
      ['name', 'userId', 'dept', 'email', 'item', 'from', 'until', 'purpose', 'trained'].forEach(function (k) { if (!String(form[k]).trim()) errs[k] = 'Required'; });
      if (form.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email)) errs.email = 'Enter a valid email address';
      if (form.from && form.until && form.until < form.from) errs.until = 'Return date must be after the collection date';
      if (!form.rules) errs.rules = 'You must accept the loan rules';
      setErrors(errs);
      if (Object.keys(errs).length) return;
      setBusy(true);
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ loan: form }) })
        .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
        .then(function (j) { setDone(j.reference); })
        .catch(function () { setBusy(false); });
    }
    if (done) {
      return h('div', { className: 'ok', role: 'status' }, h('h2', null, 'Loan booked'),
        h('p', null, 'Your equipment loan request ' + done + ' is confirmed. Collect it from the stores, room G.14, on the first day.'));
    }
    function opts(list) { return list.map(function (o) { return h('option', { key: o[0], value: o[0] }, o[1]); }); }
    return h('form', { onSubmit: submit, noValidate: true },
      h('h1', null, 'Borrow field equipment'),
      h('p', null, 'For staff and research students of the School of Earth Sciences and partner departments.'),
      h(Field, { id: 'name', label: 'Full name', error: errors.name }, h('input', { id: 'name', value: form.name, onChange: set('name') })),
      h(Field, { id: 'userId', label: 'University ID number', error: errors.userId }, h('input', { id: 'userId', value: form.userId, onChange: set('userId') })),
      h(Field, { id: 'dept', label: 'Department', error: errors.dept }, h('select', { id: 'dept', value: form.dept, onChange: set('dept') }, opts(DEPTS))),
      h(Field, { id: 'email', label: 'University email', error: errors.email }, h('input', { id: 'email', type: 'email', value: form.email, onChange: set('email') })),
      h(Field, { id: 'item', label: 'Equipment', error: errors.item }, h('select', { id: 'item', value: form.item, onChange: set('item') }, opts(EQUIPMENT))),
      h(Field, { id: 'qty', label: 'Quantity' }, h('input', { id: 'qty', type: 'number', min: 1, max: 4, value: form.qty, onChange: set('qty') })),
      h(Field, { id: 'from', label: 'Collection date', error: errors.from }, h('input', { id: 'from', type: 'date', value: form.from, onChange: set('from') })),
      h(Field, { id: 'until', label: 'Return date', error: errors.until }, h('input', { id: 'until', type: 'date', value: form.until, onChange: set('until') })),
      h(Field, { id: 'purpose', label: 'Project and fieldwork site', error: errors.purpose }, h('textarea', { id: 'purpose', rows: 3, value: form.purpose, onChange: set('purpose') })),
      h(Field, { id: 'supervisor', label: 'Supervisor or PI (students only)' }, h('input', { id: 'supervisor', value: form.supervisor, onChange: set('supervisor') })),
      h('fieldset', { className: 'field inline' }, h('legend', null, 'Have you been trained to use this equipment?'),
        h('input', { type: 'radio', id: 'tr-yes', name: 'trained', value: 'yes', checked: form.trained === 'yes', onChange: set('trained') }), h('label', { htmlFor: 'tr-yes' }, 'Yes'),
        h('input', { type: 'radio', id: 'tr-no', name: 'trained', value: 'no', checked: form.trained === 'no', onChange: set('trained') }), h('label', { htmlFor: 'tr-no' }, 'No, please book me a session'),
        errors.trained ? h('div', { className: 'err' }, errors.trained) : null),
      h('div', { className: 'field inline' },
        h('input', { type: 'checkbox', id: 'rules', checked: form.rules, onChange: set('rules') }),
        h('label', { htmlFor: 'rules' }, 'I have read and accept the equipment loan rules'),
        errors.rules ? h('div', { className: 'err' }, errors.rules) : null),
      h('button', { type: 'submit', disabled: busy }, busy ? 'Sending…' : 'Request loan'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
