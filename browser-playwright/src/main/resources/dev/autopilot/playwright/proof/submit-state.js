([control, form, mark]) => {
  // The state of the form a submit control belongs to, before and after a submit gesture.
  // Called as a function of [control, form, mark] where form is what findForm below returned earlier
  // (or null); returns {formPresent, formVisible, filledFields, valuesDigest, controlPresent,
  // controlDisabled, controlLabel}. Values are only digested, never returned. With mark (the
  // reading before the gesture), records the texts the document shows (lib/submit-mark.js).
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
  let digest = 0;
  let filled = 0;
  for (const el of fieldsOf(form)) {
    const v = valueOf(el);
    if (v.trim()) filled++;
    const s = (el.name || el.id || '') + '=' + v + ';';
    for (let i = 0; i < s.length; i++) digest = (Math.imul(31, digest) + s.charCodeAt(i)) | 0;
  }
  const label = control && control.isConnected
    ? ((control.value && control.localName === 'input' ? control.value : control.innerText || control.textContent) || '').trim().slice(0, 200) : '';
  return {
    formPresent: !!(form && form.isConnected),
    formVisible: shown(form),
    filledFields: filled,
    valuesDigest: (digest >>> 0).toString(16),
    controlPresent: !!(control && control.isConnected),
    controlDisabled: !!(control && control.isConnected && (control.disabled || control.getAttribute('aria-disabled') === 'true')),
    controlLabel: label
  };
}
