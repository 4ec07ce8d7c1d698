// Selects replaced by a widget (select2, Chosen, Selectric, Tom Select and their kind), the pattern
// a person sees: a native <select> hidden from view, and bound to it a visible element that shows
// the select's chosen option (the widget). The select keeps the value and the options; the widget
// takes the clicks. Bound means: named by the select's id (the id suffixes below, library
// specifics kept as data), or standing right next to the select or to a wrapper that holds only
// the select. An expression giving { widgetOf, hiddenFromView, parts, shownText, seen, seenByPeople, isTextEntry }; included by
// snapshot/snapshot.js and the element scripts, so perception and execution share one rule.
(() => {
  // Ids some libraries give the widget of <select id="x">: Chosen "x_chosen", Tom Select "x-ts-control".
  const ID_SUFFIXES = ['_chosen', '-ts-control'];
  const SKIP = new Set(['script', 'style', 'template', 'datalist', 'label', 'br', 'noscript']);
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  // clip and clip-path values that leave nothing of an element to see
  const CLIPPED = (cs) => (cs.clip && cs.clip !== 'auto' && /rect\(\s*(?:0|1)px,?\s*(?:0|1)px/.test(cs.clip))
    || (cs.clipPath && cs.clipPath !== 'none' && /inset\(\s*(?:4\d|50|100)%|circle\(\s*0/.test(cs.clipPath));
  // Whether people can see the element: a box larger than two pixels, rendered, visible, opaque,
  // not placed off the page, not clipped away, not inside a box of no size that hides its
  // overflow. The one rule of "seen by people": the snapshot judges fields with it too (traps for
  // agents hide them this way). A transparent element counts as seen with evenTransparent: a
  // transparent select laid over a styled box still opens where a person clicks, so it is not
  // replaced. memo, optional, is one snapshot's cache of what does not change within it: { clips:
  // Map of ancestor -> whether it clips its content away, scroll: [x, y] or null, style: a
  // function giving an element's computed style, or null }. Each layout or style read costs
  // microseconds even with layout clean, so each is made once.
  const VISIBLE = { visibilityProperty: true };
  const OPAQUE = { visibilityProperty: true, opacityProperty: true };
  const seen = (el, evenTransparent, memo) => {
    if (!el.checkVisibility(evenTransparent ? VISIBLE : OPAQUE)) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 2 || r.height <= 2) return false;
    const scroll = memo ? memo.scroll || (memo.scroll = [scrollX, scrollY]) : [scrollX, scrollY];
    if (r.right + scroll[0] <= 0 || r.bottom + scroll[1] <= 0) return false;
    const style = memo && memo.style ? memo.style : getComputedStyle;
    if (CLIPPED(style(el))) return false;
    const clips = memo ? memo.clips : null;
    const body = el.ownerDocument.body;
    for (let a = el.parentElement; a && a !== body; a = a.parentElement) {
      let c = clips ? clips.get(a) : undefined;
      if (c === undefined) {
        // the style first: one read settles most ancestors (overflow visible), a size takes two
        c = style(a).overflow !== 'visible' && (a.offsetHeight <= 1 || a.offsetWidth <= 1);
        if (clips) clips.set(a, c);
      }
      if (c) return false;
    }
    return true;
  };
  const hiddenFromView = (select, memo) => !seen(select, true, memo);
  // Whether a person sees a field to type into: seen (opaque), and not inside an aria-hidden
  // subtree. The one reading for the snapshot (a text field's visibility) and the executor (may it
  // type there). memo.noAriaHidden(), when given and true, skips the aria-hidden walk.
  // A text entry: a text area, an input one types text into, or an editable element. Only these
  // must be seen by people to be fields (a toggle or file input is operated through what shows it).
  const NOT_TEXT = /^(checkbox|radio|file|hidden|submit|button|reset|image|range|color)$/;
  const isTextEntry = (el) => {
    const tag = el.tagName;
    return tag === 'TEXTAREA' || (tag === 'INPUT' ? !NOT_TEXT.test((el.getAttribute('type') || 'text').toLowerCase()) : el.isContentEditable);
  };
  const seenByPeople = (el, memo) => !((!memo || !memo.noAriaHidden || !memo.noAriaHidden()) && el.closest('[aria-hidden="true"]'))
    && seen(el, false, memo);
  // Fields of their own that a widget never holds: another select, or a named input or text area
  // (search boxes of widgets have no name).
  const foreignField = (n) => !!n.querySelector('select, input[name]:not([type="hidden"]), textarea[name], [type="submit"]');
  const chosenLabels = (select) => Array.from(select.selectedOptions)
    .filter((o) => o.value !== '' && key(o.label))
    .map((o) => key(o.label));
  // Whether a candidate element shows what the select holds: every chosen option's label is in its
  // visible text (nothing to compare while only a placeholder is chosen).
  const showsChoice = (cand, select) => {
    const labels = chosenLabels(select);
    if (!labels.length) return true;
    const t = key(cand.innerText);
    return labels.every((l) => t.includes(l));
  };
  let loose = false;
  let memo = null;
  const fits = (cand, select) => !!cand && !SKIP.has(cand.localName) && !cand.contains(select) && cand.localName !== 'select'
    && seen(cand, false, memo) && !foreignField(cand) && (loose || showsChoice(cand, select));
  // The widget element of a select hidden from view, or null. With anyText, a widget that shows
  // something else than the select's choice is taken too (to read what it shows). seenMemo: as for
  // seen(); hidden: true when the caller knows the select is hidden from view.
  const widgetOf = (select, anyText, seenMemo, hidden) => {
    loose = !!anyText;
    memo = seenMemo || null;
    try {
      return find(select, hidden);
    } finally {
      loose = false;
      memo = null;
    }
  };
  const find = (select, hidden) => {
    if (select.localName !== 'select' || !(hidden || hiddenFromView(select, memo))) return null;
    if (select.id) {
      const root = select.getRootNode();
      for (const suffix of ID_SUFFIXES) {
        let c = root.getElementById ? root.getElementById(select.id + suffix) : null;
        if (c && c.localName === 'input') c = c.parentElement;
        if (fits(c, select)) return c;
      }
    }
    let n = select;
    for (let level = 0; level < 3 && n; level++) {
      if (fits(n.nextElementSibling, select)) return n.nextElementSibling;
      // a widget before the select, unless it is the widget of a select before it
      const before = n.previousElementSibling;
      if (before && !(before.previousElementSibling && before.previousElementSibling.localName === 'select') && fits(before, select)) return before;
      const up = n.parentElement;
      // climb only out of a wrapper that holds nothing but the select
      if (!up || up.localName === 'form' || up.localName === 'body' || up.childElementCount !== 1) break;
      n = up;
    }
    return null;
  };
  // The elements that make up the widget and its popup, besides the select: the widget and what it
  // holds, the wrapper it shares with the select where that holds no other field, and the lists
  // its parts control or own (a popup attached to the end of the page).
  const parts = (select, widget) => {
    const out = [widget];
    let common = widget.parentElement;
    while (common && !common.contains(select)) common = common.parentElement;
    if (common && common.localName !== 'form' && common.localName !== 'body') {
      const others = Array.from(common.querySelectorAll('select, input[name]:not([type="hidden"]), textarea[name]')).filter((f) => f !== select);
      if (!others.length) out.push(common);
    }
    const root = select.getRootNode();
    for (const p of widget.querySelectorAll('[aria-controls], [aria-owns]')) {
      for (const attr of ['aria-controls', 'aria-owns']) {
        for (const id of (p.getAttribute(attr) || '').trim().split(/\s+/)) {
          const t = id && root.getElementById && root.getElementById(id);
          if (t) out.push(t);
        }
      }
    }
    return out;
  };
  // The text the widget shows, piece by piece: the own text of each of its visible elements, the
  // popup left out.
  const shownText = (widget) => {
    const out = [];
    const walk = (n) => {
      if (n.nodeType !== 1 || SKIP.has(n.localName) || n.matches('[role="listbox"], [role="option"]')) return;
      if (!n.checkVisibility({ visibilityProperty: true })) return;
      const own = Array.from(n.childNodes).filter((c) => c.nodeType === 3).map((c) => c.textContent).join(' ');
      const t = own.replace(/\s+/g, ' ').trim();
      if (t) out.push(t);
      for (const c of n.children) walk(c);
    };
    walk(widget);
    return out;
  };
  return { widgetOf, hiddenFromView, parts, shownText, seen, seenByPeople, isTextEntry };
})()
