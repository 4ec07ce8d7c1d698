(function () {
  var h = React.createElement;
  var useState = React.useState;

  var SERVICES = [
    { id: 'mot', title: 'MOT only', price: '£54.85' },
    { id: 'mot-interim', title: 'MOT + interim service', price: '£149' },
    { id: 'mot-full', title: 'MOT + full service', price: '£229' }
  ];
  var TIMES = ['08:00', '08:30', '09:00', '09:30', '10:00', '11:00', '13:00', '14:00', '15:00'];

  function label12(t) {
    var p = t.split(':');
    var hr = +p[0];
    return (hr > 12 ? hr - 12 : hr) + ':' + p[1] + (hr >= 12 ? 'pm' : 'am');
  }

  function Segmented(props) {
    return h('div', { className: 'segmented', role: 'radiogroup', 'aria-label': props.label },
      props.options.map(function (o) {
        var on = props.value === o.id;
        return h('button', {
          key: o.id, type: 'button', role: 'radio', 'aria-checked': on ? 'true' : 'false',
          className: 'seg' + (on ? ' active' : ''), onClick: function () { props.onChange(o.id); }
        }, h('span', { className: 'seg-title' }, o.title), h('span', { className: 'seg-price' }, o.price));
      }));
  }

  function App() {
    var s = useState({
      registration: '', service: 'mot', date: '', time: '', waiting: '', mileage: '',
      name: '', mobile: '', email: '', courtesyCar: false, textWhenReady: true, notes: ''
    });
    var form = s[0], setForm = s[1];
    var st = useState('idle'), status = st[0], setStatus = st[1];
    var er = useState(''), error = er[0], setError = er[1];
    var rf = useState(''), reference = rf[0], setReference = rf[1];

    function set(field) {
      return function (e) {
        var t = e.target;
        var v = t.type === 'checkbox' ? t.checked : t.value;
        setForm(function (f) { var n = Object.assign({}, f); n[field] = v; return n; });
      };
    }

    function submit(e) {
      e.preventDefault();
      var need = [];
      if (!form.registration.trim()) need.push('your registration');
      if (!form.date) need.push('a date');
      if (!form.time) need.push('a time');
      if (!form.waiting) need.push('whether you will wait');
      if (!form.name.trim()) need.push('your name');
      if (!form.mobile.trim()) need.push('your mobile number');
      if (need.length) { setError('Please add ' + need.join(', ') + '.'); return; }
      setError('');
      setStatus('sending');
      var payload = {
        vehicle: { registration: form.registration.trim(), mileage: form.mileage === '' ? null : Number(form.mileage) },
        service: form.service, date: form.date, time: form.time, waiting: form.waiting,
        courtesyCar: form.courtesyCar,
        customer: { name: form.name.trim(), mobile: form.mobile.trim(), email: form.email.trim() },
        textWhenReady: form.textWhenReady, notes: form.notes
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
        .then(function (r) { return r.json().then(function (b) { if (!r.ok) throw new Error(b.message || 'failed'); return b; }); })
        .then(function (b) { setReference(b.reference); setStatus('done'); })
        .catch(function () { setStatus('idle'); setError('Something went wrong, please call us on 0114 496 0188.'); });
    }

    if (status === 'done') {
      return h('main', { className: 'box' },
        h('h1', null, 'Booking confirmed'),
        h('p', { role: 'status' }, 'Thanks ' + form.name.split(' ')[0] + ', we\'ll see ' + form.registration.toUpperCase() + ' on ' + form.date + ' at ' + label12(form.time) + '. Reference ' + reference + '.'));
    }

    return h('main', { className: 'box' },
      h('h1', null, 'Book your MOT'),
      h('p', { className: 'lead' }, 'Pick a slot that suits you. We\'ll text you to confirm.'),
      h('form', { onSubmit: submit, noValidate: true },
        h('div', { className: 'plate-wrap' },
          h('input', { className: 'plate', placeholder: 'ENTER REG', value: form.registration, onChange: set('registration'), autoComplete: 'off' })),
        h('h2', null, 'What do you need?'),
        h(Segmented, { label: 'What do you need?', options: SERVICES, value: form.service, onChange: function (v) { setForm(Object.assign({}, form, { service: v })); } }),
        h('h2', null, 'When?'),
        h('div', { className: 'row' },
          h('label', null, 'Date', h('input', { type: 'date', value: form.date, onChange: set('date'), min: '2026-11-30' })),
          h('label', null, 'Time',
            h('select', { value: form.time, onChange: set('time') },
              h('option', { value: '' }, 'Choose a time'),
              TIMES.map(function (t) { return h('option', { key: t, value: t }, label12(t)); })))),
        h('div', { className: 'choice', role: 'radiogroup', 'aria-label': 'Will you wait?' },
          h('label', null, h('input', { type: 'radio', name: 'waiting', value: 'wait', checked: form.waiting === 'wait', onChange: set('waiting') }), ' I\'ll wait in reception (about 1 hour)'),
          h('label', null, h('input', { type: 'radio', name: 'waiting', value: 'drop-off', checked: form.waiting === 'drop-off', onChange: set('waiting') }), ' I\'ll drop the car off and collect it later')),
        h('label', { className: 'inline' }, h('input', { type: 'checkbox', checked: form.courtesyCar, onChange: set('courtesyCar') }), ' I need a courtesy car (£15, subject to availability)'),
        h('input', { type: 'number', min: 0, step: 1, placeholder: 'Approx. mileage', value: form.mileage, onChange: set('mileage') }),
        h('h2', null, 'Your details'),
        h('input', { type: 'text', placeholder: 'Full name', value: form.name, onChange: set('name'), autoComplete: 'name' }),
        h('input', { type: 'tel', placeholder: 'Mobile number', value: form.mobile, onChange: set('mobile'), autoComplete: 'tel' }),
        h('input', { type: 'email', placeholder: 'Email address', value: form.email, onChange: set('email'), autoComplete: 'email' }),
        h('textarea', { placeholder: 'Anything we should know? (warning lights, noises…)', rows: 3, value: form.notes, onChange: set('notes') }),
        h('label', { className: 'inline' }, h('input', { type: 'checkbox', checked: form.textWhenReady, onChange: set('textWhenReady') }), ' Text me when my car is ready'),
        error ? h('p', { className: 'error', role: 'alert' }, error) : null,
        h('button', { type: 'submit', className: 'cta', disabled: status === 'sending' }, status === 'sending' ? 'Booking…' : 'Confirm booking')));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
