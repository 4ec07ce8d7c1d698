(function () {
  'use strict';
  var h = React.createElement;
  var useState = React.useState;
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

  function pad(n) { return String(n).padStart(2, '0'); }

  function isoFrom(d) {
    var day = parseInt(d.day, 10), month = parseInt(d.month, 10), year = parseInt(d.year, 10);
    if (!day || !month || !year || String(d.year).trim().length !== 4) return null;
    var dt = new Date(Date.UTC(year, month - 1, day));
    if (dt.getUTCFullYear() !== year || dt.getUTCMonth() !== month - 1 || dt.getUTCDate() !== day) return null;
    return year + '-' + pad(month) + '-' + pad(day);
  }

  function ageOn(iso, onIso) {
    var a = iso.split('-').map(Number), b = onIso.split('-').map(Number);
    var age = b[0] - a[0];
    if (b[1] < a[1] || (b[1] === a[1] && b[2] < a[2])) age--;
    return age;
  }

  function Field(props) {
    return h('div', { className: 'row' },
      h('label', { htmlFor: props.id }, props.label, props.hint ? h('span', { className: 'hint' }, props.hint) : null),
      props.children,
      props.error ? h('div', { className: 'err', id: props.id + '-err' }, props.error) : null);
  }

  function DateParts(props) {
    var id = props.id, v = props.value;
    function set(part) { return function (e) { var n = Object.assign({}, v); n[part] = e.target.value; props.onChange(n); }; }
    return h('div', { className: 'row', role: 'group', 'aria-labelledby': id + '-lbl' },
      h('span', { className: 'lbl', id: id + '-lbl' }, props.label),
      h('span', { className: 'hint' }, 'For example, 27 March 1990'),
      h('div', { className: 'dob' },
        h('div', null, h('label', { htmlFor: id + '-day' }, 'Day'),
          h('input', { type: 'text', id: id + '-day', inputMode: 'numeric', maxLength: 2, value: v.day, onChange: set('day') })),
        h('div', null, h('label', { htmlFor: id + '-month' }, 'Month'),
          h('select', { id: id + '-month', value: v.month, onChange: set('month') },
            h('option', { value: '' }, 'Month'),
            MONTHS.map(function (m, i) { return h('option', { key: m, value: String(i + 1) }, m); }))),
        h('div', null, h('label', { htmlFor: id + '-year' }, 'Year'),
          h('input', { type: 'text', id: id + '-year', inputMode: 'numeric', maxLength: 4, value: v.year, onChange: set('year') }))),
      props.error ? h('div', { className: 'err' }, props.error) : null);
  }

  function Radios(props) {
    return h('div', { className: 'row', role: 'radiogroup', 'aria-labelledby': props.name + '-lbl' },
      h('span', { className: 'lbl', id: props.name + '-lbl' }, props.label),
      h('div', { className: 'choices' }, props.options.map(function (o) {
        return h('label', { key: o[0] },
          h('input', { type: 'radio', name: props.name, value: o[0], checked: props.value === o[0], onChange: function () { props.onChange(o[0]); } }),
          ' ', o[1]);
      })),
      props.error ? h('div', { className: 'err' }, props.error) : null);
  }

  function App() {
    var emptyDate = { day: '', month: '', year: '' };
    var _s = useState({
      policyNumber: '',
      ph: { firstName: '', lastName: '', dob: emptyDate },
      dr: { firstName: '', lastName: '', dob: emptyDate, relationship: '', licenceType: '', yearsHeld: '', licenceNumber: '', occupation: '', claims: '' },
      startDate: '', duration: 'permanent', endDate: '', mainDriver: '', declaration: false, marketing: false
    });
    var s = _s[0], setS = _s[1];
    var _e = useState({}); var errors = _e[0], setErrors = _e[1];
    var _st = useState('form'); var stage = _st[0], setStage = _st[1];
    var _r = useState(''); var ref = _r[0], setRef = _r[1];
    var _f = useState(''); var failure = _f[0], setFailure = _f[1];

    function upd(path, value) {
      setS(function (prev) {
        var next = Object.assign({}, prev);
        if (path.length === 1) next[path[0]] = value;
        else { next[path[0]] = Object.assign({}, prev[path[0]]); next[path[0]][path[1]] = value; }
        return next;
      });
    }
    function text(path) { return function (e) { upd(path, e.target.value); }; }

    function validate() {
      var e = {};
      if (!/^HMI-\d{7}$/.test(s.policyNumber.trim().toUpperCase())) e.policyNumber = 'Enter your policy number, like HMI-1234567';
      if (!s.ph.firstName.trim()) e.phFirst = 'Enter your first name';
      if (!s.ph.lastName.trim()) e.phLast = 'Enter your last name';
      if (!isoFrom(s.ph.dob)) e.phDob = 'Enter your date of birth as a real date';
      if (!s.dr.firstName.trim()) e.drFirst = "Enter the driver's first name";
      if (!s.dr.lastName.trim()) e.drLast = "Enter the driver's last name";
      var drDob = isoFrom(s.dr.dob);
      if (!drDob) e.drDob = "Enter the driver's date of birth as a real date";
      if (!s.dr.relationship) e.relationship = 'Select how the driver is related to you';
      if (!s.dr.licenceType) e.licenceType = 'Select the type of licence';
      if (!s.dr.yearsHeld) e.yearsHeld = 'Select how long they have held the licence';
      if (!s.dr.licenceNumber.trim()) e.licenceNumber = 'Enter the licence number';
      else if (s.dr.licenceType.indexOf('uk') === 0 && !/^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}$/.test(s.dr.licenceNumber.replace(/\s/g, '').toUpperCase())) e.licenceNumber = 'A UK licence number has 16 characters, like MORGA753116SM9IJ';
      if (!s.dr.occupation.trim()) e.occupation = 'Enter their job, or "unemployed" or "retired"';
      if (!s.dr.claims) e.claims = 'Tell us about any convictions or claims';
      if (!s.startDate) e.startDate = 'Enter the date the cover should start';
      if (s.duration === 'until' && (!s.endDate || s.endDate <= s.startDate)) e.endDate = 'Enter an end date after the start date';
      if (drDob && s.startDate && ageOn(drDob, s.startDate) < 17) e.drDob = 'The driver must be at least 17 on the start date';
      if (!s.mainDriver) e.mainDriver = 'Select who will be the main driver';
      if (!s.declaration) e.declaration = 'You must confirm the declaration';
      return e;
    }

    function submit(ev) {
      ev.preventDefault();
      setFailure('');
      var e = validate();
      setErrors(e);
      if (Object.keys(e).length) return;
      setStage('sending');
      var body = {
        policyNumber: s.policyNumber.trim().toUpperCase(),
        policyholder: { firstName: s.ph.firstName.trim(), lastName: s.ph.lastName.trim(), dateOfBirth: isoFrom(s.ph.dob) },
        driver: {
          firstName: s.dr.firstName.trim(), lastName: s.dr.lastName.trim(), dateOfBirth: isoFrom(s.dr.dob),
          relationship: s.dr.relationship, licenceType: s.dr.licenceType, yearsHeld: s.dr.yearsHeld,
          licenceNumber: s.dr.licenceNumber.trim(), occupation: s.dr.occupation.trim(), claimsOrConvictions: s.dr.claims
        },
        cover: { startDate: s.startDate, duration: s.duration, endDate: s.duration === 'until' ? s.endDate : null },
        mainDriver: s.mainDriver,
        declaration: s.declaration,
        marketing: s.marketing
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, j: j }; }); })
        .then(function (x) {
          if (x.ok && x.j.ok) { setRef(x.j.reference); setStage('done'); }
          else { setFailure(x.j.error || 'Something went wrong. Please try again.'); setStage('form'); }
        })
        .catch(function () { setFailure('We could not reach our server. Please try again.'); setStage('form'); });
    }

    if (stage === 'done') {
      return h('div', { className: 'done', role: 'status' },
        h('h2', null, 'Driver added'),
        h('p', null, s.dr.firstName + ' will be covered from ' + s.startDate + '. Your change reference is ' + ref + '.'),
        h('p', null, "We'll email your updated certificate within the hour."));
    }

    var errList = Object.keys(errors);
    var relOptions = [['', 'Please select'], ['spouse', 'Husband, wife or civil partner'], ['partner', 'Partner (not married)'], ['child', 'Son or daughter'],
      ['parent', 'Parent'], ['sibling', 'Brother or sister'], ['friend', 'Friend'], ['employee', 'Employee'], ['other', 'Other']];
    var yearsOptions = [['', 'Please select'], ['0', 'Less than 1 year'], ['1', '1 year'], ['2', '2 years'], ['3', '3 years'], ['4', '4 years'], ['5', '5 years or more']];

    return h('form', { noValidate: true, onSubmit: submit },
      errList.length ? h('div', { className: 'summary', role: 'alert' }, h('strong', null, 'There is a problem'),
        h('ul', null, errList.map(function (k) { return h('li', { key: k }, errors[k]); }))) : null,
      failure ? h('div', { className: 'summary', role: 'alert' }, failure) : null,
      h('section', { className: 'card' },
        h(Field, { id: 'policy', label: 'Policy number', hint: 'It starts HMI- and is on your certificate, for example HMI-1234567', error: errors.policyNumber },
          h('input', { type: 'text', id: 'policy', value: s.policyNumber, onChange: text(['policyNumber']), autoComplete: 'off' }))),
      h('section', { className: 'card', role: 'group', 'aria-labelledby': 'ph-h' },
        h('h2', { id: 'ph-h' }, 'You, the policyholder'),
        h('p', { className: 'sub' }, 'So we know it is you making this change.'),
        h('div', { className: 'two' },
          h(Field, { id: 'ph-first', label: 'First name', error: errors.phFirst },
            h('input', { type: 'text', id: 'ph-first', value: s.ph.firstName, onChange: text(['ph', 'firstName']), autoComplete: 'given-name' })),
          h(Field, { id: 'ph-last', label: 'Last name', error: errors.phLast },
            h('input', { type: 'text', id: 'ph-last', value: s.ph.lastName, onChange: text(['ph', 'lastName']), autoComplete: 'family-name' }))),
        h(DateParts, { id: 'ph-dob', label: 'Date of birth', value: s.ph.dob, onChange: function (v) { upd(['ph', 'dob'], v); }, error: errors.phDob })),
      h('section', { className: 'card', role: 'group', 'aria-labelledby': 'dr-h' },
        h('h2', { id: 'dr-h' }, "The driver you're adding"),
        h('p', { className: 'sub' }, 'They must live in the UK and be at least 17.'),
        h('div', { className: 'two' },
          h(Field, { id: 'dr-first', label: 'First name', error: errors.drFirst },
            h('input', { type: 'text', id: 'dr-first', value: s.dr.firstName, onChange: text(['dr', 'firstName']) })),
          h(Field, { id: 'dr-last', label: 'Last name', error: errors.drLast },
            h('input', { type: 'text', id: 'dr-last', value: s.dr.lastName, onChange: text(['dr', 'lastName']) }))),
        h(DateParts, { id: 'dr-dob', label: 'Date of birth', value: s.dr.dob, onChange: function (v) { upd(['dr', 'dob'], v); }, error: errors.drDob }),
        h(Field, { id: 'dr-rel', label: 'Relationship to you', error: errors.relationship },
          h('select', { id: 'dr-rel', value: s.dr.relationship, onChange: text(['dr', 'relationship']) },
            relOptions.map(function (o) { return h('option', { key: o[0], value: o[0] }, o[1]); }))),
        h(Radios, { name: 'licenceType', label: 'Type of driving licence', value: s.dr.licenceType, error: errors.licenceType,
          onChange: function (v) { upd(['dr', 'licenceType'], v); },
          options: [['uk-full', 'Full UK'], ['uk-provisional', 'Provisional UK'], ['eu', 'EU / EEA'], ['international', 'Other international']] }),
        h(Field, { id: 'dr-years', label: 'How long have they held this licence?', error: errors.yearsHeld },
          h('select', { id: 'dr-years', value: s.dr.yearsHeld, onChange: text(['dr', 'yearsHeld']) },
            yearsOptions.map(function (o) { return h('option', { key: o[0], value: o[0] }, o[1]); }))),
        h(Field, { id: 'dr-licno', label: 'Licence number', hint: 'As printed on the photocard (section 5)', error: errors.licenceNumber },
          h('input', { type: 'text', id: 'dr-licno', value: s.dr.licenceNumber, onChange: text(['dr', 'licenceNumber']), autoComplete: 'off' })),
        h(Field, { id: 'dr-occ', label: 'Occupation', error: errors.occupation },
          h('input', { type: 'text', id: 'dr-occ', value: s.dr.occupation, onChange: text(['dr', 'occupation']) })),
        h(Radios, { name: 'claims', label: 'Any motoring convictions, accidents or claims in the last 5 years?', value: s.dr.claims, error: errors.claims,
          onChange: function (v) { upd(['dr', 'claims'], v); }, options: [['yes', 'Yes'], ['no', 'No']] })),
      h('section', { className: 'card' },
        h('h2', null, 'Cover'),
        h(Field, { id: 'start', label: 'Cover the new driver from', error: errors.startDate },
          h('input', { type: 'date', id: 'start', value: s.startDate, onChange: text(['startDate']) })),
        h(Radios, { name: 'duration', label: 'How long for?', value: s.duration, onChange: function (v) { upd(['duration'], v); },
          options: [['permanent', 'Permanently, until I remove them'], ['until', 'Until a set date']] }),
        s.duration === 'until' ? h(Field, { id: 'end', label: 'End date', error: errors.endDate },
          h('input', { type: 'date', id: 'end', value: s.endDate, onChange: text(['endDate']) })) : null,
        h(Radios, { name: 'mainDriver', label: 'Who will be the main driver of the car?', value: s.mainDriver, error: errors.mainDriver,
          onChange: function (v) { upd(['mainDriver'], v); }, options: [['policyholder', 'Me, the policyholder'], ['new-driver', 'The driver I am adding']] })),
      h('section', { className: 'card' },
        h('h2', null, 'Declaration'),
        h('div', { className: 'row check' }, h('label', null,
          h('input', { type: 'checkbox', checked: s.declaration, onChange: function (e) { upd(['declaration'], e.target.checked); } }),
          ' I confirm the details above are correct and the driver has agreed to us using their information for this policy')),
        errors.declaration ? h('div', { className: 'err' }, errors.declaration) : null,
        h('div', { className: 'row check' }, h('label', null,
          h('input', { type: 'checkbox', checked: s.marketing, onChange: function (e) { upd(['marketing'], e.target.checked); } }),
          ' Tell me about other Harbourside products and offers'))),
      h('button', { type: 'submit', className: 'primary', disabled: stage === 'sending' }, stage === 'sending' ? 'Saving…' : 'Add driver'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
