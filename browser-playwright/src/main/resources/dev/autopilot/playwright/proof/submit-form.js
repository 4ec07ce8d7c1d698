(control) => {
  // The form a submit control belongs to: its form owner, else the nearest ancestor (across shadow
  // roots) that holds a field besides the control, else null.
  if (control.form) return control.form;
  const hasField = (el) => {
    const q = 'input:not([type=hidden]):not([type=submit]):not([type=button]), select, textarea';
    if (el.querySelector && el.querySelector(q)) return true;
    return !!(el.shadowRoot && el.shadowRoot.querySelector(q));
  };
  let el = control.parentNode;
  while (el) {
    if (el.nodeType === Node.ELEMENT_NODE && (el.localName === 'form' || el.getAttribute('role') === 'form' || hasField(el))) return el;
    el = el.parentNode || (el instanceof ShadowRoot ? el.host : null);
  }
  return null;
}
