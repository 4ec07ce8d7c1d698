([el, wanted]) => {
  // @include lib/element-helpers.js
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const w = key(wanted);
  const root = el.getRootNode();
  const byId = (id) => (root.getElementById && root.getElementById(id)) || document.getElementById(id);
  const scopes = [];
  if ((el.getAttribute('role') || '').trim() === 'listbox') scopes.push(el);
  for (const attr of ['aria-controls', 'aria-owns']) {
    for (const id of (el.getAttribute(attr) || '').trim().split(/\s+/)) {
      const t = id && byId(id);
      if (t) scopes.push(t);
    }
  }
  const inner = el.querySelector('[role="listbox"]');
  if (inner) scopes.push(inner);
  const nameOf = (o) => key(o.getAttribute('aria-label') || o.textContent);
  const pick = (options) => {
    const shown = options.filter((o) => visible(o) && !disabledOf(o));
    const exact = shown.find((o) => nameOf(o) === w);
    if (exact) return exact;
    const partial = shown.filter((o) => nameOf(o).includes(w));
    return partial.length === 1 ? partial[0] : null;
  };
  let scoped = [];
  for (const s of scopes) {
    const opts = Array.from(s.querySelectorAll('[role="option"]'));
    scoped = scoped.concat(opts.length ? opts : Array.from(s.querySelectorAll('li')).concat(s.querySelector('li') ? [] : Array.from(s.children)));
  }
  if (scoped.some(visible)) return pick(scoped);
  return pick(Array.from(document.querySelectorAll('[role="option"]')));
}
