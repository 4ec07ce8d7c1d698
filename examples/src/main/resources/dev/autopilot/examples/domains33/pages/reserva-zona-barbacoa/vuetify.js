// A stand-in for Vuetify 3's VTextField, VSelect, VCheckbox and VRadioGroup behaviour: two labels
// per field (the resting one and the floating copy), v-field--active when focused or filled, a
// VSelect whose readonly combobox input opens a VMenu in a v-overlay-container at the end of
// body (role=listbox of role=option v-list-items; the multiple one puts a checkbox in each item,
// shows chips and stays open until Escape or a click outside), v-messages hints and errors, and
// a JSON submission.
(function () {
  var OPTIONS = {
    zona: [['A', 'Zona A – Los Pinos (junto al aparcamiento, accesible en silla de ruedas)'], ['B', 'Zona B – El Arroyo (a 800 m del aparcamiento por sendero de tierra)'], ['C', 'Zona C – El Mirador (a 1,5 km, con escalones)']],
    servicios: [['lena', 'Leña (10 kg) – 8 €'], ['carbon', 'Carbón (5 kg) – 6 €'], ['mesa', 'Mesa adicional – 10 €'], ['parrilla', 'Parrilla grande – 15 €'], ['sombrilla', 'Sombrilla – 5 €']]
  };
  var values = { zona: [], servicios: [] };
  var form = document.getElementById('reserva');
  var container = null, openKey = null;

  function inputOf(v) { return v.querySelector('input.v-field__input, .v-field__input input, textarea.v-field__input'); }
  function active(v) {
    var f = v.querySelector('.v-field'); if (!f) return;
    var i = inputOf(v);
    var key = v.getAttribute('data-select');
    var has = key ? values[key].length > 0 : i.value !== '';
    var focused = f.classList.contains('v-field--focused');
    f.classList.toggle('v-field--active', has || focused);
    f.classList.toggle('v-field--dirty', has);
  }
  function messages(v) { return v.querySelector('.v-messages'); }
  function clearError(v) {
    v.classList.remove('v-input--error');
    var f = v.querySelector('.v-field'); if (f) f.classList.remove('v-field--error');
    var m = messages(v); var hint = m.getAttribute('data-hint');
    m.innerHTML = hint ? '<div class="v-messages__message">' + hint + '</div>' : '';
  }
  function setError(v, text) {
    v.classList.add('v-input--error');
    var f = v.querySelector('.v-field'); if (f) f.classList.add('v-field--error');
    messages(v).innerHTML = '<div class="v-messages__message"></div>';
    messages(v).firstChild.textContent = text;
  }
  form.querySelectorAll('.v-text-field').forEach(function (v) {
    var i = inputOf(v);
    var f = v.querySelector('.v-field');
    i.addEventListener('focus', function () { f.classList.add('v-field--focused'); active(v); });
    i.addEventListener('blur', function () { f.classList.remove('v-field--focused'); active(v); });
    i.addEventListener('input', function () { active(v); clearError(v); });
    active(v);
  });
  function labelOf(key, val) { for (var i = 0; i < OPTIONS[key].length; i++) if (OPTIONS[key][i][0] === val) return OPTIONS[key][i][1]; return val; }
  function renderSelection(v) {
    var key = v.getAttribute('data-select');
    var box = v.querySelector('.v-field__input');
    box.querySelectorAll('.v-select__selection').forEach(function (n) { n.remove(); });
    var input = box.querySelector('input');
    values[key].forEach(function (val) {
      var s = document.createElement('div'); s.className = 'v-select__selection';
      if (v.hasAttribute('data-multiple')) s.innerHTML = '<span class="v-chip v-theme--light v-chip--density-comfortable v-chip--size-small v-chip--variant-tonal"><span class="v-chip__underlay"></span><div class="v-chip__content" data-no-activator=""></div></span>';
      else s.innerHTML = '<span class="v-select__selection-text"></span>';
      s.querySelector('.v-chip__content, .v-select__selection-text').textContent = labelOf(key, val).split(' – ')[0] === labelOf(key, val) ? labelOf(key, val) : labelOf(key, val);
      box.insertBefore(s, input);
    });
    active(v);
  }
  function closeMenu() {
    if (!openKey) return;
    var v = form.querySelector('[data-select="' + openKey + '"]');
    var input = v.querySelector('input');
    container.innerHTML = '';
    input.setAttribute('aria-expanded', 'false');
    v.querySelector('.v-field').classList.remove('v-field--focused');
    active(v);
    openKey = null;
  }
  function openMenu(v) {
    var key = v.getAttribute('data-select');
    if (openKey === key) return;
    closeMenu();
    var multiple = v.hasAttribute('data-multiple');
    if (!container) { container = document.createElement('div'); container.className = 'v-overlay-container'; document.body.appendChild(container); }
    var r = v.querySelector('.v-field').getBoundingClientRect();
    container.innerHTML = '<div class="v-overlay v-overlay--active v-theme--light v-locale--is-ltr v-menu v-select__content" style="z-index:2400"><div class="v-overlay__scrim" style="display:none"></div><div class="v-overlay__content" style="min-width:' + r.width + 'px;top:' + (r.bottom) + 'px;left:' + r.left + 'px"><div class="v-list v-theme--light v-list--density-default v-list--one-line" tabindex="-1" role="listbox" aria-live="polite" id="v-menu-' + key + '"' + (multiple ? ' aria-multiselectable="true"' : '') + '></div></div></div>';
    var list = container.querySelector('[role=listbox]');
    OPTIONS[key].forEach(function (o) {
      var on = values[key].indexOf(o[0]) >= 0;
      var item = document.createElement('div');
      item.className = 'v-list-item v-theme--light v-list-item--density-default v-list-item--one-line v-list-item--link v-list-item--variant-text' + (on ? ' v-list-item--active' : '');
      item.tabIndex = -2; item.setAttribute('role', 'option'); item.setAttribute('aria-selected', on ? 'true' : 'false');
      item.innerHTML = '<span class="v-list-item__overlay"></span><span class="v-list-item__underlay"></span>' +
        (multiple ? '<div class="v-list-item__prepend"><div class="v-list-item-action v-list-item-action--start"><div class="v-selection-control v-selection-control--density-compact v-checkbox-btn"><div class="v-selection-control__wrapper"><div class="v-selection-control__input"><i class="mdi v-icon" aria-hidden="true">' + (on ? '☑' : '☐') + '</i><input aria-disabled="false" tabindex="-1" type="checkbox" value="' + o[0] + '"' + (on ? ' checked' : '') + '></div></div></div></div></div>' : '') +
        '<div class="v-list-item__content" data-no-activator=""><div class="v-list-item-title"></div></div>';
      item.querySelector('.v-list-item-title').textContent = o[1];
      item.addEventListener('click', function (e) {
        e.preventDefault();
        if (multiple) {
          var k = values[key].indexOf(o[0]);
          if (k >= 0) values[key].splice(k, 1); else values[key].push(o[0]);
          var now = values[key].indexOf(o[0]) >= 0;
          item.setAttribute('aria-selected', now ? 'true' : 'false'); item.classList.toggle('v-list-item--active', now);
          var cbx = item.querySelector('input'); cbx.checked = now; item.querySelector('.v-icon').textContent = now ? '☑' : '☐';
          renderSelection(v); clearError(v);
        } else { values[key] = [o[0]]; renderSelection(v); clearError(v); closeMenu(); }
      });
      list.appendChild(item);
    });
    var content = container.querySelector('.v-overlay__content');
    var h = content.getBoundingClientRect().height;
    if (r.bottom + h > window.innerHeight - 8) content.style.top = Math.max(8, Math.min(r.top, window.innerHeight - 8) - h) + 'px';
    v.querySelector('input').setAttribute('aria-expanded', 'true');
    v.querySelector('.v-field').classList.add('v-field--focused');
    active(v);
    openKey = key;
  }
  form.querySelectorAll('.v-select').forEach(function (v) {
    v.querySelector('.v-field').addEventListener('click', function () { if (openKey === v.getAttribute('data-select')) { if (!v.hasAttribute('data-multiple')) closeMenu(); } else openMenu(v); });
    v.querySelector('input').addEventListener('keydown', function (e) {
      if (e.key === 'Enter' || e.key === 'ArrowDown' || e.key === ' ') { e.preventDefault(); openMenu(v); }
      if (e.key === 'Escape') closeMenu();
    });
  });
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') closeMenu(); });
  document.addEventListener('mousedown', function (e) {
    if (!openKey) return;
    if (container.contains(e.target)) return;
    var v = form.querySelector('[data-select="' + openKey + '"]');
    if (v.contains(e.target)) return;
    closeMenu();
  });
  form.querySelectorAll('.v-checkbox input, .v-radio input').forEach(function (c) {
    c.addEventListener('change', function () {
      var group = c.type === 'radio' ? form.querySelectorAll('input[name="' + c.name + '"]') : [c];
      group.forEach(function (x) {
        var ctl = x.closest('.v-selection-control');
        ctl.classList.toggle('v-selection-control--dirty', x.checked);
        x.closest('.v-selection-control__wrapper').classList.toggle('text-primary', x.checked);
        x.previousElementSibling.textContent = x.type === 'radio' ? (x.checked ? '◉' : '○') : (x.checked ? '☑' : '☐');
      });
      var v = c.closest('.v-input'); v.classList.remove('v-input--error'); var m = messages(v); if (m) m.innerHTML = '';
    });
  });
  function text(id) { return document.getElementById('input-' + id).value.trim(); }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var bad = 0;
    form.querySelectorAll('.v-text-field').forEach(function (v) {
      var i = inputOf(v);
      var key = v.getAttribute('data-select');
      var required = key ? key === 'zona' : i.getAttribute('aria-required') === 'true';
      var empty = key ? values[key].length === 0 : !i.value.trim();
      if (required && empty) { setError(v, 'Campo obligatorio'); bad++; }
    });
    var fecha = text('fecha'), iso = '';
    var m = /^(\d{1,2})[\/.\-](\d{1,2})[\/.\-](\d{4})$/.exec(fecha);
    if (fecha) {
      var d = m && new Date(+m[3], +m[2] - 1, +m[1]);
      if (!m || !(d.getFullYear() === +m[3] && d.getMonth() === +m[2] - 1 && d.getDate() === +m[1])) { setError(form.querySelector('[data-field=fecha]'), 'Escribe la fecha como DD/MM/AAAA'); bad++; }
      else iso = m[3] + '-' + ('0' + m[2]).slice(-2) + '-' + ('0' + m[1]).slice(-2);
    }
    var email = text('email');
    if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) { setError(form.querySelector('[data-field=email]'), 'Correo electrónico no válido'); bad++; }
    var pet = form.querySelector('input[name=radio-mascotas]:checked');
    if (!pet) { var rg = form.querySelector('[data-field=mascotas]'); rg.classList.add('v-input--error'); messages(rg).innerHTML = '<div class="v-messages__message">Campo obligatorio</div>'; bad++; }
    var normas = document.getElementById('checkbox-normas');
    if (!normas.checked) { var nv = normas.closest('.v-input'); nv.classList.add('v-input--error'); messages(nv).innerHTML = '<div class="v-messages__message">Debes aceptar las normas de uso</div>'; bad++; }
    var slot = document.getElementById('alert-slot');
    if (bad) { slot.innerHTML = '<div class="v-alert v-alert--error" role="alert">Revisa los campos marcados en rojo.</div>'; return; }
    slot.innerHTML = '';
    var vehiculos = [1, 2].map(function (n) { return { matricula: text('matricula' + n).toUpperCase(), modelo: text('modelo' + n) }; }).filter(function (v) { return v.matricula || v.modelo; });
    var body = {
      nombre: text('nombre'), apellidos: text('apellidos'), email: email, telefono: text('telefono'),
      fecha: iso, zona: values.zona[0], adultos: text('adultos'), ninos: text('ninos') || '0',
      servicios: OPTIONS.servicios.map(function (o) { return o[0]; }).filter(function (k) { return values.servicios.indexOf(k) >= 0; }),
      mascotas: pet.value, vehiculos: vehiculos, observaciones: document.getElementById('input-observaciones').value.trim(),
      normas: true, boletin: document.getElementById('checkbox-boletin').checked
    };
    var b = form.querySelector('button[type=submit]'); b.disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (j) { form.remove(); slot.innerHTML = '<div class="v-alert v-alert--success" role="alert"><div class="v-alert-title">¡Reserva confirmada!</div>Código de reserva ' + (j.reference || '') + '. Recibirás el código de acceso por SMS el día anterior.</div>'; })
      .catch(function () { b.disabled = false; slot.innerHTML = '<div class="v-alert v-alert--error" role="alert">No se ha podido enviar. Inténtalo de nuevo.</div>'; });
  });
})();
