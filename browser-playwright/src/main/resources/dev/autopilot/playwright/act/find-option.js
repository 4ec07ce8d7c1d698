([el, at]) => {
  // The visible, enabled options the element controls, owns or contains (for a listbox kept for
  // assistive technology, the items a person sees beside it: lib/shown-options.js), else the page's
  // visible role=option elements. With at < 0: their names (aria-label or text), or null while none shows;
  // the executor chooses by the one rule (Suggestions.pick: exact, then Match.bestOption). With
  // at >= 0: the option at that index, or null.
  // @include lib/element-helpers.js
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim();
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
  // @include lib/popup-listbox.js
  // @include lib/shown-options.js
  const inner = el.querySelector('[role="listbox"]') || POPUP_LISTBOX(el);
  if (inner) scopes.push(inner);
  let scoped = [];
  for (const s of scopes) {
    const beside = BESIDE_OPTIONS(s);
    const opts = Array.from(s.querySelectorAll('[role="option"]'));
    scoped = scoped.concat(beside.length ? beside : opts.length ? opts : Array.from(s.querySelectorAll('li')).concat(s.querySelector('li') ? [] : Array.from(s.children)));
  }
  const pool = scoped.some(visible) ? scoped : Array.from(document.querySelectorAll('[role="option"]'));
  const shown = pool.filter((o) => visible(o) && !disabledOf(o));
  if (at >= 0) return shown[at] || null;
  return shown.length ? shown.map((o) => key(o.getAttribute('aria-label') || o.textContent)) : null;
}
