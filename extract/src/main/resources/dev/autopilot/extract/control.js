// The state of a paging control: whether it is there and usable, its link, and the ref the
// session's last snapshot gave it (for the submit judgement), or null when it has none.
(selector) => {
  let el;
  try { el = document.querySelector(selector); } catch (e) { return { exists: false, error: 'not a valid CSS selector' }; }
  if (!el) return { exists: false };
  const reg = window[Symbol.for('dev.autopilot.refs')];
  const n = reg && reg.byEl ? reg.byEl.get(el) : undefined;
  return { exists: true, visible: AP_visible(el), href: el.href ? String(el.href) : '', tag: el.localName,
    disabled: el.disabled === true || el.getAttribute('aria-disabled') === 'true' || el.classList.contains('disabled') || el.classList.contains('ag-disabled'),
    ref: n === undefined ? null : 'e' + n };
}
