(() => {
  // Accessible names and roles, as W3C accname 1.2, HTML-AAM and ARIA 1.2 define them and Chromium
  // computes them. The snapshot script includes this expression and evaluates it once per document;
  // it gives { begin(), useLabels(), name(el), source(), labels(el), role(el), styleOf(el) }.
  // begin() starts a snapshot: it forgets the styles and roles read before. name(el) is the
  // accessible name (whitespace collapsed, trimmed); source() then tells where the name came from
  // (labelledby, aria, label, native, content, title, placeholder, or ''). labels(el) is the text
  // of the <label> elements of a labelable control. role(el) is the ARIA role (explicit if valid,
  // else implicit per HTML-AAM), '' for none. styleOf(el) is its computed style, read once per
  // snapshot; useLabels() hands over the snapshot's labels once they are found.
  // docs/accessible-names.md describes the choices and the measured agreement with Chromium.
  const ARIA_ROLES = new Set(('alert alertdialog application article banner blockquote button caption cell checkbox code ' +
    'columnheader combobox complementary contentinfo definition deletion dialog directory document emphasis feed ' +
    'figure form generic grid gridcell group heading img insertion link list listbox listitem log main mark marquee ' +
    'math menu menubar menuitem menuitemcheckbox menuitemradio meter navigation none note option paragraph ' +
    'presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search searchbox separator ' +
    'slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term textbox time ' +
    'timer toolbar tooltip tree treegrid treeitem').split(' '));
  // roles whose name may come from their content (ARIA 1.2 "name from: contents")
  // (Chromium, like ARIA 1.3, adds term, and math; it names a row from its content only in a grid)
  const FROM_CONTENT = new Set(['button', 'cell', 'checkbox', 'columnheader', 'gridcell', 'heading', 'link', 'menuitem',
    'menuitemcheckbox', 'menuitemradio', 'option', 'radio', 'rowheader', 'switch', 'tab', 'term', 'math', 'tooltip',
    'treeitem']);
  // elements without an ARIA role named from their content
  const NATIVE_TEXT = new Set(['summary']);
  // roles that mean nothing outside their required context (ARIA 1.2): the role falls back to generic
  const CONTEXT = {
    option: '[role="listbox"],[role="combobox"],[role="group"],select,datalist,optgroup',
    treeitem: '[role="tree"],[role="group"]',
  };
  const TEXTBOX_ROLES = new Set(['textbox', 'searchbox']);
  const RANGE_ROLES = new Set(['slider', 'spinbutton', 'progressbar', 'scrollbar', 'meter']);
  const LABELABLE = new Set(['input', 'select', 'textarea', 'button', 'meter', 'output', 'progress']);
  const SKIP = new Set(['script', 'style', 'template', 'noscript', 'datalist', 'head', 'title']);
  const FOCUSABLE_TAGS = new Set(['input', 'select', 'textarea', 'button']);
  const GLOBAL_ARIA = ['aria-describedby', 'aria-label', 'aria-labelledby', 'aria-live', 'aria-owns', 'aria-controls',
    'aria-details', 'aria-keyshortcuts', 'aria-roledescription'];
  const INPUT_ROLE = {
    button: 'button', image: 'button', reset: 'button', submit: 'button', checkbox: 'checkbox', radio: 'radio',
    range: 'slider', number: 'spinbutton', file: 'button', hidden: '', color: '', date: '', 'datetime-local': '',
    month: '', time: '', week: '',
  };
  const SECTIONING = 'article,aside,main,nav,section';
  const SPACE = /\s+/g;
  // most texts need no change: one test instead of a replace and a trim
  const MESSY = /[^\S ]|\s\s|^\s|\s$/;
  const norm = (s) => (!s ? '' : MESSY.test(s) ? s.replace(SPACE, ' ').trim() : s);

  // ---- styles, read once per element per snapshot ----
  let styles = new Map();
  const styleOf = (el) => {
    let s = styles.get(el);
    if (s === undefined) { s = getComputedStyle(el); styles.set(el, s); }
    return s;
  };
  // Generated content can only come from a style sheet rule naming ::before or ::after; the sheets
  // of a document are looked through once each (a sheet that cannot be read counts as having them).
  const sheetVerdict = new WeakMap();
  const PSEUDO = /:(before|after)/i;
  const rulesMention = (rules) => {
    for (let k = 0; k < rules.length; k++) {
      const r = rules[k];
      if (r.selectorText !== undefined ? PSEUDO.test(r.selectorText) : r.cssRules && rulesMention(r.cssRules)) return true;
    }
    return false;
  };
  const sheetHasPseudo = (sheet) => {
    let v = sheetVerdict.get(sheet);
    if (v === undefined) {
      try { v = rulesMention(sheet.cssRules); } catch (err) { v = true; }
      sheetVerdict.set(sheet, v);
    }
    return v;
  };
  let pseudoByRoot = new Map();
  const pseudoPossible = (node) => {
    const root = node.getRootNode();
    let v = pseudoByRoot.get(root);
    if (v === undefined) {
      v = false;
      const lists = [root.styleSheets, root.adoptedStyleSheets];
      if (root !== document) lists.push(document.styleSheets, document.adoptedStyleSheets);
      for (const list of lists) {
        if (!list) continue;
        for (let k = 0; k < list.length && !v; k++) if (sheetHasPseudo(list[k])) v = true;
      }
      pseudoByRoot.set(root, v);
    }
    return v;
  };
  // the text of a ::before or ::after box: its quoted strings and attr() values, or its alternative
  // text after a slash
  const CONTENT_TOKEN = /url\([^)]*\)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|attr\(\s*([-\w]+)\s*\)|(\/)/g;
  const generated = (el, which) => {
    const st = getComputedStyle(el, which);
    const c = st.content;
    if (!c || c === 'none' || c === 'normal' || st.display === 'none') return '';
    let out = '';
    let m;
    let altText = false;
    CONTENT_TOKEN.lastIndex = 0;
    while ((m = CONTENT_TOKEN.exec(c))) {
      if (m[4]) { out = ''; altText = true; continue; }
      if (m[3]) out += el.getAttribute(m[3]) || '';
      else if (m[1] !== undefined || m[2] !== undefined) out += (m[1] !== undefined ? m[1] : m[2]).replace(/\\(.)/g, '$1');
    }
    if (!out) return '';
    return st.display === 'inline' && !altText ? out : ' ' + out + ' ';
  };

  // ---- hidden ----
  // Hidden for naming: aria-hidden, display:none, visibility hidden or collapse, or inside a
  // closed <details>. Seen from the top down, an element is hidden by itself; an element reached
  // directly (a referenced node) is checked with its ancestors.
  const hiddenSelf = (el) => {
    if (el.getAttribute('aria-hidden') === 'true') return true;
    const st = styleOf(el);
    if (st.display === 'none') return true;
    const v = st.visibility;
    return v === 'hidden' || v === 'collapse';
  };
  const hiddenDeep = (el) => {
    if (hiddenSelf(el)) return true;
    if (el.closest('[aria-hidden="true"]')) return true;
    if (el.checkVisibility({ visibilityProperty: true })) return false;
    // no box: display:contents keeps its content; anything else (a display:none ancestor, a closed
    // details, an <option> or <area>) is hidden unless it is of those kinds
    const tag = el.localName;
    if (tag === 'option' || tag === 'optgroup' || tag === 'area') return false;
    for (let p = el; p; p = p.parentElement || (p.getRootNode().host || null)) {
      if (p.nodeType === 1 && styleOf(p).display === 'none') return true;
    }
    return false;
  };

  // ---- roles ----
  const firstRole = (el) => {
    const raw = el.getAttribute('role');
    if (!raw) return '';
    for (const r of raw.trim().toLowerCase().split(/\s+/)) if (ARIA_ROLES.has(r)) return r;
    return '';
  };
  const focusable = (el) => el.tabIndex >= 0 && (FOCUSABLE_TAGS.has(el.localName) || el.hasAttribute('tabindex') ||
    (el.localName === 'a' && el.hasAttribute('href')) || el.isContentEditable);
  const hasGlobalAria = (el) => GLOBAL_ARIA.some((a) => el.hasAttribute(a));
  const insideSectioning = (el) => {
    const p = el.parentElement && el.parentElement.closest(SECTIONING);
    return !!p;
  };
  const implicitRole = (el) => {
    const tag = el.localName;
    switch (tag) {
      case 'a': case 'area': return el.hasAttribute('href') ? 'link' : 'generic';
      case 'article': return 'article';
      case 'aside': return 'complementary';
      case 'b': case 'bdi': case 'bdo': case 'div': case 'i': case 'pre': case 'q': case 'samp': case 'small':
      case 'span': case 'u': case 'data': return 'generic';
      case 'blockquote': return 'blockquote';
      case 'button': return 'button';
      case 'caption': return 'caption';
      case 'code': return 'code';
      case 'datalist': return 'listbox';
      case 'dd': return 'definition';
      case 'del': case 's': return 'deletion';
      case 'details': return 'group';
      case 'dfn': case 'dt': return 'term';
      case 'dialog': return 'dialog';
      case 'em': return 'emphasis';
      case 'fieldset': case 'optgroup': return 'group';
      case 'figure': return 'figure';
      case 'footer': return insideSectioning(el) ? 'sectionfooter' : 'contentinfo';
      case 'header': return insideSectioning(el) ? 'sectionheader' : 'banner';
      case 'form': return 'form';
      case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return 'heading';
      case 'hr': return 'separator';
      case 'html': return 'document';
      case 'img': return el.getAttribute('alt') === '' && !el.hasAttribute('title') ? 'none' : 'img';
      case 'input': {
        const type = el.type;
        const r = INPUT_ROLE[type];
        if (r !== undefined) return r;
        // a list attribute that names no datalist is no list (Chromium agrees; hasDatalist of lib/field-kind.js reads it so too)
        if (el.list) return 'combobox';
        return type === 'search' ? 'searchbox' : 'textbox';
      }
      case 'ins': return 'insertion';
      case 'label': return '';
      case 'li': return 'listitem';
      case 'main': return 'main';
      case 'mark': return 'mark';
      case 'math': return 'math';
      case 'menu': case 'ol': case 'ul': return 'list';
      case 'meter': return 'meter';
      case 'nav': return 'navigation';
      case 'option': return 'option';
      case 'output': return 'status';
      case 'p': return 'paragraph';
      case 'progress': return 'progressbar';
      case 'search': return 'search';
      case 'section': return named(el) ? 'region' : 'generic';
      case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
      case 'strong': return 'strong';
      case 'sub': return 'subscript';
      case 'sup': return 'superscript';
      case 'svg': return 'img';
      case 'table': return 'table';
      case 'thead': case 'tfoot': return layoutTable(el) ? 'generic' : 'rowgroup';
      case 'tbody': return 'none';
      case 'textarea': return 'textbox';
      case 'time': return 'time';
      case 'tr': return layoutTable(el) ? 'generic' : 'row';
      case 'td': case 'th': return cellRole(el);
      default: return el.localName.includes('-') || el instanceof HTMLUnknownElement ? 'generic' : '';
    }
  };
  const named = (el) => {
    const a = el.getAttribute('aria-label');
    if (a && a.trim()) return true;
    const b = el.getAttribute('aria-labelledby');
    return !!(b && b.trim());
  };
  const presentationalTable = (el) => {
    const table = el.closest('table');
    const r = table ? firstRole(table) : '';
    return r === 'none' || r === 'presentation';
  };
  // A table that only lays out its content, as Chromium judges it where it is plain: no role, no
  // header cell, caption, head or foot, no summary, and a single row or column.
  const layoutTable = (el) => {
    const table = el.closest('table');
    if (!table) return false;
    const r = firstRole(table);
    if (r === 'none' || r === 'presentation') return true;
    if (r || table.caption || table.tHead || table.tFoot || table.hasAttribute('summary')) return false;
    if (table.querySelector('th,[scope],[headers]')) return false;
    const rows = table.rows;
    if (rows.length <= 1) return true;
    let maxCells = 0;
    for (const row of rows) if (row.cells.length > maxCells) maxCells = row.cells.length;
    return maxCells <= 1;
  };
  const cellRole = (el) => {
    const table = el.closest('table');
    if (layoutTable(el)) return 'generic';
    const tableRole = table ? firstRole(table) : '';
    const grid = tableRole === 'grid' || tableRole === 'treegrid';
    if (el.localName === 'td') return grid ? 'gridcell' : 'cell';
    const scope = (el.getAttribute('scope') || '').toLowerCase();
    if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
    if (scope === 'col' || scope === 'colgroup') return 'columnheader';
    // no scope: a header in the first row, or in <thead>, is a column header; one with data cells
    // beside it in its row is a row header
    const row = el.parentElement;
    if (row && row.parentElement && row.parentElement.localName === 'thead') return 'columnheader';
    if (row) for (const c of row.children) if (c.localName === 'td') return 'rowheader';
    return 'columnheader';
  };
  // roles, computed once per element per snapshot: the snapshot asks for a control's role, then
  // its name asks again
  let roles = new Map();
  const role = (el) => {
    let r = roles.get(el);
    if (r === undefined) { r = roleOf(el); roles.set(el, r); }
    return r;
  };
  const roleOf = (el) => {
    const explicit = firstRole(el);
    if (explicit && explicit !== 'none' && explicit !== 'presentation') {
      const ctx = CONTEXT[explicit];
      if (ctx && !(el.parentElement && el.parentElement.closest(ctx))) return 'generic';
      if (explicit === 'region' && !named(el)) return 'generic';
      return explicit;
    }
    const implicit = implicitRole(el);
    if (explicit) {
      // presentation is ignored on focusable elements and those with global ARIA properties
      if (focusable(el) || hasGlobalAria(el)) return implicit;
      return 'none';
    }
    return implicit;
  };

  // ---- names ----
  const byId = (from, id) => {
    const root = from.getRootNode();
    return root.getElementById ? root.getElementById(id) : null;
  };
  const isTextInput = (el) => el.localName === 'textarea' ||
    (el.localName === 'input' && INPUT_ROLE[el.type] === undefined);
  const selectedText = (select) => {
    const parts = [];
    for (const o of select.selectedOptions) parts.push(norm(o.label || o.text));
    return parts.join(' ');
  };
  // the value of an embedded control, or null when the element is not one
  const embeddedValue = (el, r) => {
    const tag = el.localName;
    if (TEXTBOX_ROLES.has(r)) {
      if (tag === 'input' || tag === 'textarea') return el.value;
      return el.textContent;
    }
    if (r === 'combobox' || r === 'listbox') {
      if (tag === 'select') return selectedText(el);
      if (tag === 'input') return el.value;
      if (r === 'listbox') {
        const sel = el.querySelectorAll('[role="option"][aria-selected="true"]');
        return Array.from(sel, (o) => norm(o.textContent)).join(' ');
      }
      return el.textContent;
    }
    if (RANGE_ROLES.has(r)) {
      const vt = el.getAttribute('aria-valuetext');
      if (vt) return vt;
      const vn = el.getAttribute('aria-valuenow');
      if (vn) return vn;
      if (tag === 'input' || tag === 'meter' || tag === 'progress') return String(el.value);
      return '';
    }
    return null;
  };
  let source = '';
  let rootEl = null;
  let labelMap = null;
  const active = new Set();
  // the text alternative of a node reached in a traversal: ctx is 0 for the root, 1 in recursion
  // (content or a label), 2 for a node referenced by aria-labelledby; hiddenOk when the
  // referenced node is hidden itself, so its hidden content counts
  const alt = (el, ctx, hiddenOk, inLabelledBy) => {
    if (active.has(el) && ctx !== 2) return '';
    if (!hiddenOk && ctx !== 0 && hiddenSelf(el)) return '';
    active.add(el);
    try {
      return altOf(el, ctx, hiddenOk, inLabelledBy);
    } finally {
      active.delete(el);
    }
  };
  const altOf = (el, ctx, hiddenOk, inLabelledBy) => {
    // 2B aria-labelledby
    if (!inLabelledBy) {
      const ids = el.getAttribute('aria-labelledby');
      if (ids) {
        const parts = [];
        for (const id of ids.trim().split(/\s+/)) {
          const t = id && byId(el, id);
          if (!t) continue;
          const hidden = hiddenDeep(t);
          parts.push(norm(alt(t, 2, hidden, true)));
        }
        const s = parts.filter((p) => p).join(' ');
        if (s.trim()) { if (ctx === 0) source = 'labelledby'; return s; }
      }
    }
    const r = role(el);
    // an embedded control stands for its value; an empty one is named as any element
    let embedded = ctx !== 0 && el !== rootEl ? embeddedValue(el, r) : null;
    if (embedded !== null && !embedded.trim()) embedded = null;
    // 2C aria-label, except on embedded controls
    const aria = el.getAttribute('aria-label');
    if (aria && aria.trim() && embedded === null) { if (ctx === 0) source = 'aria'; return aria; }
    // 2E embedded control
    if (embedded !== null) return embedded;
    // 2D native text alternative
    if (r !== 'none' && r !== 'presentation' || ctx !== 0) {
      const n = native(el, r, ctx);
      if (n) return n;
    }
    // 2F name from content
    const tag = el.localName;
    if (ctx !== 0 || FROM_CONTENT.has(r) || NATIVE_TEXT.has(tag) ||
        (r === 'row' && el.closest('[role="grid"],[role="treegrid"]')) ||
        (r === 'generic' && (tag === 'td' || tag === 'th') && !presentationalTable(el))) {
      const c = content(el, hiddenOk, inLabelledBy);
      if (c.trim()) { if (ctx === 0) source = 'content'; return c; }
    }
    // 2I tooltip, and the placeholder of a text field where HTML-AAM puts it
    return ctx === 1 ? '' : tooltip(el, ctx);
  };
  const tooltip = (el, ctx) => {
    const t = el.getAttribute('title');
    if (t && t.trim()) { if (ctx === 0) source = 'title'; return t; }
    return '';
  };
  const labelsText = (el) => {
    const labs = labelMap ? labelMap.get(el) : el.labels;
    if (!labs || !labs.length) return '';
    const parts = [];
    for (const l of labs) {
      // a label wrapping its control is as visible as the control: its style need not be read
      const t = norm(l.contains(rootEl) && l.getAttribute('aria-hidden') !== 'true'
        ? (active.has(l) ? '' : altOf(l, 1, false, false)) : alt(l, 1, false, false));
      if (t) parts.push(t);
    }
    return parts.join(' ');
  };
  const native = (el, r, ctx) => {
    const tag = el.localName;
    if (tag === 'input') {
      const type = el.type;
      if (type === 'image') {
        const a = el.getAttribute('alt');
        if (a && a.trim()) return done(ctx, 'native', a);
      }
      const l = ctx === 0 || r !== 'button' ? labelsText(el) : '';
      if (l) return done(ctx, 'label', l);
      if (type === 'submit' || type === 'reset' || type === 'button') {
        const v = el.getAttribute('value');
        if (v !== null && (v.trim() || type === 'button')) return done(ctx, 'native', v);
        return type === 'button' ? '' : done(ctx, 'native', type === 'submit' ? 'Submit' : 'Reset');
      }
      if (type === 'image') {
        const v = el.getAttribute('value');
        if (v && v.trim()) return done(ctx, 'native', v);
        const t = el.getAttribute('title');
        if (t && t.trim()) return done(ctx, 'title', t);
        return done(ctx, 'native', 'Submit');
      }
      if (isTextInput(el) || type === 'search' || type === 'number' || type === 'date' || type === 'time') {
        const p = el.getAttribute('placeholder');
        if (p && p.trim() && !el.getAttribute('title')) return done(ctx, 'placeholder', p);
      }
      return '';
    }
    if (LABELABLE.has(tag)) {
      const l = labelsText(el);
      if (l) return done(ctx, 'label', l);
      if (tag === 'textarea') {
        const p = el.getAttribute('placeholder');
        if (p && p.trim() && !el.getAttribute('title')) return done(ctx, 'placeholder', p);
      }
      return '';
    }
    switch (tag) {
      case 'img': case 'area': {
        const a = el.getAttribute('alt');
        return a && a.trim() ? done(ctx, 'native', a) : '';
      }
      case 'fieldset': return childText(el, 'legend', ctx);
      case 'table': {
        const t = childText(el, 'caption', ctx);
        if (t) return t;
        const s = el.getAttribute('summary');
        return s && s.trim() ? done(ctx, 'native', s) : '';
      }
      case 'optgroup': { const l = el.getAttribute('label'); return l && l.trim() ? done(ctx, 'native', l) : ''; }
      case 'option': { const l = el.getAttribute('label'); return l && l.trim() ? done(ctx, 'native', l) : ''; }
      case 'svg': {
        for (const c of el.children) if (c.localName === 'title') return done(ctx, 'native', c.textContent);
        return '';
      }
      default: return '';
    }
  };
  const done = (ctx, src, text) => {
    if (ctx === 0) source = src;
    return text;
  };
  const childText = (el, tag, ctx) => {
    for (const c of el.children) {
      if (c.localName === tag) {
        const t = content(c, false, false);
        return t.trim() ? done(ctx, 'native', t) : '';
      }
    }
    return '';
  };
  const isInline = (el) => {
    const d = styleOf(el).display;
    return d === 'inline' || d === 'contents';
  };
  // 2F: ::before, the children (a shadow root's slotted content where the element hosts one), ::after
  const content = (el, hiddenOk, inLabelledBy) => {
    const pseudo = pseudoPossible(el);
    // text alone (a label's, an option's): its text nodes are all there is
    if (!pseudo && !el.firstElementChild && !el.shadowRoot && el.localName !== 'slot' && el.localName !== 'details') {
      return el.textContent;
    }
    let out = pseudo ? generated(el, '::before') : '';
    let kids = null;
    if (el.shadowRoot) kids = el.shadowRoot.childNodes;
    else if (el.localName === 'slot') {
      const assigned = el.assignedNodes();
      kids = assigned.length ? assigned : el.childNodes;
    } else kids = el.childNodes;
    const closedDetails = el.localName === 'details' && !el.open;
    // a tree item is named by its own content, not by its subtree's items (as Chromium does)
    const treeItem = role(el) === 'treeitem';
    for (let k = 0; k < kids.length; k++) {
      const c = kids[k];
      const t = c.nodeType;
      if (closedDetails && c.localName !== 'summary') continue;
      if (t === 3) { out += c.data; continue; }
      if (t !== 1) continue;
      const tag = c.localName;
      if (SKIP.has(tag)) continue;
      if (tag === 'br') { out += ' '; continue; }
      if (c === rootEl) continue;
      if (treeItem && role(c) === 'group') continue;
      if (!hiddenOk && hiddenSelf(c)) {
        // visibility:hidden hides the element's own text, not a descendant made visible again
        if (c.getAttribute('aria-hidden') !== 'true' && styleOf(c).display !== 'none') out += visibleInside(c, inLabelledBy);
        continue;
      }
      const s = alt(c, 1, hiddenOk, inLabelledBy);
      const inline = isInline(c) && !(tag === 'img' || tag === 'input' || tag === 'select' || tag === 'textarea' || tag === 'button');
      if (!inline) out += ' ';
      if (s) out += s;
      if (!inline) out += ' ';
    }
    if (pseudo) out += generated(el, '::after');
    return out;
  };
  const visibleInside = (el, inLabelledBy) => {
    let out = '';
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (c.getAttribute('aria-hidden') === 'true' || styleOf(c).display === 'none') continue;
      const s = hiddenSelf(c) ? visibleInside(c, inLabelledBy) : alt(c, 1, false, inLabelledBy);
      out += isInline(c) ? s : ' ' + s + ' ';
    }
    return out;
  };
  return {
    // labels: element -> its <label> elements, found by one pass over the document (el.labels
    // walks the document on each call); null to use el.labels
    begin(labels) { styles = new Map(); roles = new Map(); pseudoByRoot = new Map(); labelMap = labels; },
    // the labels of a snapshot found after begin()
    useLabels(labels) { labelMap = labels; },
    // an element's computed style, one live object per element and snapshot (shared with the
    // snapshot's own style reads)
    styleOf,
    name(el) {
      source = '';
      rootEl = el;
      const n = norm(alt(el, 0, false, false));
      if (!n) {
        // HTML-AAM: a text field with no other name is named by its placeholder, after its title
        const p = (el.localName === 'input' || el.localName === 'textarea' ? el.getAttribute('placeholder') : null) ||
          el.getAttribute('aria-placeholder');
        if (p && p.trim()) { source = 'placeholder'; return norm(p); }
        source = '';
      }
      rootEl = null;
      return n;
    },
    source() { return source; },
    labels(el) {
      rootEl = el;
      const t = labelsText(el);
      rootEl = null;
      return norm(t);
    },
    // the text of an element's content as a name from content reads it (CSS boxes, generated
    // content and hidden parts taken into account)
    text(el) {
      rootEl = null;
      return norm(content(el, false, false));
    },
    role,
    hidden: hiddenDeep,
  };
})()
