(el, [op, label, before]) => {
  // A select replaced by a widget (lib/widget-select.js), op by op:
  // 'widget': the widget element, or null when the select is not replaced;
  // 'option': { label, selected } of the option at index label, and whether the select is disabled;
  // 'matching': the visible elements whose text is the label now (taken before the widget opens);
  // 'opened': true once an option element with the label that was not there before (not in
  //   before) is visible, or a search box of the widget has the focus;
  // 'search': whether a text field people can see has the focus (the widget's search box);
  // 'pick': that option element, else null;
  // 'shown': the texts the widget shows (whatever it shows), or null when the select is not replaced.
  const SELECTS =
// @include lib/widget-select.js
  ;
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const ITEM = '[role="option"], li, [data-value], [data-index], [data-option-array-index]';
  const shown = (n) => {
    const r = n.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0) || !n.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    for (let a = n; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if ((cs.clip && cs.clip !== 'auto' && /rect\(\s*0px,?\s*0px/.test(cs.clip)) || (cs.clipPath && /inset\(\s*(?:5\d|[6-9]\d|100)%/.test(cs.clipPath))) return false;
    }
    return true;
  };
  // The elements whose whole text is the label: for each text node that is part of it, the item
  // around it (an option, a list item, an element with a data value) or its element.
  const matching = (wanted) => {
    const w = key(wanted);
    const out = new Set();
    if (!w) return [];
    const tw = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = tw.nextNode(); t; t = tw.nextNode()) {
      const k = key(t.data);
      if (!k || !w.includes(k)) continue;
      const p = t.parentElement;
      if (!p || p.closest('select, script, style, template, label')) continue;
      const item = p.closest(ITEM) || p;
      if (key(item.textContent) === w && !out.has(item) && shown(item)) out.add(item);
    }
    return Array.from(out);
  };
  const focusedSearch = () => {
    let a = document.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return !!a && a !== el && (a.localName === 'textarea' || (a.localName === 'input' && /^(text|search)$/.test(a.type)))
      && SELECTS.seen(a);
  };
  const fresh = () => {
    const was = new Set(before || []);
    const found = matching(label).filter((n) => !was.has(n));
    return found.find((n) => n.matches('[role="option"]')) || found.find((n) => n.localName === 'li') || found[0] || null;
  };
  switch (op) {
    case 'widget': return SELECTS.widgetOf(el);
    case 'option': { const o = el.options[label]; return { label: o ? o.label : '', selected: !!o && o.selected, disabled: el.matches(':disabled') }; }
    case 'matching': return matching(label);
    case 'opened': return !!fresh() || focusedSearch();
    case 'search': return focusedSearch();
    case 'pick': return fresh();
    case 'shown': { const w = SELECTS.widgetOf(el, true); return w ? SELECTS.shownText(w) : null; }
    default: throw new Error('unknown op ' + op);
  }
}
