(function () {
  var h = React.createElement;

  function Field(props) {
    return h('div', { className: 'ms-field' + (props.error ? ' invalid' : '') },
      props.label ? h('label', { htmlFor: props.id }, props.label, props.required ? ' *' : '') : null,
      props.children,
      props.error ? h('div', { className: 'ms-error', id: props.id + '-error' }, props.error) : null);
  }

  function Switch(props) {
    return h('div', { className: 'ms-toggle' },
      h('button', {
        type: 'button', role: 'switch', id: props.id, 'aria-checked': props.on ? 'true' : 'false', 'aria-labelledby': props.id + '-label',
        onClick: function () { props.onChange(!props.on); }
      }),
      h('span', { id: props.id + '-label' }, props.label),
      props.error ? h('span', { className: 'ms-error' }, props.error) : null);
  }

  function AccessRequest() {
    var s = React.useState({
      employeeId: '', fullName: '', email: '', department: '', managerEmail: '', system: '', role: '',
      from: '', until: '', justification: '', trainingDone: false, aupAccepted: false
    });
    var v = s[0], setV = s[1];
    var e = React.useState({}), errors = e[0], setErrors = e[1];
    var b = React.useState(false), busy = b[0], setBusy = b[1];
    var t = React.useState(''), ticket = t[0], setTicket = t[1];

    function set(key, value) { setV(function (old) { var n = Object.assign({}, old); n[key] = value; return n; }); }
    function bind(key) { return { value: v[key], onChange: function (ev) { set(key, ev.target.value); } }; }

    function validate() {
      var x = {};
      if (!/^E-\d{5}$/.test(v.employeeId.trim())) x.employeeId = 'Use the format E-12345 (see your badge).';
      if (!v.fullName.trim()) x.fullName = 'Required.';
      if (!/@corp\.example$/i.test(v.email.trim())) x.email = 'Use your @corp.example work address.';
      if (!v.department) x.department = 'Required.';
      if (!/@corp\.example$/i.test(v.managerEmail.trim())) x.managerEmail = 'Your manager approves the request: enter their @corp.example address.';
      if (!v.system) x.system = 'Required.';
      if (!v.role) x.role = 'Choose an access level.';
      if (!v.from) x.from = 'Required.';
      if (v.until && v.until < v.from) x.until = 'The end date is before the start date.';
      if (v.justification.trim().length < 20) x.justification = 'Explain in at least 20 characters why you need this access.';
      if (!v.trainingDone) x.trainingDone = 'Complete the security awareness training first.';
      if (!v.aupAccepted) x.aupAccepted = 'You must accept the acceptable use policy.';
      setErrors(x);
      return Object.keys(x).length === 0;
    }

    function submit(ev) {
      ev.preventDefault();
      if (busy || !validate()) return;
      setBusy(true);
      var payload = {
        requester: { employeeId: v.employeeId.trim(), fullName: v.fullName.trim(), email: v.email.trim(), department: v.department },
        approverEmail: v.managerEmail.trim(),
        access: { system: v.system, role: v.role, from: v.from, until: v.until || null },
        justification: v.justification.trim(),
        attestations: { securityTraining: v.trainingDone, acceptableUse: v.aupAccepted }
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' }, body: JSON.stringify(payload) })
        .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
        .then(function (j) { setTicket(j.reference); })
        .catch(function () { setBusy(false); setErrors({ justification: 'The request could not be sent. Try again.' }); });
    }

    if (ticket) {
      return h('div', { className: 'ms-success', role: 'status' },
        h('h2', null, 'Request submitted'),
        h('p', null, 'Ticket ' + ticket + ' was created and sent to your manager for approval. You will get an email when access is granted.'));
    }

    var roles = [['read', 'Read only'], ['standard', 'Standard user'], ['admin', 'Administrator']];
    return h('form', { onSubmit: submit, noValidate: true },
      h('h1', null, 'Request access to a system'),
      h('div', { className: 'card' },
        h(Field, { id: 'emp', label: 'Employee ID', required: true, error: errors.employeeId }, h('input', Object.assign({ id: 'emp', placeholder: 'E-12345' }, bind('employeeId')))),
        h(Field, { id: 'fullname', label: 'Full name', required: true, error: errors.fullName }, h('input', Object.assign({ id: 'fullname', autoComplete: 'name' }, bind('fullName')))),
        h(Field, { id: 'workmail', label: 'Work email', required: true, error: errors.email }, h('input', Object.assign({ id: 'workmail', type: 'email', autoComplete: 'email' }, bind('email')))),
        h(Field, { id: 'dept', label: 'Department', required: true, error: errors.department },
          h('select', Object.assign({ id: 'dept' }, bind('department')),
            h('option', { value: '' }, 'Select department'),
            ['Engineering', 'Finance', 'Human Resources', 'Marketing', 'Operations', 'Sales'].map(function (d) { return h('option', { key: d, value: d.toLowerCase().replace(' ', '-') }, d); }))),
        h(Field, { id: 'mgr', error: errors.managerEmail }, h('input', Object.assign({ id: 'mgr', type: 'email', placeholder: "Manager's email (approver)", 'aria-label': "Manager's email" }, bind('managerEmail'))))),
      h('div', { className: 'card' },
        h(Field, { id: 'system', label: 'System or application', required: true, error: errors.system },
          h('select', Object.assign({ id: 'system' }, bind('system')),
            h('option', { value: '' }, 'Select a system'),
            h('option', { value: 'sfdc' }, 'Salesforce CRM'), h('option', { value: 'jira' }, 'Jira Software'),
            h('option', { value: 'aws' }, 'AWS Console'), h('option', { value: 'vpn' }, 'Remote access VPN'),
            h('option', { value: 'payroll' }, 'Payroll (Workday)'))),
        h('div', { className: 'ms-field' + (errors.role ? ' invalid' : '') },
          h('span', { className: 'ms-label', id: 'role-label' }, 'Access level *'),
          h('div', { className: 'ms-choice', role: 'radiogroup', 'aria-labelledby': 'role-label' },
            roles.map(function (r) {
              return h('label', { key: r[0] }, h('input', { type: 'radio', name: 'role', value: r[0], checked: v.role === r[0], onChange: function () { set('role', r[0]); } }), ' ' + r[1]);
            })),
          errors.role ? h('div', { className: 'ms-error' }, errors.role) : null),
        h(Field, { id: 'from', label: 'Access needed from', required: true, error: errors.from }, h('input', Object.assign({ id: 'from', type: 'date' }, bind('from')))),
        h(Field, { id: 'until', label: 'Access needed until (leave empty if permanent)', error: errors.until }, h('input', Object.assign({ id: 'until', type: 'date' }, bind('until')))),
        h(Field, { id: 'why', label: 'Business justification', required: true, error: errors.justification }, h('textarea', Object.assign({ id: 'why', rows: 4 }, bind('justification'))))),
      h('div', { className: 'card' },
        h(Switch, { id: 'training', label: 'I have completed this year\u2019s security awareness training', on: v.trainingDone, onChange: function (x) { set('trainingDone', x); }, error: errors.trainingDone }),
        h('div', { className: 'ms-field' + (errors.aupAccepted ? ' invalid' : '') },
          h('label', { style: { fontWeight: 'normal' } }, h('input', { type: 'checkbox', checked: v.aupAccepted, onChange: function (ev) { set('aupAccepted', ev.target.checked); } }), ' I accept the acceptable use policy for company systems'),
          errors.aupAccepted ? h('div', { className: 'ms-error' }, errors.aupAccepted) : null)),
      h('button', { type: 'submit', className: 'ms-primary', disabled: busy }, busy ? 'Submitting…' : 'Submit request'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(AccessRequest));
})();
