// Suggestions next to a field (included by element/suggestions*.js after lib/element-helpers.js):
// the list a field shows after key events, whether it carries roles (a listbox the field
// controls, owns or contains, role=option items; the field itself when it is a listbox) or none
// (a <ul>/<ol> or menu that appeared next to the field: above or below it, overlapping it
// horizontally); else the one listbox that appeared anywhere (a portal). Lists already shown before typing began
// (marked by act/suggestions-mark.js) are not suggestions unless the field names them; before
// the first mark of a document only lists the field names count.
// A listbox kept for assistive technology stands for the items a person sees beside it
// (lib/shown-options.js, included before this file).
// SUGGEST.list(field) is the shown list or null; SUGGEST.items(list) its visible items;
// SUGGEST.text(item) an item's text; SUGGEST.state the per-window record of the last look.
  const SUGGEST = (() => {
    const K = Symbol.for('dev.autopilot.suggestions');
    const state = window[K] || (Object.defineProperty(window, K, { value: { before: new WeakSet(), marked: false, sig: null, since: 0 } }), window[K]);
    const NEAR_PX = 160;
    const LISTS = '[role="listbox"],[role="menu"],ul,ol';
    const text = (n) => (n.getAttribute('aria-label') || n.innerText || n.textContent || '').replace(/\s+/g, ' ').trim();
    const byId = (from, id) => {
      const root = from.getRootNode();
      return (root.getElementById && root.getElementById(id)) || document.getElementById(id);
    };
    const named = (field) => {
      const out = [];
      const owners = [field];
      const box = field.parentElement && field.parentElement.closest('[role="combobox"]');
      if (box) owners.push(box);
      for (const o of owners) {
        for (const attr of ['aria-controls', 'aria-owns']) {
          for (const id of (o.getAttribute(attr) || '').trim().split(/\s+/)) {
            const t = id && byId(o, id);
            if (t && t !== field && !t.contains(field)) out.push(t);
          }
        }
      }
      return out;
    };
    const items = (list) => {
      const beside = list.matches('[role="listbox"]') ? BESIDE_OPTIONS(list).filter(visible) : [];
      if (beside.length) return beside;
      const options = Array.from(list.querySelectorAll('[role="option"]')).filter(visible);
      if (options.length || list.getAttribute('role') === 'listbox') return options;
      const leaves = Array.from(list.querySelectorAll('li')).filter((li) => !li.querySelector('li') && visible(li) && text(li));
      if (leaves.length) return leaves;
      return Array.from(list.children).filter((c) => visible(c) && text(c));
    };
    const near = (field, list) => {
      const f = field.getBoundingClientRect();
      const r = list.getBoundingClientRect();
      const across = Math.min(f.right, r.right) - Math.max(f.left, r.left) > 0;
      const below = r.top >= f.top && r.top - f.bottom < NEAR_PX;
      const above = r.bottom <= f.bottom && f.top - r.bottom < NEAR_PX;
      return across && (below || above);
    };
    const candidates = () => Array.from(document.querySelectorAll(LISTS));
    const list = (field) => {
      if (field.matches('[role="listbox"]')) return visible(field) && items(field).length ? field : null;
      for (const t of named(field)) {
        const l = t.matches(LISTS) ? t : t.querySelector('[role="listbox"]') || t;
        if ((visible(l) || l.matches('[role="listbox"]') && SR_LISTBOX(l)) && items(l).length) return l;
      }
      const inner = field.querySelector('[role="listbox"]');
      if (inner && visible(inner) && items(inner).length) return inner;
      if (!state.marked) return null;
      const fresh = [];
      for (const l of candidates()) {
        if (state.before.has(l) || l.contains(field) || !visible(l)) continue;
        if (l.parentElement && l.parentElement.closest(LISTS) && !l.matches('[role="listbox"]')) continue;
        if (!items(l).length) continue;
        if (near(field, l)) return l;
        if (l.matches('[role="listbox"]')) fresh.push(l);
      }
      // a listbox drawn elsewhere (a portal over the page) that appeared since: when it is the only one
      return fresh.length === 1 ? fresh[0] : null;
    };
    const mark = () => {
      state.before = new WeakSet(candidates().filter(visible));
      state.marked = true;
      state.sig = null;
      state.since = 0;
    };
    return { list, items, text, mark, state };
  })();
