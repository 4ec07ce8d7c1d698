([op, owner]) => {
  // @include lib/widget-w-date.js
  // Popups open in this document: visible elements floating over the page that a gesture opens
  // (a listbox, menu, tree, grid or non-modal dialog; or a list in a box positioned absolutely or
  // fixed: a dropdown, a suggestion list; a date picker's popup, by its library's class names
  // (WDATE.POPUPS), its inline calendars aside). The one place that says whether a popup is open.
  // Ops:
  // 'mark': remembers the popups open now for the owner (the ref about to be operated) and gives
  //   their count;
  // 'left': the popups open now that were not at the owner's mark, described (<tag#id>); null when
  //   the last mark is not the owner's;
  // 'closed': whether none is left (as 'left' gives an empty list or null);
  // 'blank': a point of the viewport { x, y } where a click hits nothing that reacts to clicks and
  //   no popup (a click outside), or null;
  // 'choosing': leaves the popups the owner's gesture opened open for choosing: remembers them
  //   (the snapshot offers what they hold, see snapshot.js) and gives them described, or null when
  //   the last mark is not the owner's;
  // 'offered': the refs, as this document's snapshot registry issued them, of the elements inside
  //   the popups left open for choosing that are still shown (the owner's suggestions).
  const MARK = Symbol.for('dev.autopilot.overlays');
  const CHOOSING = Symbol.for('dev.autopilot.choosing');
  const ROLES = new Set(['listbox', 'menu', 'tree', 'grid', 'dialog']);
  const CANDIDATES = '[role="listbox"], [role="menu"], [role="tree"], [role="grid"], [role="dialog"], ul, ol, [role="option"]';
  const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [onclick], [role], [tabindex], [contenteditable]';
  const styles = new Map();
  const style = (n) => {
    let cs = styles.get(n);
    if (!cs) { cs = getComputedStyle(n); styles.set(n, cs); }
    return cs;
  };
  const clipped = (cs) => (cs.clip && cs.clip !== 'auto' && /rect\(\s*(?:0|1)px,?\s*(?:0|1)px/.test(cs.clip))
    || (cs.clipPath && cs.clipPath !== 'none' && /inset\(\s*(?:4\d|[5-9]\d|100)%|circle\(\s*0/.test(cs.clipPath));
  const shown = (n) => {
    const r = n.getBoundingClientRect();
    if (!(r.width > 1 && r.height > 1) || !n.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    for (let a = n; a && a !== document.body; a = a.parentElement) if (clipped(style(a))) return false;
    return true;
  };
  const inline = (n) => n.classList.contains('ui-datepicker-inline') || n.classList.contains('inline');
  const open = () => {
    const found = new Set();
    for (const p of document.querySelectorAll(WDATE.POPUPS)) {
      if (!inline(p) && !(p.parentElement && p.parentElement.closest(WDATE.POPUPS)) && shown(p)) found.add(p);
    }
    for (const c of document.querySelectorAll(CANDIDATES)) {
      if (c.closest(WDATE.POPUPS)) continue;
      let popup = null;
      for (let a = c; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const r = (a.getAttribute('role') || '').trim().split(/\s+/)[0].toLowerCase();
        if (!popup && ROLES.has(r) && a.getAttribute('aria-modal') !== 'true') popup = a;
        const pos = style(a).position;
        if (pos === 'absolute' || pos === 'fixed') { popup = a; break; }
      }
      if (popup && !found.has(popup) && shown(popup)) found.add(popup);
    }
    // the outermost of nested ones
    return Array.from(found).filter((p) => !Array.from(found).some((q) => q !== p && q.contains(p)));
  };
  const describe = (n) => {
    let s = n.localName;
    if (n.id) s += '#' + n.id;
    else if (typeof n.className === 'string' && n.className.trim()) s += '.' + n.className.trim().split(/\s+/).slice(0, 2).join('.');
    return '<' + s + '>';
  };
  const left = () => {
    const m = window[MARK];
    if (!m || m.owner !== owner) return null;
    return open().filter((p) => !m.open.has(p));
  };
  switch (op) {
    case 'mark': {
      const now = open();
      if (!window[MARK]) Object.defineProperty(window, MARK, { value: null, writable: true });
      window[MARK] = { owner, open: new WeakSet(now) };
      return now.length;
    }
    case 'left': { const l = left(); return l === null ? null : l.map(describe); }
    case 'closed': { const l = left(); return l === null || l.length === 0; }
    case 'blank': {
      const popups = open();
      const w = innerWidth;
      const h = innerHeight;
      for (const [x, y] of [[2, 2], [w - 3, 2], [2, h - 3], [w - 3, h - 3], [Math.floor(w / 2), 2]]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !hit.closest(INTERACTIVE) && !popups.some((p) => p.contains(hit))) return { x, y };
      }
      return null;
    }
    case 'choosing': {
      const l = left();
      if (!(CHOOSING in window)) Object.defineProperty(window, CHOOSING, { value: null, writable: true });
      window[CHOOSING] = l && l.length ? { owner, popups: l } : null;
      // what the snapshot offers changed without a change to the markup
      const reg = window[Symbol.for('dev.autopilot.refs')];
      if (reg) reg.structural = true;
      return l === null ? null : l.map(describe);
    }
    case 'offered': {
      const c = window[CHOOSING];
      const reg = window[Symbol.for('dev.autopilot.refs')];
      if (!c || !reg || c.owner !== owner) return [];
      const out = [];
      for (const p of c.popups) {
        if (!p.isConnected || !shown(p)) continue;
        for (const el of p.querySelectorAll('*')) {
          const r = reg.byEl.get(el);
          if (r !== undefined) out.push('e' + r);
        }
      }
      return out;
    }
    default: throw new Error('unknown op ' + op);
  }
}
