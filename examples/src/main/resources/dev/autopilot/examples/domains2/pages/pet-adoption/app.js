(function () {
  var h = React.createElement;
  var useState = React.useState;

  function Field(props) {
    return h('div', { className: 'fld' },
      h('label', { className: 'lbl', htmlFor: props.id }, props.label),
      props.children,
      props.error ? h('div', { className: 'err', id: props.id + '-err' }, props.error) : null);
  }

  function App() {
    var init = { fullName: '', email: '', phone: '', animal: '', housing: '', landlordOk: false, otherPets: '', experience: '', agree: false, updates: false };
    var st = useState(init), v = st[0], setV = st[1];
    var er = useState({}), errors = er[0], setErrors = er[1];
    var rf = useState(null), reference = rf[0], setReference = rf[1];
    var sb = useState(false), sending = sb[0], setSending = sb[1];

    function set(k) {
      return function (e) {
        var t = e.target;
        var next = Object.assign({}, v);
        next[k] = t.type === 'checkbox' ? t.checked : t.value;
        setV(next);
      };
    }

    function submit(e) {
      e.preventDefault();
      var x = {};
      if (v.fullName.trim().split(/\s+/).length < 2) x.fullName = 'Please enter your first and last name.';
      if (!/^\S+@\S+\.\S+$/.test(v.email)) x.email = 'Please enter a valid email.';
      if (v.phone.replace(/\D/g, '').length < 7) x.phone = 'Please enter a phone number.';
      if (!v.animal) x.animal = 'Which animal are you applying for?';
      if (!v.housing) x.housing = 'Tell us about your home.';
      if (!v.otherPets) x.otherPets = 'Please choose one.';
      if (!v.agree) x.agree = 'You need to agree to the adoption terms.';
      setErrors(x);
      if (Object.keys(x).length) return;
      setSending(true);
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(v) })
        .then(function (r) { return r.json(); })
        .then(function (j) { setReference(j.reference); }, function () { setSending(false); });
    }

    if (reference) {
      return h('main', { className: 'card' }, h('div', { className: 'ok', role: 'status' },
        h('h2', null, 'Application received!'),
        h('p', null, 'Thanks, ' + v.fullName.split(' ')[0] + '. Your application number is ' + reference + '. An adoption counsellor will call you within 3 days.')));
    }

    function radio(name, value, label) {
      return h('label', { className: 'opt', key: value },
        h('input', { type: 'radio', name: name, value: value, checked: v[name] === value, onChange: set(name) }), ' ' + label);
    }

    return h('main', { className: 'card' },
      h('h1', null, 'Adoption application'),
      h('form', { onSubmit: submit, noValidate: true },
        h(Field, { id: 'fullName', label: 'Your full name', error: errors.fullName },
          h('input', { id: 'fullName', type: 'text', value: v.fullName, onChange: set('fullName') })),
        h(Field, { id: 'email', label: 'Email', error: errors.email },
          h('input', { id: 'email', type: 'email', value: v.email, onChange: set('email') })),
        h(Field, { id: 'phone', label: 'Phone number', error: errors.phone },
          h('input', { id: 'phone', type: 'tel', value: v.phone, onChange: set('phone') })),
        h(Field, { id: 'animal', label: 'Which animal would you like to adopt?', error: errors.animal },
          h('select', { id: 'animal', value: v.animal, onChange: set('animal') },
            h('option', { value: '' }, 'Select an animal'),
            h('option', { value: 'A-1021' }, 'Biscuit – beagle mix, 3 years'),
            h('option', { value: 'A-1034' }, 'Luna – tabby cat, 1 year'),
            h('option', { value: 'A-1040' }, 'Pepper – border collie, 5 years'),
            h('option', { value: 'A-1052' }, 'Mochi – rabbit, 2 years'))),
        h('div', { className: 'fld', role: 'radiogroup', 'aria-labelledby': 'housing-l' },
          h('span', { className: 'lbl', id: 'housing-l', style: { fontWeight: 'bold', display: 'block' } }, 'What kind of home do you live in?'),
          radio('housing', 'house', 'House with garden'), radio('housing', 'flat', 'Apartment'), radio('housing', 'other', 'Other'),
          errors.housing ? h('div', { className: 'err' }, errors.housing) : null),
        h('div', { className: 'fld' },
          h('label', null, h('input', { type: 'checkbox', checked: v.landlordOk, onChange: set('landlordOk') }), ' If renting, my landlord allows pets')),
        h(Field, { id: 'otherPets', label: 'Do you have other pets at home?', error: errors.otherPets },
          h('select', { id: 'otherPets', value: v.otherPets, onChange: set('otherPets') },
            h('option', { value: '' }, '—'),
            h('option', { value: 'none' }, 'No other pets'),
            h('option', { value: 'dogs' }, 'Dog(s)'),
            h('option', { value: 'cats' }, 'Cat(s)'),
            h('option', { value: 'mixed' }, 'Several kinds'))),
        h(Field, { id: 'experience', label: 'Tell us about your experience with animals' },
          h('textarea', { id: 'experience', rows: 4, value: v.experience, onChange: set('experience') })),
        h('div', { className: 'fld' },
          h('label', null, h('input', { type: 'checkbox', checked: v.agree, onChange: set('agree') }), ' I agree to the adoption terms, including a home visit before adoption'),
          errors.agree ? h('div', { className: 'err' }, errors.agree) : null),
        h('div', { className: 'fld' },
          h('label', null, h('input', { type: 'checkbox', checked: v.updates, onChange: set('updates') }), ' Keep me posted about fundraising events')),
        h('button', { className: 'btn', type: 'submit', disabled: sending }, sending ? 'Sending…' : 'Send application')));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
