// A small stand-in for Material UI's TextField, Select, Checkbox and Radio behaviour: floating
// labels that shrink on focus or when filled, a Select that opens a Menu (a Popover in a portal
// at the end of body) on mousedown or Enter/Space/ArrowDown and keeps its value in a hidden
// native input, and a JSON submission with MUI-style helper-text errors.
(function () {
  var OPTIONS = {
    anzahl: [['1', '1 Fahrrad'], ['2', '2 Fahrräder'], ['3', '3 Fahrräder']],
    fahrrad1_material: [['stahl', 'Stahl'], ['aluminium', 'Aluminium'], ['carbon', 'Carbon (nicht gravierbar – wir kleben einen Aufkleber)'], ['titan', 'Titan']],
    fahrrad2_material: [['stahl', 'Stahl'], ['aluminium', 'Aluminium'], ['carbon', 'Carbon (nicht gravierbar – wir kleben einen Aufkleber)'], ['titan', 'Titan']],
    termin: [['2027-04-10', 'Sa, 10.04.2027, 10–14 Uhr · Markthalle Neun'], ['2027-04-17', 'Sa, 17.04.2027, 10–14 Uhr · Rathaus Kreuzberg'], ['2027-04-21', 'Mi, 21.04.2027, 16–19 Uhr · Werkstatt Wrangelkiez']]
  };
  var form = document.getElementById('codier-form');
  function labelOf(control) { return control.querySelector('.MuiInputLabel-root'); }
  function shrink(control, on) {
    var l = labelOf(control);
    if (!l) return;
    l.classList.toggle('MuiInputLabel-shrink', on);
    l.setAttribute('data-shrink', on ? 'true' : 'false');
    control.classList.toggle('shrunk', on);
  }
  function focused(control, on) {
    var l = labelOf(control);
    if (l) l.classList.toggle('Mui-focused', on);
    control.querySelector('.MuiInputBase-root').classList.toggle('Mui-focused', on);
  }
  form.querySelectorAll('.MuiTextField-root').forEach(function (control) {
    var input = control.querySelector('input.MuiInputBase-input, textarea.MuiInputBase-input:not([aria-hidden])');
    if (!input || control.hasAttribute('data-select')) return;
    function sync() { shrink(control, document.activeElement === input || input.value !== ''); control.querySelector('.MuiInputBase-root').classList.toggle('MuiFormLabel-filled', input.value !== ''); }
    input.addEventListener('focus', function () { focused(control, true); sync(); });
    input.addEventListener('blur', function () { focused(control, false); sync(); });
    input.addEventListener('input', sync);
    sync();
  });
  function closeMenu() {
    var menu = document.querySelector('.MuiMenu-root');
    if (!menu) return;
    var combo = document.getElementById(menu.getAttribute('data-for'));
    combo.setAttribute('aria-expanded', 'false');
    focused(combo.closest('.MuiFormControl-root'), false);
    menu.remove();
    combo.focus();
  }
  function choose(combo, value, text) {
    var control = combo.closest('.MuiFormControl-root');
    var native = control.querySelector('.MuiSelect-nativeInput');
    native.value = value;
    combo.textContent = text;
    shrink(control, true);
    clearError(control);
    native.dispatchEvent(new Event('change', { bubbles: true }));
  }
  function openMenu(combo) {
    if (document.querySelector('.MuiMenu-root')) return;
    var control = combo.closest('.MuiFormControl-root');
    var name = control.getAttribute('data-select');
    var native = control.querySelector('.MuiSelect-nativeInput');
    var listId = combo.getAttribute('aria-controls');
    var menu = document.createElement('div');
    menu.setAttribute('role', 'presentation');
    menu.className = 'MuiPopover-root MuiMenu-root MuiModal-root';
    menu.id = 'menu-' + name;
    menu.setAttribute('data-for', combo.id);
    var r = combo.getBoundingClientRect();
    menu.innerHTML = '<div aria-hidden="true" class="MuiBackdrop-root MuiBackdrop-invisible MuiModal-backdrop"></div><div tabindex="0" data-testid="sentinelStart"></div>' +
      '<div class="MuiPaper-root MuiPaper-elevation MuiPaper-rounded MuiPaper-elevation8 MuiPopover-paper MuiMenu-paper" tabindex="-1" style="top:' + (r.bottom + 2) + 'px;left:' + r.left + 'px;min-width:' + r.width + 'px">' +
      '<ul class="MuiList-root MuiList-padding MuiMenu-list" role="listbox" tabindex="-1" aria-labelledby="' + name + '-label" id="' + listId + '"></ul></div><div tabindex="0" data-testid="sentinelEnd"></div>';
    var ul = menu.querySelector('ul');
    OPTIONS[name].forEach(function (o) {
      var li = document.createElement('li');
      li.className = 'MuiButtonBase-root MuiMenuItem-root MuiMenuItem-gutters' + (o[0] === native.value ? ' Mui-selected' : '');
      li.tabIndex = o[0] === native.value ? 0 : -1;
      li.setAttribute('role', 'option');
      li.setAttribute('aria-selected', o[0] === native.value ? 'true' : 'false');
      li.setAttribute('data-value', o[0]);
      li.textContent = o[1];
      li.insertAdjacentHTML('beforeend', '<span class="MuiTouchRipple-root"></span>');
      li.addEventListener('click', function () { choose(combo, o[0], o[1]); closeMenu(); });
      ul.appendChild(li);
    });
    var backdrop = menu.querySelector('.MuiBackdrop-root');
    var downOnBackdrop = false;
    backdrop.addEventListener('mousedown', function () { downOnBackdrop = true; });
    backdrop.addEventListener('click', function () { if (downOnBackdrop) closeMenu(); downOnBackdrop = false; });
    ul.addEventListener('keydown', function (e) {
      var items = Array.prototype.slice.call(ul.children);
      var i = items.indexOf(document.activeElement);
      if (e.key === 'ArrowDown') { e.preventDefault(); items[Math.min(items.length - 1, i + 1)].focus(); }
      else if (e.key === 'ArrowUp') { e.preventDefault(); items[Math.max(0, i - 1)].focus(); }
      else if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); if (i >= 0) items[i].click(); }
      else if (e.key === 'Escape' || e.key === 'Tab') { e.preventDefault(); closeMenu(); }
    });
    document.body.appendChild(menu);
    var paper = menu.querySelector('.MuiPopover-paper');
    var h = paper.getBoundingClientRect().height;
    if (r.bottom + h > window.innerHeight - 16) paper.style.top = Math.max(16, Math.min(r.top, window.innerHeight - 16) - h) + 'px';
    combo.setAttribute('aria-expanded', 'true');
    focused(control, true);
    var sel = ul.querySelector('[aria-selected=true]') || ul.firstElementChild;
    sel.focus();
  }
  document.querySelectorAll('.MuiSelect-select[role=combobox]').forEach(function (combo) {
    combo.addEventListener('mousedown', function (e) { if (e.button !== 0) return; e.preventDefault(); combo.focus(); openMenu(combo); });
    combo.addEventListener('keydown', function (e) {
      if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].indexOf(e.key) >= 0) { e.preventDefault(); openMenu(combo); }
    });
    combo.addEventListener('focus', function () { focused(combo.closest('.MuiFormControl-root'), true); });
    combo.addEventListener('blur', function () { if (!document.querySelector('.MuiMenu-root')) focused(combo.closest('.MuiFormControl-root'), false); });
  });
  form.querySelector('[name=anzahl]').addEventListener('change', function (e) {
    var n = +e.target.value;
    form.querySelectorAll('section.bike').forEach(function (s) { s.hidden = +s.getAttribute('data-bike') > n; });
  });
  form.querySelectorAll('.PrivateSwitchBase-input').forEach(function (i) {
    i.addEventListener('change', function () {
      form.querySelectorAll('input[name="' + i.name + '"]').forEach(function (j) { j.parentElement.classList.toggle('Mui-checked', j.checked); });
      if (i.type === 'checkbox') {
        i.nextElementSibling.innerHTML = i.checked ? '<path d="M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z"></path>' : '<path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z"></path>';
      }
    });
  });
  function clearError(control) {
    control.querySelectorAll('.Mui-error').forEach(function (n) { n.classList.remove('Mui-error'); });
    var h = control.querySelector('.MuiFormHelperText-root[data-error]');
    if (h) { h.textContent = h.getAttribute('data-error'); h.removeAttribute('data-error'); if (!h.textContent) h.remove(); }
    control.querySelectorAll('[aria-invalid]').forEach(function (n) { n.setAttribute('aria-invalid', 'false'); });
  }
  function setError(control, text) {
    var l = labelOf(control); if (l) l.classList.add('Mui-error');
    var base = control.querySelector('.MuiInputBase-root'); if (base) base.classList.add('Mui-error');
    var h = control.querySelector('.MuiFormHelperText-root');
    if (!h) { h = document.createElement('p'); h.className = 'MuiFormHelperText-root MuiFormHelperText-contained'; h.id = (control.querySelector('input,[role=combobox]').id || 'x') + '-helper-text'; control.appendChild(h); }
    if (!h.hasAttribute('data-error')) h.setAttribute('data-error', h.textContent);
    h.textContent = text; h.classList.add('Mui-error');
    var i = control.querySelector('input:not([aria-hidden]), [role=combobox], textarea:not([aria-hidden])');
    if (i) { i.setAttribute('aria-invalid', 'true'); var d = i.getAttribute('aria-describedby') || ''; if (d.indexOf(h.id) < 0) i.setAttribute('aria-describedby', (d + ' ' + h.id).trim()); }
  }
  form.addEventListener('input', function (e) { var c = e.target.closest('.MuiFormControl-root'); if (c) clearError(c); });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var bad = [];
    form.querySelectorAll('.MuiTextField-root').forEach(function (control) {
      if (control.closest('section[hidden]')) return;
      var i = control.querySelector('input[required], textarea[required]');
      if (i && !i.value.trim()) { setError(control, 'Pflichtfeld'); bad.push(control); }
    });
    var email = form.querySelector('[name=email]');
    if (email.value.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value.trim())) { setError(email.closest('.MuiFormControl-root'), 'Bitte eine gültige E-Mail-Adresse eingeben'); bad.push(email); }
    var plz = form.querySelector('[name=plz]');
    if (plz.value.trim() && !/^\d{5}$/.test(plz.value.trim())) { setError(plz.closest('.MuiFormControl-root'), 'Fünfstellige Postleitzahl'); bad.push(plz); }
    var radio = form.querySelector('.radio-control');
    if (!form.querySelector('[name=nachweis]:checked')) { radio.querySelector('.MuiFormLabel-root').classList.add('Mui-error'); bad.push(radio); } else radio.querySelector('.MuiFormLabel-root').classList.remove('Mui-error');
    var ds = form.querySelector('[name=datenschutz]');
    ds.closest('label').querySelector('.MuiFormControlLabel-label').style.color = ds.checked ? '' : '#d32f2f';
    if (!ds.checked) bad.push(ds);
    var slot = document.getElementById('alert-slot');
    if (bad.length) {
      slot.innerHTML = '<div class="MuiPaper-root MuiAlert-root MuiAlert-standardError" role="alert"><div class="MuiAlert-message">Bitte füllen Sie alle Pflichtfelder aus.</div></div>';
      return;
    }
    slot.innerHTML = '';
    var v = function (n) { return form.querySelector('[name="' + n + '"]').value.trim(); };
    var n = +v('anzahl');
    var bikes = [];
    for (var k = 1; k <= n; k++) bikes.push({ modell: v('fahrrad' + k + '_modell'), material: v('fahrrad' + k + '_material'), rahmennummer: v('fahrrad' + k + '_rahmennummer') });
    var body = {
      vorname: v('vorname'), nachname: v('nachname'), email: v('email'), telefon: v('telefon'),
      strasse: v('strasse'), hausnummer: v('hausnummer'), plz: v('plz'), ort: v('ort'),
      anzahl: v('anzahl'), fahrraeder: bikes, termin: v('termin'),
      nachweis: form.querySelector('[name=nachweis]:checked').value,
      bemerkungen: form.querySelector('textarea[name=bemerkungen]').value.trim(),
      datenschutz: ds.checked, newsletter: form.querySelector('[name=newsletter]').checked
    };
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function () {
        form.remove();
        slot.innerHTML = '<div class="MuiPaper-root MuiAlert-root MuiAlert-standardSuccess" role="alert"><div class="MuiAlert-message">Vielen Dank! Ihre Terminanfrage ist eingegangen. Sie erhalten eine Bestätigung per E-Mail.</div></div>';
      })
      .catch(function () { button.disabled = false; slot.innerHTML = '<div class="MuiPaper-root MuiAlert-root MuiAlert-standardError" role="alert"><div class="MuiAlert-message">Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.</div></div>'; });
  });
})();
