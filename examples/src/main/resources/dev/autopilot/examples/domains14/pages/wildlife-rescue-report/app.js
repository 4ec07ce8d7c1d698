// A tiny React-like component: state is the source of truth, inputs are controlled.
(function () {
  const state = { species: '', condition: '', seenDate: '', location: '', postcode: '', contained: '', reporter: '', phone: '', email: '', details: '', updates: false };
  const errors = {};
  let sent = null;
  const root = document.getElementById('root');

  function h(tag, props, ...kids) {
    const el = document.createElement(tag);
    Object.entries(props || {}).forEach(([k, v]) => {
      if (k.startsWith('on')) el.addEventListener(k.slice(2).toLowerCase(), v);
      else if (k === 'className') el.className = v;
      else if (k === 'htmlFor') el.htmlFor = v;
      else if (k === 'checked') el.checked = v;
      else if (k === 'value') el.value = v;
      else el.setAttribute(k, v);
    });
    kids.flat().forEach(c => el.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return el;
  }
  function setState(k, v) { state[k] = v; delete errors[k]; }
  function text(id, label, type, extra) {
    return h('div', { className: 'field' },
      h('label', { htmlFor: id }, label),
      h(type === 'textarea' ? 'textarea' : 'input', Object.assign({ id: id, type: type === 'textarea' ? undefined : type, value: state[id], onInput: e => setState(id, e.target.value) }, extra || {})),
      h('div', { className: 'error', id: id + '-err' }, errors[id] || ''));
  }
  function render() {
    root.replaceChildren();
    if (sent) {
      root.append(h('h1', {}, 'Report received'), h('p', { role: 'status' }, 'Thank you. A rescuer will call you shortly. Your report number is ' + sent + '.'));
      return;
    }
    const species = h('select', { id: 'species', onChange: e => setState('species', e.target.value) },
      h('option', { value: '' }, 'Select an animal'), h('option', { value: 'hedgehog' }, 'Hedgehog'), h('option', { value: 'fox' }, 'Fox'),
      h('option', { value: 'badger' }, 'Badger'), h('option', { value: 'bird' }, 'Wild bird'), h('option', { value: 'deer' }, 'Deer'), h('option', { value: 'other' }, 'Other'));
    species.value = state.species;
    const cond = ['injured', 'trapped', 'orphaned', 'sick'].map(v => h('label', {}, h('input', { type: 'radio', name: 'condition', value: v, checked: state.condition === v, onChange: () => setState('condition', v) }), ' ' + v[0].toUpperCase() + v.slice(1)));
    const cont = [['yes', 'Yes, it is in a box or carrier'], ['no', 'No']].map(([v, t]) => h('label', {}, h('input', { type: 'radio', name: 'contained', value: v, checked: state.contained === v, onChange: () => setState('contained', v) }), ' ' + t));
    root.append(
      h('h1', {}, 'Report a wild animal in trouble'),
      h('form', { noValidate: '', onSubmit: submit },
        h('div', { className: 'field' }, h('label', { htmlFor: 'species' }, 'Animal'), species, h('div', { className: 'error' }, errors.species || '')),
        h('fieldset', { role: 'radiogroup', 'aria-labelledby': 'cond-l' }, h('legend', { id: 'cond-l' }, 'What is wrong?'), cond, h('div', { className: 'error' }, errors.condition || '')),
        text('seenDate', 'When did you find it?', 'date'),
        text('location', 'Where is the animal? (street, landmark)', 'text'),
        text('postcode', 'Postcode', 'text'),
        h('fieldset', { role: 'radiogroup', 'aria-labelledby': 'cont-l' }, h('legend', { id: 'cont-l' }, 'Have you contained the animal?'), cont, h('div', { className: 'error' }, errors.contained || '')),
        text('reporter', 'Your name', 'text'),
        text('phone', 'Phone number', 'tel'),
        text('email', 'Email (optional)', 'email'),
        text('details', 'Describe what you see', 'textarea', { rows: '4' }),
        h('div', { className: 'field' }, h('label', {}, h('input', { type: 'checkbox', id: 'updates', checked: state.updates, onChange: e => setState('updates', e.target.checked) }), ' Send me news about our patients and appeals')),
        h('button', { type: 'submit' }, 'Send report')));
  }
  async function submit(e) {
    e.preventDefault();
    ['species', 'condition', 'seenDate', 'location', 'postcode', 'contained', 'reporter', 'phone', 'details'].forEach(k => { if (!String(state[k]).trim()) errors[k] = 'Required'; });
    if (Object.keys(errors).length) { render(); return; }
    const r = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(state) });
    if (r.ok) { sent = (await r.json()).reference; }
    render();
  }
  render();
})();
