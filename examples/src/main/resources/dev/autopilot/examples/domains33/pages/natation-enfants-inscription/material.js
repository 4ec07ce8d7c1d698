// A stand-in for the Angular Material (MDC) runtime of this form: floating labels, mat-select
// opening a panel in the cdk-overlay-container at the end of body (single: closes on a pick;
// multiple: mat-pseudo-checkbox options, closes on Escape or a click on the backdrop), the
// datepicker input parsing JJ/MM/AAAA, mat-checkbox / mat-radio state classes, a FormArray of
// children with "Ajouter un enfant", mat-error messages, and a JSON submission.
(function () {
  var OPTIONS = {
    niveau: [['decouverte', "Découverte – n'a jamais nagé, appréhende l'eau"], ['debutant', 'Débutant – nage avec brassards ou frite'], ['intermediaire', 'Intermédiaire – nage 25 m sans aide'], ['perfectionnement', 'Perfectionnement – nage 50 m et plus']],
    creneaux: [['mer-10h', 'Mercredi 10h00'], ['mer-14h', 'Mercredi 14h00'], ['mer-16h', 'Mercredi 16h00'], ['sam-9h', 'Samedi 9h00'], ['sam-10h30', 'Samedi 10h30'], ['sam-14h', 'Samedi 14h00']]
  };
  var form = document.getElementById('inscription');
  var seq = 40;
  var overlay = null;

  function field(el) { return el.closest('mat-form-field'); }
  function floatLabel(ff) {
    var ctl = ff.querySelector('input, textarea, mat-select');
    var has = ctl.tagName === 'MAT-SELECT' ? !!ctl.getAttribute('data-value') : ctl.value !== '';
    var focused = ff.classList.contains('mat-focused');
    var label = ff.querySelector('.mdc-floating-label');
    if (label) label.classList.toggle('mdc-floating-label--float-above', has || focused);
  }
  function setFocus(ff, on) {
    ff.classList.toggle('mat-focused', on);
    ff.querySelector('.mdc-text-field').classList.toggle('mdc-text-field--focused', on);
    floatLabel(ff);
  }
  function clearError(ff) {
    ff.classList.remove('mat-form-field-invalid');
    var e = ff.querySelector('mat-error'); if (e) e.remove();
    ff.querySelectorAll('.mat-mdc-form-field-hint').forEach(function (h) { h.style.display = ''; });
    var c = ff.querySelector('input, textarea, mat-select'); c.setAttribute('aria-invalid', 'false');
  }
  function setError(ff, text) {
    clearError(ff);
    ff.classList.add('mat-form-field-invalid');
    var id = 'mat-mdc-error-' + (seq++);
    var wrap = ff.querySelector('.mat-mdc-form-field-subscript-wrapper');
    ff.querySelectorAll('.mat-mdc-form-field-hint').forEach(function (h) { h.style.display = 'none'; });
    var e = document.createElement('mat-error');
    e.className = 'mat-mdc-form-field-error mat-mdc-form-field-bottom-align'; e.id = id; e.setAttribute('aria-atomic', 'true'); e.textContent = text;
    wrap.prepend(e);
    var c = ff.querySelector('input, textarea, mat-select'); c.setAttribute('aria-invalid', 'true');
    c.setAttribute('aria-describedby', ((c.getAttribute('aria-describedby') || '') + ' ' + id).trim());
  }
  function wireInputs(root) {
    root.querySelectorAll('mat-form-field input, mat-form-field textarea').forEach(function (i) {
      var ff = field(i);
      i.addEventListener('focus', function () { setFocus(ff, true); });
      i.addEventListener('blur', function () { setFocus(ff, false); });
      i.addEventListener('input', function () { floatLabel(ff); if (ff.classList.contains('mat-form-field-invalid')) clearError(ff); });
      if (i.hasAttribute('data-datepicker')) {
        i.addEventListener('blur', function () {
          var t = i.value.trim(); if (!t) return;
          var m = /^(\d{1,2})[\/.\-](\d{1,2})[\/.\-](\d{4})$/.exec(t);
          var d = m && new Date(+m[3], +m[2] - 1, +m[1]);
          if (!m || !(d.getFullYear() === +m[3] && d.getMonth() === +m[2] - 1 && d.getDate() === +m[1])) { setError(ff, 'Date invalide (JJ/MM/AAAA)'); return; }
          i.value = ('0' + +m[1]).slice(-2) + '/' + ('0' + +m[2]).slice(-2) + '/' + m[3];
          i.setAttribute('data-iso', m[3] + '-' + ('0' + +m[2]).slice(-2) + '-' + ('0' + +m[1]).slice(-2));
          floatLabel(ff);
        });
        i.addEventListener('input', function () { i.removeAttribute('data-iso'); });
        ff.querySelector('.mat-datepicker-toggle button').addEventListener('click', function () { i.focus(); });
      }
    });
    root.querySelectorAll('mat-select').forEach(wireSelect);
  }
  function ensureOverlay() {
    if (!overlay) { overlay = document.createElement('div'); overlay.className = 'cdk-overlay-container'; document.body.appendChild(overlay); }
    return overlay;
  }
  function closePanel() {
    if (!overlay || !overlay.firstChild) return;
    var sel = document.getElementById(overlay.getAttribute('data-for'));
    overlay.innerHTML = '';
    sel.setAttribute('aria-expanded', 'false');
    sel.removeAttribute('aria-activedescendant');
    sel.removeAttribute('aria-controls');
    setFocus(field(sel), false);
    sel.focus();
  }
  function labelOf(key, v) { for (var i = 0; i < OPTIONS[key].length; i++) if (OPTIONS[key][i][0] === v) return OPTIONS[key][i][1]; return v; }
  function renderValue(sel) {
    var key = sel.getAttribute('data-options');
    var vals = (sel.getAttribute('data-value') || '').split(',').filter(Boolean);
    var box = sel.querySelector('.mat-mdc-select-value');
    if (!vals.length) { box.innerHTML = '<span class="mat-mdc-select-placeholder mat-mdc-select-min-line"></span>'; sel.classList.add('mat-mdc-select-empty'); }
    else { box.innerHTML = '<span class="mat-mdc-select-value-text"><span class="mat-mdc-select-min-line"></span></span>'; box.querySelector('.mat-mdc-select-min-line').textContent = vals.map(function (v) { return labelOf(key, v); }).join(', '); sel.classList.remove('mat-mdc-select-empty'); }
    floatLabel(field(sel));
  }
  function openPanel(sel) {
    if (overlay && overlay.firstChild) return;
    var key = sel.getAttribute('data-options');
    var multiple = sel.hasAttribute('data-multiple');
    var c = ensureOverlay();
    c.setAttribute('data-for', sel.id);
    var r = field(sel).querySelector('.mdc-text-field').getBoundingClientRect();
    var labelId = sel.getAttribute('aria-labelledby').split(' ')[0];
    c.innerHTML = '<div class="cdk-overlay-backdrop cdk-overlay-transparent-backdrop cdk-overlay-backdrop-showing"></div><div class="cdk-overlay-connected-position-bounding-box" dir="ltr" style="top:0;left:0;height:100%;width:100%"><div class="cdk-overlay-pane" style="top:' + (r.bottom) + 'px;left:' + r.left + 'px;width:' + r.width + 'px"><div role="listbox" tabindex="-1" class="mat-mdc-select-panel mdc-menu-surface mdc-menu-surface--open mat-primary' + (multiple ? ' mat-mdc-select-panel-multiple' : '') + '" id="' + sel.id + '-panel" aria-labelledby="' + labelId + '"' + (multiple ? ' aria-multiselectable="true"' : '') + '></div></div></div>';
    var panel = c.querySelector('[role=listbox]');
    var vals = (sel.getAttribute('data-value') || '').split(',').filter(Boolean);
    OPTIONS[key].forEach(function (o, i) {
      var opt = document.createElement('mat-option');
      var on = vals.indexOf(o[0]) >= 0;
      opt.setAttribute('role', 'option'); opt.id = 'mat-option-' + (seq++); opt.tabIndex = -1;
      opt.className = 'mat-mdc-option mdc-list-item' + (on ? ' mdc-list-item--selected' : '') + (multiple ? ' mat-mdc-option-multiple' : '');
      opt.setAttribute('aria-selected', on ? 'true' : 'false'); opt.setAttribute('aria-disabled', 'false');
      opt.innerHTML = (multiple ? '<mat-pseudo-checkbox class="mat-pseudo-checkbox mat-mdc-option-pseudo-checkbox' + (on ? ' mat-pseudo-checkbox-checked' : '') + '" aria-hidden="true"></mat-pseudo-checkbox>' : '') + '<span class="mdc-list-item__primary-text"></span>';
      opt.querySelector('.mdc-list-item__primary-text').textContent = o[1];
      opt.setAttribute('data-value', o[0]);
      opt.addEventListener('click', function () {
        var cur = (sel.getAttribute('data-value') || '').split(',').filter(Boolean);
        if (multiple) {
          var k = cur.indexOf(o[0]);
          if (k >= 0) cur.splice(k, 1); else cur.push(o[0]);
          cur = OPTIONS[key].map(function (x) { return x[0]; }).filter(function (x) { return cur.indexOf(x) >= 0; });
          sel.setAttribute('data-value', cur.join(','));
          var now = cur.indexOf(o[0]) >= 0;
          opt.setAttribute('aria-selected', now ? 'true' : 'false'); opt.classList.toggle('mdc-list-item--selected', now);
          opt.querySelector('mat-pseudo-checkbox').classList.toggle('mat-pseudo-checkbox-checked', now);
          renderValue(sel); clearError(field(sel));
        } else {
          sel.setAttribute('data-value', o[0]); renderValue(sel); clearError(field(sel)); closePanel();
        }
      });
      panel.appendChild(opt);
    });
    var pane = c.querySelector('.cdk-overlay-pane');
    var h = pane.getBoundingClientRect().height;
    if (r.bottom + h > window.innerHeight - 8) { pane.style.top = Math.max(8, Math.min(r.top, window.innerHeight - 8) - h) + 'px'; pane.classList.add('mat-mdc-select-panel-above'); }
    c.querySelector('.cdk-overlay-backdrop').addEventListener('click', closePanel);
    sel.setAttribute('aria-expanded', 'true');
    sel.setAttribute('aria-controls', panel.id);
    setFocus(field(sel), true);
  }
  function wireSelect(sel) {
    sel.addEventListener('click', function () { openPanel(sel); });
    sel.addEventListener('keydown', function (e) {
      if (!overlay || !overlay.firstChild) {
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') { e.preventDefault(); openPanel(sel); }
        return;
      }
      var opts = Array.prototype.slice.call(overlay.querySelectorAll('mat-option'));
      var i = opts.findIndex(function (o) { return o.classList.contains('mat-mdc-option-active'); });
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        i = e.key === 'ArrowDown' ? Math.min(opts.length - 1, i + 1) : Math.max(0, i - 1);
        opts.forEach(function (o, j) { o.classList.toggle('mat-mdc-option-active', j === i); });
        sel.setAttribute('aria-activedescendant', opts[i].id);
      } else if ((e.key === 'Enter' || e.key === ' ') && i >= 0) { e.preventDefault(); opts[i].click(); }
      else if (e.key === 'Escape' || e.key === 'Tab') { e.preventDefault(); closePanel(); }
    });
    sel.addEventListener('focus', function () { setFocus(field(sel), true); });
    sel.addEventListener('blur', function () { if (!overlay || !overlay.firstChild) setFocus(field(sel), false); });
  }
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape' && overlay && overlay.firstChild) closePanel(); });

  var kids = document.getElementById('enfants');
  var tpl = document.getElementById('child-template').innerHTML;
  function addChild() {
    var n = kids.children.length + 1;
    var html = tpl.replace(/__N__/g, n).replace(/__A__/g, seq++).replace(/__B__/g, seq++).replace(/__C__/g, seq++).replace(/__D__/g, seq++).replace(/__E__/g, seq++);
    var holder = document.createElement('div'); holder.innerHTML = html;
    var fs = holder.firstElementChild;
    kids.appendChild(fs);
    wireInputs(fs);
    if (n >= 3) document.getElementById('add-child').style.display = 'none';
  }
  addChild();
  document.getElementById('add-child').addEventListener('click', addChild);
  wireInputs(document.getElementById('responsable'));
  wireSelect(form.querySelector('mat-select[data-options=creneaux]'));

  form.querySelectorAll('mat-radio-group input').forEach(function (r) {
    r.addEventListener('change', function () { form.querySelectorAll('input[name="' + r.name + '"]').forEach(function (o) { o.closest('mat-radio-button').classList.toggle('mat-mdc-radio-checked', o.checked); }); });
  });
  form.querySelectorAll('mat-checkbox input').forEach(function (c) {
    c.addEventListener('change', function () { c.closest('mat-checkbox').classList.toggle('mat-mdc-checkbox-checked', c.checked); });
  });

  function val(root, ctl) {
    var ff = root.querySelector('mat-form-field[data-ctl="' + ctl + '"]');
    var c = ff.querySelector('input, textarea, mat-select');
    return c.tagName === 'MAT-SELECT' ? (c.getAttribute('data-value') || '') : (c.hasAttribute('data-datepicker') ? (c.getAttribute('data-iso') || '') : c.value.trim());
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var bad = 0;
    form.querySelectorAll('mat-form-field').forEach(function (ff) {
      var c = ff.querySelector('input, textarea, mat-select');
      if (c.getAttribute('aria-required') !== 'true') return;
      var v = c.tagName === 'MAT-SELECT' ? c.getAttribute('data-value') : c.value.trim();
      if (!v) { setError(ff, 'Ce champ est obligatoire'); bad++; }
      else if (c.hasAttribute('data-datepicker') && !c.getAttribute('data-iso')) { setError(ff, 'Date invalide (JJ/MM/AAAA)'); bad++; }
    });
    var email = document.getElementById('mat-input-2');
    if (email.value.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value.trim())) { setError(field(email), 'Adresse e-mail invalide'); bad++; }
    var photo = form.querySelector('mat-radio-group input:checked');
    var reglement = document.getElementById('mat-mdc-checkbox-1-input');
    var msg = document.getElementById('form-error');
    if (!photo || !reglement.checked || bad) {
      msg.textContent = !bad && !photo ? "Merci d'indiquer si vous autorisez les photos." : (!bad && !reglement.checked ? 'Vous devez accepter le règlement intérieur.' : 'Veuillez corriger les champs signalés en rouge.');
      return;
    }
    msg.textContent = '';
    var resp = document.getElementById('responsable');
    var body = {
      responsable: { nom: val(resp, 'nom'), prenom: val(resp, 'prenom'), email: val(resp, 'email'), telephone: val(resp, 'telephone'), adresse: { voie: val(resp, 'voie'), codePostal: val(resp, 'codePostal'), ville: val(resp, 'ville') } },
      enfants: Array.prototype.map.call(kids.children, function (fs) { return { prenom: val(fs, 'prenom'), nom: val(fs, 'nom'), dateNaissance: val(fs, 'dateNaissance'), niveau: val(fs, 'niveau'), infosMedicales: val(fs, 'infosMedicales') }; }),
      creneaux: (form.querySelector('mat-select[data-options=creneaux]').getAttribute('data-value') || '').split(',').filter(Boolean),
      photos: photo.value, reglement: true, newsletter: document.getElementById('mat-mdc-checkbox-2-input').checked
    };
    var button = form.querySelector('button[type=submit]'); button.disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (j) {
        document.querySelector('mat-card-content').innerHTML = '<p class="done">Inscription enregistrée. Référence ' + (j.reference || '') + '. Vous recevrez la confirmation des créneaux par e-mail.</p>';
        var snack = document.createElement('div'); snack.className = 'mat-mdc-snack-bar-container'; snack.setAttribute('role', 'status');
        snack.innerHTML = '<div class="mat-mdc-snack-bar-label" aria-live="polite">Inscription enregistrée</div>';
        document.body.appendChild(snack);
      })
      .catch(function () { button.disabled = false; msg.textContent = 'Une erreur est survenue, veuillez réessayer.'; });
  });
})();
