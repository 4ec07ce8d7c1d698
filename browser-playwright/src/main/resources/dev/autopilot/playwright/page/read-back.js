async ([ref, fileName]) => {
  const resolveRef =
  // @include page/resolve-ref.js
  ;
  const el = resolveRef(ref);
  if (typeof el === 'string' || !el) return { found: false };
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!el.isConnected) return { found: false };
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const tag = el.localName;
  const type = tag === 'input' ? el.type : '';
  const r = el.getAttribute('role');
  const role = r ? r.trim().split(/\s+/)[0].toLowerCase() : '';
  const out = { found: true, tag, type, role, othersChecked: 0, selected: [], listLabels: [], shown: [], files: [],
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
  if (role === 'combobox' && tag !== 'select') {
    // The widget around the element: its ancestors up to the first that holds another
    // control, at most four levels, never the form itself.
    const CONTROLS = 'input:not([type="hidden"]),select,textarea,button,[role="combobox"],[role="listbox"],[role="radio"],[role="checkbox"],[role="switch"],[role="textbox"]';
    const popup = (n) => n.closest('[role="listbox"],[role="option"]');
    let widget = el;
    for (let i = 0; i < 4 && widget.parentElement; i++) {
      const p = widget.parentElement;
      if (['form', 'body', 'html', 'fieldset'].includes(p.localName)) break;
      const other = Array.from(p.querySelectorAll(CONTROLS)).some((c) => c !== el && !c.contains(el) && !el.contains(c) && !popup(c));
      if (other) break;
      widget = p;
    }
    const labelIds = new Set((el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean));
    const skip = (n) => ['label', 'script', 'style', 'template'].includes(n.localName) || (n.id && labelIds.has(n.id)) || popup(n);
    const walk = (n) => {
      if (n.nodeType !== 1 || skip(n)) return;
      if (n.localName === 'input') { if (n.type === 'hidden' && n.value) out.shown.push(key(n.value)); return; }
      const own = Array.from(n.childNodes).filter((c) => c.nodeType === 3).map((c) => c.textContent).join(' ');
      if (key(own) && (!n.checkVisibility || n.checkVisibility())) out.shown.push(key(own));
      for (const c of n.children) walk(c);
    };
    walk(widget);
  }
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
