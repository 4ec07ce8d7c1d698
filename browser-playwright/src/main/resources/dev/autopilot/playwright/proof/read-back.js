async ([ref, fileName, owner]) => {
  const resolveRef =
  // @include snapshot/resolve-ref.js
  ;
  // @include lib/widget-shown.js
  const el = resolveRef(ref);
  if (typeof el === 'string' || !el) return { found: false };
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!el.isConnected) return { found: false };
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const tag = el.localName;
  const type = tag === 'input' ? el.type : '';
  const r = el.getAttribute('role');
  const role = r ? r.trim().split(/\s+/)[0].toLowerCase() : '';
  const mark = window[Symbol.for('dev.autopilot.overlays')];
  const out = { found: true, marked: !!(mark && mark.owner === owner), tag, type, role, othersChecked: 0, selected: [], listLabels: [], shown: [], files: [],
    expanded: el.getAttribute('aria-expanded') === 'true' };
  const nativeToggle = tag === 'input' && (type === 'checkbox' || type === 'radio');
  out.checked = nativeToggle ? el.checked
    : el.hasAttribute('aria-checked') ? el.getAttribute('aria-checked') === 'true' : null;
  if (type === 'radio' && el.name) {
    const owner = el.form || el.getRootNode();
    out.othersChecked = Array.from(owner.querySelectorAll('input[type="radio"]'))
      .filter((x) => x !== el && x.name === el.name && (x.form || x.getRootNode()) === owner && x.checked).length;
  } else if (role === 'radio') {
    const g = el.closest('[role="radiogroup"]');
    out.othersChecked = g ? Array.from(g.querySelectorAll('[role="radio"]'))
      .filter((x) => x !== el && x.getAttribute('aria-checked') === 'true').length : 0;
  }
  if (tag === 'input' || tag === 'textarea') out.value = el.value;
  else if (tag === 'select') out.value = Array.from(el.selectedOptions, (o) => key(o.label)).join(', ');
  else if (role === 'slider' || role === 'spinbutton') out.value = el.getAttribute('aria-valuetext') || el.getAttribute('aria-valuenow');
  else if (el.isContentEditable) out.value = el.innerText;
  else out.value = key(el.textContent);
  if (tag === 'select') {
    out.selected = Array.from(el.selectedOptions, (o) => [key(o.label), o.value]);
  } else if (role === 'combobox' || role === 'listbox') {
    const root = el.getRootNode();
    const byId = (id) => (root.getElementById && root.getElementById(id)) || document.getElementById(id);
    const scopes = role === 'listbox' ? [el] : [];
    for (const attr of ['aria-controls', 'aria-owns']) {
      for (const id of (el.getAttribute(attr) || '').trim().split(/\s+/)) { const t = id && byId(id); if (t) scopes.push(t); }
    }
    for (const s of scopes) {
      for (const o of s.querySelectorAll('[role="option"][aria-selected="true"]')) {
        const l = key(o.getAttribute('aria-label') || o.textContent);
        out.selected.push([l, l]);
      }
    }
  }
  if (role === 'combobox' && tag !== 'select') out.shown = WIDGET_SHOWN(el, true);
  if (tag === 'input' && el.list) {
    out.listLabels = Array.from(el.list.options).filter((o) => o.value === el.value).map((o) => key(o.label));
  }
  if (type === 'file') out.files = Array.from(el.files || [], (f) => f.name);
  if (fileName) {
    out.fileAnywhere = Array.from(document.querySelectorAll('input[type="file"]'))
      .some((i) => Array.from(i.files || []).some((f) => f.name === fileName));
    out.pageShowsFile = !!document.body && document.body.innerText.includes(fileName);
  }
  return out;
}
