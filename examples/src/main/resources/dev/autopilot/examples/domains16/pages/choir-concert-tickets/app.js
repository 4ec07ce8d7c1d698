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
    var s = useState({ fullName: '', email: '', phone: '', performance: '', seats: '', wheelchair: false, access: '', terms: false, concertNews: true });
    var form = s[0], setForm = s[1];
    var e = useState({}); var errors = e[0], setErrors = e[1];
    var st = useState('idle'); var status = st[0], setStatus = st[1];
    var r = useState(''); var ref = r[0], setRef = r[1];

    function set(name) {
      return function (ev) {
        var t = ev.target;
        var v = t.type === 'checkbox' ? t.checked : t.value;
        setForm(function (f) { var n = Object.assign({}, f); n[name] = v; return n; });
      };
    }

    function validate() {
      var er = {};
      if (!form.fullName.trim()) er.fullName = 'Please enter your name.';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email)) er.email = 'Please enter a valid email address.';
      if (!form.performance) er.performance = 'Please choose a performance.';
      if (!form.seats) er.seats = 'How many seats do you need?';
      if (!form.terms) er.terms = 'Please accept the booking conditions.';
      return er;
    }

    function submit(ev) {
      ev.preventDefault();
      var er = validate();
      setErrors(er);
      if (Object.keys(er).length) return;
      setStatus('sending');
      fetch('api/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          attendee: { fullName: form.fullName.trim(), email: form.email.trim(), phone: form.phone.trim() },
          booking: { performance: form.performance, seats: Number(form.seats), wheelchairSpace: form.wheelchair, accessNotes: form.access },
          acceptedConditions: form.terms,
          concertNews: form.concertNews
        })
      }).then(function (res) { return res.json().then(function (j) { return { ok: res.ok, j: j }; }); })
        .then(function (x) {
          if (x.ok && x.j.ok) { setRef(x.j.reference); setStatus('done'); } else { setStatus('error'); }
        }).catch(function () { setStatus('error'); });
    }

    if (status === 'done') {
      return h('div', { className: 'done', role: 'status' },
        h('h2', null, 'Your seats are reserved'),
        h('p', null, 'We have emailed your tickets. Booking reference ' + ref + '.'));
    }

    function radio(value, label) {
      return h('div', { className: 'opt', key: value },
        h('input', { type: 'radio', id: 'perf-' + value, name: 'performance', value: value, checked: form.performance === value, onChange: set('performance') }),
        h('label', { htmlFor: 'perf-' + value }, label));
    }

    return h('form', { noValidate: true, onSubmit: submit },
      h(Field, { id: 'fullName', label: 'Name for the booking', error: errors.fullName },
        h('input', { id: 'fullName', type: 'text', value: form.fullName, onChange: set('fullName'), autoComplete: 'name' })),
      h(Field, { id: 'email', label: 'Email (your tickets are sent here)', error: errors.email },
        h('input', { id: 'email', type: 'email', value: form.email, onChange: set('email') })),
      h(Field, { id: 'phone', label: 'Phone (optional)' },
        h('input', { id: 'phone', type: 'tel', value: form.phone, onChange: set('phone') })),
      h('fieldset', null,
        h('legend', null, 'Which performance?'),
        radio('fri-1930', 'Friday 18 December, 7.30 pm'),
        radio('sat-1500', 'Saturday 19 December, 3 pm (family matinee)'),
        radio('sat-1930', 'Saturday 19 December, 7.30 pm'),
        errors.performance ? h('div', { className: 'err', role: 'alert' }, errors.performance) : null),
      h(Field, { id: 'seats', label: 'Number of seats', error: errors.seats },
        h('select', { id: 'seats', value: form.seats, onChange: set('seats') },
          h('option', { value: '' }, 'Choose…'),
          [1, 2, 3, 4, 5, 6].map(function (n) { return h('option', { key: n, value: String(n) }, String(n)); }))),
      h('div', { className: 'opt' },
        h('input', { id: 'wheelchair', type: 'checkbox', checked: form.wheelchair, onChange: set('wheelchair') }),
        h('label', { htmlFor: 'wheelchair' }, 'I need a wheelchair space')),
      h(Field, { id: 'access', label: 'Other access needs (optional)' },
        h('textarea', { id: 'access', rows: 2, value: form.access, onChange: set('access') })),
      h('div', { className: 'opt' },
        h('input', { id: 'terms', type: 'checkbox', checked: form.terms, onChange: set('terms') }),
        h('label', { htmlFor: 'terms' }, 'I accept the booking conditions (unclaimed seats are released 10 minutes before the start)')),
      errors.terms ? h('div', { className: 'err', role: 'alert' }, errors.terms) : null,
      h('div', { className: 'opt' },
        h('input', { id: 'concertNews', type: 'checkbox', checked: form.concertNews, onChange: set('concertNews') }),
        h('label', { htmlFor: 'concertNews' }, 'Email me about future concerts and choir events')),
      h('p', null, h('button', { type: 'submit', disabled: status === 'sending' }, status === 'sending' ? 'Reserving…' : 'Reserve my seats')),
      status === 'error' ? h('p', { className: 'err', role: 'alert' }, 'Something went wrong, please try again.') : null);
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
