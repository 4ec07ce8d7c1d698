// A small controlled-inputs app in the manner of React: the state holds every value, each input
// shows the state and writes it back on input; the whole view is rendered from the state.
(function () {
  const state = {
    values: {institution: '', contactName: '', role: '', email: '', phone: '', objectNumber: '', objectDescription: '',
      exhibitionTitle: '', loanStart: '', loanEnd: '', venueType: '', courier: '', conditions: false, updates: false},
    errors: {}, sent: null, sending: false
  };
  const root = document.getElementById('root');
  const fields = [
    ['institution', 'Borrowing institution', 'text', true],
    ['contactName', 'Contact person', 'text', true],
    ['role', 'Job title', 'text', false],
    ['email', 'Contact email', 'email', true],
    ['phone', 'Contact phone', 'tel', true],
    ['objectNumber', 'Object accession number', 'text', true],
    ['objectDescription', 'Object description', 'textarea', true],
    ['exhibitionTitle', 'Exhibition title', 'text', true],
    ['loanStart', 'Loan from', 'date', true],
    ['loanEnd', 'Loan until', 'date', true]
  ];
  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
      else if (k === 'value') el.value = v;
      else if (k === 'checked') el.checked = v;
      else if (v !== false && v !== null) el.setAttribute(k, v === true ? '' : v);
    }
    for (const c of children) el.append(c);
    return el;
  }
  function set(name, value) { state.values[name] = value; }
  function validate() {
    const v = state.values, e = {};
    for (const [name, label, , required] of fields) if (required && !String(v[name]).trim()) e[name] = label + ' is required';
    if (v.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.email)) e.email = 'Enter a valid email address';
    if (!v.venueType) e.venueType = 'Choose the kind of venue';
    if (!v.courier) e.courier = 'Say whether you need a courier';
    if (v.loanStart && v.loanEnd && v.loanEnd < v.loanStart) e.loanEnd = 'The loan must end after it starts';
    if (!v.conditions) e.conditions = 'You must accept the loan conditions';
    return e;
  }
  async function submit(ev) {
    ev.preventDefault();
    state.errors = validate();
    if (Object.keys(state.errors).length) { render(); return; }
    state.sending = true;
    const res = await fetch('api/submit', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(state.values)});
    state.sending = false;
    if (res.ok) state.sent = (await res.json()).reference;
    render();
  }
  function field([name, label, type]) {
    const id = 'f-' + name;
    const input = type === 'textarea'
      ? h('textarea', {id, name, rows: 3, value: state.values[name], oninput: (e) => set(name, e.target.value)})
      : h('input', {id, name, type, value: state.values[name], oninput: (e) => set(name, e.target.value)});
    return h('div', {class: 'field'}, h('label', {for: id}, label), input,
      state.errors[name] ? h('div', {class: 'error', role: 'alert'}, state.errors[name]) : '');
  }
  function render() {
    root.replaceChildren();
    if (state.sent) {
      root.append(h('div', {class: 'done', role: 'status'}, h('h2', {}, 'Loan request received'),
        h('p', {}, 'Our registrar will review your request. Reference: ' + state.sent)));
      return;
    }
    const venue = h('select', {id: 'f-venueType', name: 'venueType', onchange: (e) => set('venueType', e.target.value)},
      h('option', {value: ''}, 'Select venue type'),
      h('option', {value: 'national'}, 'National museum or gallery'),
      h('option', {value: 'accredited'}, 'Accredited regional museum'),
      h('option', {value: 'university'}, 'University collection'),
      h('option', {value: 'nonmuseum'}, 'Non-museum venue'));
    venue.value = state.values.venueType;
    const courier = h('fieldset', {}, h('legend', {}, 'Will the loan need a museum courier?'),
      ...[['yes', 'Yes, a courier should travel with the object'], ['no', 'No courier needed']].map(([v, t]) =>
        h('label', {}, h('input', {type: 'radio', name: 'courier', value: v, checked: state.values.courier === v, onchange: () => set('courier', v)}), ' ' + t)),
      state.errors.courier ? h('div', {class: 'error', role: 'alert'}, state.errors.courier) : '');
    const form = h('form', {novalidate: true, onsubmit: submit},
      h('h1', {}, 'Request an object loan'),
      h('p', {}, 'Museums and galleries may borrow objects from our collection for exhibitions. Requests need at least six months\' notice.'),
      ...fields.map(field),
      h('div', {class: 'field'}, h('label', {for: 'f-venueType'}, 'Type of venue'), venue,
        state.errors.venueType ? h('div', {class: 'error', role: 'alert'}, state.errors.venueType) : ''),
      courier,
      h('div', {class: 'field'}, h('label', {}, h('input', {type: 'checkbox', name: 'conditions', checked: state.values.conditions, onchange: (e) => set('conditions', e.target.checked)}),
        ' I accept the museum\'s standard loan conditions'),
        state.errors.conditions ? h('div', {class: 'error', role: 'alert'}, state.errors.conditions) : ''),
      h('div', {class: 'field'}, h('label', {}, h('input', {type: 'checkbox', name: 'updates', checked: state.values.updates, onchange: (e) => set('updates', e.target.checked)}),
        ' Keep me informed about the museum\'s touring exhibitions')),
      h('button', {type: 'submit', disabled: state.sending}, 'Send loan request'));
    root.append(form);
  }
  render();
})();
