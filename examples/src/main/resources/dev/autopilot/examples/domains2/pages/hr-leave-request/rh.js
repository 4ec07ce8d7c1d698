(function () {
  // A small schema-driven renderer, as low-code HR tools build their forms.
  var schema = [
    { id: 'matricule', label: 'Matricule', type: 'text', required: true, pattern: '^[0-9]{6}$', msg: 'Le matricule compte 6 chiffres.' },
    { id: 'nomComplet', label: 'Nom et prénom', type: 'text', required: true },
    { id: 'courriel', label: 'Courriel professionnel', type: 'email', required: true },
    { id: 'service', label: 'Service', type: 'select', required: true, options: [['', 'Choisir…'], ['compta', 'Comptabilité'], ['log', 'Logistique'], ['it', 'Informatique'], ['com', 'Communication'], ['rh', 'Ressources humaines']] },
    { id: 'typeConge', label: "Type d'absence", type: 'radio', required: true, options: [['CP', 'Congés payés'], ['RTT', 'RTT'], ['SANS_SOLDE', 'Congé sans solde'], ['FAMILLE', 'Événement familial']] },
    { id: 'debut', label: 'Premier jour d\u2019absence', type: 'date', required: true },
    { id: 'fin', label: 'Dernier jour d\u2019absence', type: 'date', required: true },
    { id: 'demiJournee', label: 'Le dernier jour est une demi-journée (matin seulement)', type: 'checkbox' },
    { id: 'responsable', label: 'Courriel du responsable qui valide', type: 'email', required: true },
    { id: 'commentaire', label: 'Commentaire (facultatif)', type: 'textarea' }
  ];
  var state = {};
  schema.forEach(function (f) { state[f.id] = f.type === 'checkbox' ? false : ''; });

  function el(tag, attrs, kids) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') e.textContent = attrs[k]; else if (k.indexOf('on') === 0) e.addEventListener(k.slice(2), attrs[k]); else e.setAttribute(k, attrs[k]);
    });
    (kids || []).forEach(function (c) { if (c) e.appendChild(c); });
    return e;
  }

  function control(f) {
    var onInput = function (ev) { state[f.id] = ev.target.type === 'checkbox' ? ev.target.checked : ev.target.value; };
    if (f.type === 'select') {
      return el('select', { id: 'f-' + f.id, onchange: onInput }, f.options.map(function (o) { return el('option', { value: o[0], text: o[1] }); }));
    }
    if (f.type === 'textarea') return el('textarea', { id: 'f-' + f.id, rows: '3', oninput: onInput });
    if (f.type === 'radio') {
      return el('div', { role: 'radiogroup', 'aria-labelledby': 'l-' + f.id }, f.options.map(function (o) {
        return el('label', { class: 'x-radio' }, [el('input', { type: 'radio', name: f.id, value: o[0], onchange: onInput }), document.createTextNode(' ' + o[1])]);
      }));
    }
    if (f.type === 'checkbox') return el('input', { type: 'checkbox', id: 'f-' + f.id, onchange: onInput });
    return el('input', { type: f.type, id: 'f-' + f.id, oninput: onInput });
  }

  function render() {
    var root = document.getElementById('vue');
    root.innerHTML = '';
    var form = el('form', { novalidate: '' });
    form.appendChild(el('h1', { text: "Nouvelle demande d'absence" }));
    schema.forEach(function (f) {
      var wrap = el('div', { class: 'x-field', 'data-field': f.id });
      if (f.type === 'checkbox') {
        wrap.appendChild(el('label', {}, [control(f), document.createTextNode(' ' + f.label)]));
      } else if (f.type === 'radio') {
        wrap.appendChild(el('span', { class: 'x-label', id: 'l-' + f.id, text: f.label + (f.required ? ' *' : '') }));
        wrap.appendChild(control(f));
      } else {
        wrap.appendChild(el('label', { class: 'x-label', for: 'f-' + f.id, text: f.label + (f.required ? ' *' : '') }));
        wrap.appendChild(control(f));
      }
      wrap.appendChild(el('div', { class: 'x-msg' }));
      form.appendChild(wrap);
    });
    form.appendChild(el('button', { class: 'x-btn', type: 'submit', text: 'Envoyer la demande' }));
    form.addEventListener('submit', function (e) { e.preventDefault(); submit(form); });
    root.appendChild(form);
  }

  function validate(form) {
    var ok = true;
    schema.forEach(function (f) {
      var wrap = form.querySelector('[data-field=' + f.id + ']');
      var v = state[f.id], msg = '';
      if (f.required && !v) msg = 'Champ obligatoire.';
      else if (v && f.pattern && !new RegExp(f.pattern).test(v)) msg = f.msg;
      else if (v && f.type === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v)) msg = 'Adresse invalide.';
      if (f.id === 'fin' && v && state.debut && v < state.debut) msg = 'Le dernier jour doit suivre le premier.';
      wrap.classList.toggle('x-error', !!msg);
      wrap.querySelector('.x-msg').textContent = msg;
      if (msg) ok = false;
    });
    return ok;
  }

  function submit(form) {
    if (!validate(form)) return;
    form.querySelector('button').disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ demande: state }) })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        var root = document.getElementById('vue');
        root.innerHTML = '';
        root.appendChild(el('div', { class: 'x-toast', role: 'status', text: 'Votre demande a bien été envoyée à votre responsable pour validation (réf. ' + j.reference + ').' }));
      }, function () { form.querySelector('button').disabled = false; });
  }

  render();
})();
