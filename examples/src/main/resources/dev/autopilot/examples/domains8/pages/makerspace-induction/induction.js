// A tiny component: state in one object, the whole form re-rendered from it on every change
(function () {
  var TOOLS = [['laser', 'Laser cutter (Trotec Speedy 400)'], ['fdm', '3D printers (Prusa MK4)'], ['cnc', 'CNC router'],
    ['bandsaw', 'Bandsaw and pillar drill'], ['solder', 'Soldering station']];
  var state = { name: '', email: '', id: '', dept: '', status: '', tools: [], date: '', slot: '', project: '',
    safety: false, mailing: false, errors: {}, sending: false, ref: null };
  var root = document.getElementById('root');

  function set(k, v) { state[k] = v; render(k); }

  function el(tag, attrs, kids) {
    var n = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (a) {
      if (a.slice(0, 2) === 'on') n.addEventListener(a.slice(2), attrs[a]);
      else if (a === 'checked' || a === 'value' || a === 'disabled') n[a] = attrs[a];
      else n.setAttribute(a, attrs[a]);
    });
    (kids || []).forEach(function (k) { n.appendChild(typeof k === 'string' ? document.createTextNode(k) : k); });
    return n;
  }

  function field(id, label, input, key) {
    var kids = [el('label', { for: id }, [label]), input];
    if (state.errors[key]) kids.push(el('div', { class: 'msg', role: 'alert' }, [state.errors[key]]));
    return el('div', { class: 'fld' }, kids);
  }

  function text(id, key, type) {
    return el('input', { id: id, type: type || 'text', value: state[key], oninput: function (e) { state[key] = e.target.value; } });
  }

  function validate() {
    var e = {};
    if (!state.name.trim()) e.name = 'Tell us your name.';
    if (!/^[^@\s]+@([a-z0-9-]+\.)*northgate\.ac\.uk$/i.test(state.email.trim())) e.email = 'Use your @northgate.ac.uk address.';
    if (!/^\d{7}$/.test(state.id.trim())) e.id = 'Your ID card number has 7 digits.';
    if (!state.dept) e.dept = 'Choose your department.';
    if (!state.status) e.status = 'Choose one.';
    if (!state.tools.length) e.tools = 'Choose at least one machine.';
    if (!state.date) e.date = 'Pick a date.';
    else if ([0, 6].indexOf(new Date(state.date + 'T12:00:00').getDay()) >= 0) e.date = 'Inductions run Monday to Friday.';
    if (!state.slot) e.slot = 'Choose morning or afternoon.';
    if (!state.safety) e.safety = 'You must complete the online safety module first.';
    return e;
  }

  function submit(ev) {
    ev.preventDefault();
    state.errors = validate();
    if (Object.keys(state.errors).length) { render(); return; }
    state.sending = true; render();
    var body = { name: state.name, email: state.email, universityId: state.id, department: state.dept, status: state.status,
      machines: TOOLS.map(function (t) { return t[0]; }).filter(function (t) { return state.tools.indexOf(t) >= 0; }),
      preferredDate: state.date, slot: state.slot, project: state.project, safetyModuleDone: state.safety, mailingList: state.mailing };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function (j) { state.ref = j.reference; render(); })
      .catch(function () { state.sending = false; render(); });
  }

  function render() {
    root.innerHTML = '';
    if (state.ref) {
      root.appendChild(el('div', { class: 'ok', role: 'status' }, [el('h2', {}, ['Induction requested']),
        el('p', {}, ['Thanks ' + state.name.split(' ')[0] + '! Booking ' + state.ref + ': a technician will confirm your slot by email.'])]));
      return;
    }
    var dept = el('select', { id: 'ind-dept', onchange: function (e) { set('dept', e.target.value); } },
      [['', 'Select department…'], ['mech', 'Mechanical Engineering'], ['elec', 'Electrical & Electronic Engineering'],
        ['design', 'Product Design'], ['arch', 'Architecture'], ['phys', 'Physics'], ['other', 'Other']].map(function (o) {
        var opt = el('option', { value: o[0] }, [o[1]]); if (o[0] === state.dept) opt.selected = true; return opt;
      }));
    var status = el('fieldset', {}, [el('legend', {}, ['I am a'])].concat([['ug', 'Undergraduate'], ['pg', 'Postgraduate'], ['staff', 'Member of staff']].map(function (o) {
      return el('label', { style: 'margin-right:12px' }, [el('input', { type: 'radio', name: 'ind-status', value: o[0], checked: state.status === o[0],
        onchange: function () { set('status', o[0]); } }), ' ' + o[1]]);
    })));
    if (state.errors.status) status.appendChild(el('div', { class: 'msg' }, [state.errors.status]));
    var tools = el('fieldset', { class: 'chips' }, [el('legend', {}, ['Machines you need an induction on'])].concat(TOOLS.map(function (t) {
      return el('label', {}, [el('input', { type: 'checkbox', value: t[0], checked: state.tools.indexOf(t[0]) >= 0, onchange: function (e) {
        var s = state.tools.filter(function (x) { return x !== t[0]; }); if (e.target.checked) s.push(t[0]); set('tools', s);
      } }), ' ' + t[1]]);
    })));
    if (state.errors.tools) tools.appendChild(el('div', { class: 'msg' }, [state.errors.tools]));
    var slot = el('fieldset', {}, [el('legend', {}, ['Time of day'])].concat([['am', 'Morning (10:00)'], ['pm', 'Afternoon (14:00)']].map(function (o) {
      return el('label', { style: 'margin-right:12px' }, [el('input', { type: 'radio', name: 'ind-slot', value: o[0], checked: state.slot === o[0],
        onchange: function () { set('slot', o[0]); } }), ' ' + o[1]]);
    })));
    if (state.errors.slot) slot.appendChild(el('div', { class: 'msg' }, [state.errors.slot]));
    var form = el('form', { novalidate: '', onsubmit: submit }, [
      field('ind-name', 'Your name', text('ind-name', 'name'), 'name'),
      field('ind-email', 'University email', text('ind-email', 'email', 'email'), 'email'),
      field('ind-id', 'Student or staff ID number', text('ind-id', 'id'), 'id'),
      field('ind-dept', 'Department', dept, 'dept'),
      status, tools,
      field('ind-date', 'Preferred date', text('ind-date', 'date', 'date'), 'date'),
      slot,
      field('ind-project', 'What are you planning to make?', el('textarea', { id: 'ind-project', rows: '3', value: state.project,
        oninput: function (e) { state.project = e.target.value; } }), 'project'),
      el('div', { class: 'fld' }, [el('label', {}, [el('input', { type: 'checkbox', id: 'ind-safety', checked: state.safety,
        onchange: function (e) { set('safety', e.target.checked); } }), ' I have completed the Makerspace online safety module'])]
        .concat(state.errors.safety ? [el('div', { class: 'msg' }, [state.errors.safety])] : [])),
      el('div', { class: 'fld' }, [el('label', {}, [el('input', { type: 'checkbox', id: 'ind-mailing', checked: state.mailing,
        onchange: function (e) { set('mailing', e.target.checked); } }), ' Add me to the Makerspace events mailing list'])]),
      el('button', { type: 'submit', disabled: state.sending }, [state.sending ? 'Sending…' : 'Request induction'])
    ]);
    root.appendChild(form);
  }

  // re-rendering replaces the nodes: keep focus where the person was
  var _render = render;
  render = function (changed) {
    var active = document.activeElement && document.activeElement.id;
    _render(changed);
    if (active && document.getElementById(active)) document.getElementById(active).focus();
  };
  render();
})();
