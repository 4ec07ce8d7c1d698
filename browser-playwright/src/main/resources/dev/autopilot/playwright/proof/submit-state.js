([control, form, mark]) => {
  // The state of the form a submit control belongs to, before and after a submit gesture.
  // Called as a function of [control, form, mark] where form is what findForm below returned earlier
  // (or null); returns {formPresent, formVisible, filledFields, valuesDigest, controlPresent,
  // controlDisabled, controlLabel, revealed, invalidFields}. Values are only digested, never
  // returned. With mark (the reading before the gesture), records the texts the document shows
  // (lib/submit-mark.js); without it (the reading after), says what the page showed in the form's
  // box since: the text that appeared there (revealed) and the fields that fail their own
  // constraints (invalidFields), what a page that refuses a submit in place shows a person.
// @include lib/submit-mark.js
  if (mark && control && control.isConnected) SUBMIT_MARK.record(control.ownerDocument);
  const shown = (el) => {
    if (!el || !el.isConnected) return false;
    if (typeof el.checkVisibility === 'function') {
      return el.checkVisibility({ visibilityProperty: true }) || getComputedStyle(el).display === 'contents';
    }
    const s = getComputedStyle(el);
    return s.display !== 'none' && s.visibility !== 'hidden';
  };
  const fieldsOf = (root) => {
    if (!root) return [];
    const out = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('input, select, textarea, [contenteditable="true"], *')) {
        if (el.matches('input, select, textarea, [contenteditable="true"]')) out.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    if (root.shadowRoot) walk(root.shadowRoot);
    return out.filter((el) => !(el.type === 'hidden' || el.type === 'submit' || el.type === 'button' || el.type === 'reset'));
  };
  const valueOf = (el) => {
    if (el.type === 'checkbox' || el.type === 'radio') return el.checked ? 'on' : '';
    if (el.isContentEditable) return el.textContent || '';
    return el.value || '';
  };
  // A field holds a value a person gave it when it holds text, or a choice other than the one the
  // page gave it (a box ticked, a radio or an option that is not the default): a form reset to its
  // defaults (a default radio checked again, a select back on its first option) holds none
  const givenChoice = (el) => {
    if (el.type === 'checkbox' || el.type === 'radio') return el.checked && !el.defaultChecked;
    if (el.localName !== 'select') return true;
    const options = Array.from(el.options || []);
    if (el.multiple) return options.some((o) => o.selected !== o.defaultSelected);
    let first = -1;
    for (let i = 0; i < options.length; i++) if (options[i].defaultSelected) first = i;
    if (first < 0) first = options.findIndex((o) => !o.disabled);
    return el.selectedIndex !== first;
  };
  let digest = 0;
  let filled = 0;
  for (const el of fieldsOf(form)) {
    const v = valueOf(el);
    if (v.trim() && givenChoice(el)) filled++;
    const s = (el.name || el.id || '') + '=' + v + ';';
    for (let i = 0; i < s.length; i++) digest = (Math.imul(31, digest) + s.charCodeAt(i)) | 0;
  }
  const label = control && control.isConnected
    ? ((control.value && control.localName === 'input' ? control.value : control.innerText || control.textContent) || '').trim().slice(0, 200) : '';
  // Text that appeared in the form's box since the gesture: shown, outside labels, legends,
  // options and controls, holding no control itself; texts, not nodes (lib/submit-mark.js).
  const revealed = [];
  const invalid = [];
  const submitted = !mark && form && form.isConnected ? SUBMIT_MARK.recorded() : null;
  if (submitted) {
    const CONTROLS = 'input, select, textarea, button, [contenteditable="true"]';
    const seen = new Set();
    let size = 0;
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (size > 500 || !SUBMIT_MARK.appeared(el, submitted)) continue;
        if (el.matches(CONTROLS) || el.closest('label, legend, option, button, select') || el.querySelector(CONTROLS) || !shown(el)) continue;
        const t = (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
        if (!t || seen.has(t)) continue;
        seen.add(t);
        revealed.push(t);
        size += t.length;
      }
    };
    walk(form);
    if (form.shadowRoot) walk(form.shadowRoot);
  }
  if (!mark && form && form.isConnected) {
    // every field of the form that fails its own constraints, read without checkValidity() (which
    // would fire the page's invalid handlers), whether or not the browser validates the form
    const groups = new Set();
    for (const el of fieldsOf(form)) {
      if (!el.willValidate || !el.validity || el.validity.valid || !shown(el)) continue;
      // a group of radios is one question: named once
      if (el.type === 'radio' && el.name) { if (groups.has(el.name)) continue; groups.add(el.name); }
      const label = (el.labels && el.labels[0] && el.labels[0].innerText) || el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.name || el.id || el.localName;
      invalid.push(label.replace(/\s+/g, ' ').trim().slice(0, 80) + ': ' + (el.validationMessage || 'not valid'));
      if (invalid.length >= 5) break;
    }
  }
  return {
    revealed: revealed.join(' | ').slice(0, 500),
    invalidFields: invalid,
    formPresent: !!(form && form.isConnected),
    formVisible: shown(form),
    filledFields: filled,
    valuesDigest: (digest >>> 0).toString(16),
    controlPresent: !!(control && control.isConnected),
    controlDisabled: !!(control && control.isConnected && (control.disabled || control.getAttribute('aria-disabled') === 'true')),
    controlLabel: label
  };
}
