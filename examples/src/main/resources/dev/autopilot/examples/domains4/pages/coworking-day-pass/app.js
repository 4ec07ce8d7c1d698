(function () {
  const h = React.createElement;
  const {useState} = React;

  function Field({id, label, error, children}) {
    return h('div', {className: 'field'},
      h('label', {htmlFor: id}, label), children,
      error ? h('span', {className: 'error', id: id + '-err'}, error) : null);
  }

  function App() {
    const [v, setV] = useState({name: '', email: '', company: '', space: '', date: '', arrival: '', desk: '', guests: '0', rules: false, news: false});
    const [errors, setErrors] = useState({});
    const [sent, setSent] = useState(null);
    const [busy, setBusy] = useState(false);
    const set = (k) => (e) => setV({...v, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value});

    function validate() {
      const e = {};
      if (!v.name.trim()) e.name = 'Tell us your name';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.email)) e.email = 'Enter a valid email';
      if (!v.space) e.space = 'Pick a location';
      if (!v.date) e.date = 'Pick a date';
      else if (new Date(v.date).getDay() % 6 === 0) e.date = 'Day passes are for weekdays only';
      if (!v.arrival) e.arrival = 'Pick an arrival time';
      if (!v.desk) e.desk = 'Choose where you want to sit';
      if (!v.rules) e.rules = 'Please accept the house rules';
      return e;
    }

    async function submit(ev) {
      ev.preventDefault();
      const e = validate();
      setErrors(e);
      if (Object.keys(e).length) return;
      setBusy(true);
      const r = await fetch('api/submit', {method: 'POST', headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({member: {name: v.name, email: v.email, company: v.company},
          visit: {location: v.space, date: v.date, arrival: v.arrival, desk: v.desk, guests: Number(v.guests)},
          acceptedRules: v.rules, newsletter: v.news})});
      setBusy(false);
      if (r.ok) setSent((await r.json()).reference);
    }

    if (sent) {
      return h('div', {role: 'status'}, h('h2', null, 'You\u2019re booked in!'),
        h('p', null, 'Your free day pass ' + sent + ' is on its way to ' + v.email + '. Show it at reception.'));
    }
    const deskOption = (value, text) => h('label', {key: value},
      h('input', {type: 'radio', name: 'desk', value, checked: v.desk === value, onChange: set('desk')}), ' ' + text);
    return h('form', {onSubmit: submit, noValidate: true},
      h('h1', null, 'Try Hive for a day \u2013 free'),
      h('p', null, 'One free day pass per person. Wi-Fi, coffee and a desk included.'),
      h(Field, {id: 'name', label: 'Your name', error: errors.name}, h('input', {id: 'name', value: v.name, onChange: set('name'), autoComplete: 'name'})),
      h(Field, {id: 'email', label: 'Email', error: errors.email}, h('input', {id: 'email', type: 'email', value: v.email, onChange: set('email')})),
      h(Field, {id: 'company', label: 'Company (optional)'}, h('input', {id: 'company', value: v.company, onChange: set('company')})),
      h(Field, {id: 'space', label: 'Which Hive?', error: errors.space},
        h('select', {id: 'space', value: v.space, onChange: set('space')},
          h('option', {value: ''}, 'Choose a location'),
          h('option', {value: 'shoreditch'}, 'Hive Shoreditch'),
          h('option', {value: 'kings-cross'}, 'Hive King\u2019s Cross'),
          h('option', {value: 'brixton'}, 'Hive Brixton'))),
      h(Field, {id: 'date', label: 'Date of your visit', error: errors.date}, h('input', {id: 'date', type: 'date', value: v.date, onChange: set('date')})),
      h(Field, {id: 'arrival', label: 'Arriving around', error: errors.arrival},
        h('select', {id: 'arrival', value: v.arrival, onChange: set('arrival')},
          h('option', {value: ''}, '\u2014'),
          ['08:00', '09:00', '10:00', '11:00', '13:00'].map(t => h('option', {key: t, value: t}, t)))),
      h('div', {className: 'field', role: 'radiogroup', 'aria-labelledby': 'desk-l'},
        h('span', {id: 'desk-l'}, 'Where would you like to sit?'),
        h('div', {className: 'choices'}, deskOption('open', 'Open-plan hot desk'), deskOption('quiet', 'Quiet room'), deskOption('window', 'Window bar')),
        errors.desk ? h('span', {className: 'error'}, errors.desk) : null),
      h(Field, {id: 'guests', label: 'Guests coming with you'},
        h('input', {id: 'guests', type: 'number', min: 0, max: 2, value: v.guests, onChange: set('guests')})),
      h('div', {className: 'field'}, h('label', null,
        h('input', {type: 'checkbox', id: 'rules', checked: v.rules, onChange: set('rules')}), ' I agree to the Hive house rules'),
        errors.rules ? h('span', {className: 'error'}, errors.rules) : null),
      h('div', {className: 'field'}, h('label', null,
        h('input', {type: 'checkbox', id: 'news', checked: v.news, onChange: set('news')}), ' Keep me posted about events and member offers')),
      h('button', {className: 'submit', type: 'submit', disabled: busy}, busy ? 'Booking\u2026' : 'Get my day pass'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
