(function () {
  var h = React.createElement;
  var useState = React.useState, useRef = React.useRef, useId = React.useId;

  var PACKAGES = [
    { id: 'ceremony', name: 'Ceremony & portraits', hours: 'Up to 3 hours', price: '£950' },
    { id: 'half-day', name: 'Half day', hours: 'Up to 6 hours, ceremony to first dance prep', price: '£1,450' },
    { id: 'full-day', name: 'Full day', hours: 'Bridal prep to first dance, up to 10 hours', price: '£1,950' },
    { id: 'full-day-duo', name: 'Full day with second shooter', hours: 'As full day, two photographers', price: '£2,450' }
  ];
  var EXTRAS = [
    { id: 'engagement', label: 'Engagement shoot', price: '£250' },
    { id: 'album', label: 'Handmade linen album (30 pages)', price: '£400' },
    { id: 'parent-albums', label: 'Two parent albums', price: '£280' },
    { id: 'drone', label: 'Drone aerials (venue permitting)', price: '£150' }
  ];
  var SOURCES = [
    { id: 'instagram', label: 'Instagram' },
    { id: 'google', label: 'Google search' },
    { id: 'venue', label: 'Recommended by our venue' },
    { id: 'friend', label: 'A friend or family member' },
    { id: 'wedding-fair', label: 'A wedding fair' },
    { id: 'hitched', label: 'Hitched / Bridebook' },
    { id: 'other', label: 'Somewhere else' }
  ];

  function Combobox(props) {
    var id = useId();
    var o = useState(false), open = o[0], setOpen = o[1];
    var t = useState(''), text = t[0], setText = t[1];
    var a = useState(-1), active = a[0], setActive = a[1];
    var shown = SOURCES.filter(function (s) { return s.label.toLowerCase().indexOf(text.toLowerCase()) >= 0 || (props.value && text === labelOf(props.value)); });
    function labelOf(v) { var s = SOURCES.filter(function (x) { return x.id === v; })[0]; return s ? s.label : ''; }
    function pick(s) { props.onChange(s.id); setText(s.label); setOpen(false); setActive(-1); }
    return h('div', { className: 'combo' },
      h('label', { htmlFor: id + 'in', className: 'lbl' }, props.label),
      h('input', {
        id: id + 'in', type: 'text', role: 'combobox', autoComplete: 'off', 'aria-autocomplete': 'list',
        'aria-expanded': open ? 'true' : 'false', 'aria-controls': id + 'lb',
        'aria-activedescendant': open && active >= 0 && shown[active] ? id + 'o' + shown[active].id : undefined,
        placeholder: 'Start typing or choose…', value: text,
        onFocus: function () { setOpen(true); },
        onClick: function () { setOpen(true); },
        onBlur: function () { setTimeout(function () { setOpen(false); }, 150); },
        onChange: function (e) { setText(e.target.value); setOpen(true); setActive(-1); props.onChange(''); },
        onKeyDown: function (e) {
          if (e.key === 'ArrowDown') { e.preventDefault(); setOpen(true); setActive(Math.min(shown.length - 1, active + 1)); }
          else if (e.key === 'ArrowUp') { e.preventDefault(); setActive(Math.max(0, active - 1)); }
          else if (e.key === 'Enter' && open && shown[active]) { e.preventDefault(); pick(shown[active]); }
          else if (e.key === 'Escape') { setOpen(false); }
        }
      }),
      h('ul', { id: id + 'lb', role: 'listbox', 'aria-label': props.label, className: 'combo-list', hidden: !open },
        shown.map(function (s, i) {
          return h('li', {
            key: s.id, id: id + 'o' + s.id, role: 'option', 'aria-selected': props.value === s.id ? 'true' : 'false',
            className: i === active ? 'active' : '',
            onMouseDown: function (e) { e.preventDefault(); pick(s); }
          }, s.label);
        })));
  }

  function App() {
    var f = useState({
      name: '', partner: '', email: '', phone: '', date: '', venue: '', sameVenue: false, guests: '',
      pkg: '', extras: [], source: '', message: '', privacy: false
    });
    var form = f[0], setForm = f[1];
    var e = useState({}), errors = e[0], setErrors = e[1];
    var s = useState('form'), stage = s[0], setStage = s[1];

    function set(k, v) { setForm(function (p) { var n = Object.assign({}, p); n[k] = v; return n; }); }
    function input(k) { return function (ev) { set(k, ev.target.type === 'checkbox' ? ev.target.checked : ev.target.value); }; }
    function toggleExtra(id) {
      set('extras', form.extras.indexOf(id) >= 0 ? form.extras.filter(function (x) { return x !== id; }) : form.extras.concat([id]));
    }

    function submit(ev) {
      ev.preventDefault();
      var er = {};
      if (!form.name.trim()) er.name = 'Please tell me your name';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.trim())) er.email = 'I\u2019ll need an email address to reply to';
      if (!form.date) er.date = 'Please add your wedding date (even if it\u2019s provisional)';
      if (!form.venue.trim()) er.venue = 'Where are you getting married?';
      if (form.guests && !/^\d+$/.test(form.guests)) er.guests = 'Roughly how many guests? A number is fine';
      if (!form.pkg) er.pkg = 'Choose the package you\u2019re most interested in';
      if (!form.privacy) er.privacy = 'Please tick to let me store your details';
      setErrors(er);
      if (Object.keys(er).length) return;
      setStage('sending');
      var ordered = EXTRAS.map(function (x) { return x.id; }).filter(function (id) { return form.extras.indexOf(id) >= 0; });
      var body = {
        couple: { name: form.name.trim(), partnerName: form.partner.trim(), email: form.email.trim(), phone: form.phone.trim() },
        wedding: { date: form.date, venue: form.venue.trim(), sameVenue: form.sameVenue, guests: form.guests ? Number(form.guests) : null },
        package: form.pkg, extras: ordered, heardFrom: form.source, message: form.message.trim(), privacy: form.privacy
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
        .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
        .then(function () { setStage('sent'); })
        .catch(function () { setStage('form'); setErrors({ form: 'That didn\u2019t send \u2013 please try again, or email hello@rosiecalder.example' }); });
    }

    function err(k) { return errors[k] ? h('span', { className: 'err', role: 'alert' }, errors[k]) : null; }
    function text(k, label, type, extra) {
      return h('div', { className: 'fld' },
        h('label', { htmlFor: 'f-' + k, className: 'lbl' }, label),
        h('input', Object.assign({ id: 'f-' + k, type: type || 'text', value: form[k], onChange: input(k), 'aria-invalid': errors[k] ? 'true' : 'false' }, extra || {})),
        err(k));
    }

    if (stage === 'sent') {
      return h('main', { className: 'page' },
        h('h1', null, 'Thank you, ' + form.name.split(' ')[0] + '!'),
        h('p', { role: 'status' }, 'Your enquiry is on its way. I reply to every enquiry personally within two working days \u2013 keep an eye on your inbox (and spam folder!).'));
    }

    return h('main', { className: 'page' },
      h('h1', null, 'Let\u2019s talk about your wedding'),
      h('p', { className: 'intro' }, 'Tell me a little about your day and I\u2019ll check my availability and send over a full brochure.'),
      h('form', { onSubmit: submit, noValidate: true },
        h('h2', null, 'About you'),
        h('div', { className: 'two' }, text('name', 'Your name', 'text', { autoComplete: 'name' }), text('partner', 'Your partner\u2019s name')),
        h('div', { className: 'two' }, text('email', 'Email', 'email', { autoComplete: 'email' }), text('phone', 'Phone (optional)', 'tel', { autoComplete: 'tel' })),
        h('h2', null, 'Your day'),
        h('div', { className: 'two' }, text('date', 'Wedding date', 'date'), text('guests', 'Approximate number of guests', 'text', { inputMode: 'numeric' })),
        text('venue', 'Venue'),
        h('label', { className: 'toggle' },
          h('input', { type: 'checkbox', role: 'switch', checked: form.sameVenue, onChange: input('sameVenue') }),
          h('span', null, 'Ceremony and reception are at the same venue')),
        h('h2', { id: 'pkg-h' }, 'Which package are you interested in?'),
        h('div', { className: 'pkgs', role: 'radiogroup', 'aria-labelledby': 'pkg-h' },
          PACKAGES.map(function (p) {
            var on = form.pkg === p.id;
            return h('button', { key: p.id, type: 'button', role: 'radio', 'aria-checked': on ? 'true' : 'false', className: 'pkg' + (on ? ' on' : ''), onClick: function () { set('pkg', p.id); } },
              h('strong', null, p.name), h('span', { className: 'hrs' }, p.hours), h('span', { className: 'price' }, p.price));
          })),
        err('pkg'),
        h('fieldset', { className: 'extras' },
          h('legend', null, 'Optional extras'),
          EXTRAS.map(function (x) {
            return h('label', { key: x.id }, h('input', { type: 'checkbox', checked: form.extras.indexOf(x.id) >= 0, onChange: function () { toggleExtra(x.id); } }), ' ' + x.label + ' \u2013 ' + x.price);
          })),
        h(Combobox, { label: 'How did you find me?', value: form.source, onChange: function (v) { set('source', v); } }),
        h('div', { className: 'fld' },
          h('label', { htmlFor: 'f-message', className: 'lbl' }, 'Tell me about your plans'),
          h('textarea', { id: 'f-message', rows: 5, value: form.message, onChange: input('message'), placeholder: 'The vibe, the people, anything you\u2019re worried about…' })),
        h('label', { className: 'consent' }, h('input', { type: 'checkbox', checked: form.privacy, onChange: input('privacy') }), ' I\u2019m happy for Rosie to store my details to reply to this enquiry (see privacy policy)'),
        err('privacy'),
        errors.form ? h('p', { className: 'err', role: 'alert' }, errors.form) : null,
        h('button', { type: 'submit', className: 'send', disabled: stage === 'sending' }, stage === 'sending' ? 'Sending…' : 'Send enquiry')));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
