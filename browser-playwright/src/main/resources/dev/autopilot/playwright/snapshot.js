(arg) => {
  // Autopilot semantic snapshot. PlaywrightSnapshotProvider evaluates it in every frame of a page.
  // Argument: { floor: number, isolated: string | null, known: string | null }: the highest ref
  // number the frame issued before, the CSS selector of foreign panels, the token of the result
  // the caller holds. Returns text: one record per line, fields separated by tabs; SnapshotParser
  // documents the format. The first snapshot of a document installs a mutation observer and input
  // listeners; a later snapshot of an unchanged structure (arg.known names the result the caller
  // holds) recomputes and sends only the elements whose state changed. It never changes the
  // document (the registry, observer and listeners are invisible to its markup and layout), so
  // layout is computed at most once per snapshot. The script installs itself on the window once
  // per document (under a key naming this version of it), so later snapshots call it through a
  // small stub instead of sending and compiling it anew.
  const SELF = Symbol.for('dev.autopilot.snapshot@VERSION');
  // NAMES: accessible names and roles (names.js, inserted here by Scripts).
  if (!window[SELF]) Object.defineProperty(window, SELF, { value: ((NAMES) => Object.assign((arg) => {
    const REGISTRY = Symbol.for('dev.autopilot.refs');
    const FRAME_IDS = Symbol.for('dev.autopilot.frames');
    const MAX_TEXT = 300;
    const MAX_VALUE = 2000;
    const MAX_OPTIONS = 1000;
    const MAX_DELTA = 64;
    // Shared with SnapshotParser: role codes are indexes into this list; flag bits; attribute keys.
    const ROLES = ['textbox', 'combobox', 'checkbox', 'radio', 'button', 'link', 'file', 'listbox', 'option',
      'switch', 'searchbox', 'spinbutton', 'slider', 'menuitemcheckbox', 'menuitemradio'];
    const F_REQ = 1, F_DIS = 2, F_HAS_CHK = 4, F_CHK = 8, F_HID = 16, F_ISO = 32, F_SUB = 64, F_HAS_VAL = 128;

    // ---- ref registry, kept on the window: element -> ref for as long as the element lives ----
    let reg = window[REGISTRY];
    let fresh = false;
    if (!reg) {
      reg = {
        next: 0, byEl: new WeakMap(), byRef: new Map(),
        id: Math.random().toString(36).slice(2, 10), seq: 0, token: '',
        cache: null, dirty: new Set(), structural: true, observer: null, roots: new WeakSet(),
      };
      Object.defineProperty(window, REGISTRY, { value: reg });
      fresh = true;
    }
    if (reg.next < arg.floor) reg.next = arg.floor;
    const iso = arg.isolated || '';

    // ---- change tracking: what changed since the last snapshot of this document ----
    // A change of value or checked state (input/change events, or the few state attributes on a
    // known control) dirties that control; any other mutation is a structural change.
    const STATE_ATTRS = new Set(['value', 'checked', 'aria-checked']);
    if (!reg.observer) {
      const markNode = (node) => {
        const cache = reg.cache;
        for (let n = node; n && cache; n = n.parentNode || n.host) {
          const e = cache.byEl.get(n);
          if (e) {
            if (e.editable) { reg.dirty.add(e); return; }
            break;
          }
        }
        reg.structural = true;
      };
      reg.onRecords = (records) => {
        for (const r of records) {
          if (reg.structural) return;
          if (r.type === 'attributes') {
            const e = reg.cache && reg.cache.byEl.get(r.target);
            if (e && STATE_ATTRS.has(r.attributeName)) reg.dirty.add(e);
            else reg.structural = true;
          } else {
            markNode(r.target);
          }
        }
      };
      reg.onInput = (ev) => {
        if (reg.structural) return;
        const e = reg.cache && reg.cache.byEl.get(ev.composedPath()[0]);
        if (e) reg.dirty.add(e);
        else reg.structural = true;
      };
      reg.observer = new MutationObserver(reg.onRecords);
      window.addEventListener('resize', () => { reg.structural = true; });
    }
    const watch = (root) => {
      if (reg.roots.has(root)) return;
      reg.roots.add(root);
      reg.observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      root.addEventListener('input', reg.onInput, true);
      root.addEventListener('change', reg.onInput, true);
    };
    reg.onRecords(reg.observer.takeRecords());

    // ---- helpers ----
    const WIDGET_ROLES = new Set(ROLES);
    const ROLE_CODE = new Map(ROLES.map((r, i) => [r, i]));
    const TOGGLE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
    const FORM_TAGS = new Set(['input', 'select', 'textarea', 'button']);
    const INLINE = new Set(['span', 'b', 'i', 'em', 'strong', 'a', 'abbr', 'small', 'sup', 'sub', 'u', 'code',
      'font', 'mark', 'label', 'q', 's', 'cite', 'bdi', 'bdo', 'data', 'time', 'var', 'kbd']);
    const SKIP_TEXT = new Set(['script', 'style', 'template', 'noscript']);
    // where the search for a question stops: the edges of a section of the page
    const STOP_TAGS = new Set(['body', 'html', 'fieldset', 'dialog', 'section', 'article', 'aside', 'nav', 'main',
      'header', 'footer']);
    const ERRORISH = /error|invalid/i;
    const REQUIRED_MARK = /(\*+|[\u2731\u2733\u2217\uff0a]|\(required\))\s*$/i;
    // a text with a letter in it; punctuation, numbers and symbols alone are no question
    const LETTER = /\p{L}/u;
    const REQUIRED_ONLY = /^\s*(\*+|[\u2731\u2733\u2217\uff0a])\s*$/;
    // a field's own name that names only a part of a split answer (a date in three fields)
    const DATE_PART = /^(day|month|year|dd|mm|yy|yyyy|hh|hour|minutes?|min)$/i;
    // a word that joins the parts of a split answer ("[ ] to [ ]")
    const CONNECTOR = /^\s*(to|and|or|x|by|at|until|bis|und|à|et)\s*$/i;
    const PLACEHOLDER_TEXT = /^(-+\s*)?(select|choose|pick|please (select|choose))\b/i;
    const NEEDS_ESCAPE = /[\t\n\\]/;
    const CONTROL_SELECTOR = 'input:not([type="hidden"]),select,textarea,button,a[href],' +
      '[contenteditable]:not([contenteditable="false"]),[role="radio"],[role="checkbox"],[role="switch"],' +
      '[role="combobox"],[role="listbox"],[role="option"],[role="textbox"],[role="searchbox"],[role="spinbutton"],' +
      '[role="slider"],[role="button"],[role="link"],[role="menuitemcheckbox"],[role="menuitemradio"],[role="radiogroup"]';

    const MESSY_SPACE = /\s\s|[\t\n\r\f\v\u00a0]|^\s|\s$/;
    const norm = (s) => (!s ? '' : MESSY_SPACE.test(s) ? String(s).replace(/\s+/g, ' ').trim() : String(s));
    const cut = (s, n) => (s.length > n ? s.slice(0, n) : s);
    const key = (s) => norm(s).toLowerCase();
    const esc = (s) => (NEEDS_ESCAPE.test(s) ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n') : s);
    const endsRequired = (s) => !!s && REQUIRED_MARK.test(s);
    const stripRequired = (s) => norm(s.replace(REQUIRED_MARK, ''));
    const roleAttr = (el) => {
      const r = el.getAttribute('role');
      return r ? r.trim().split(/\s+/)[0].toLowerCase() : '';
    };
    const byId = (from, id) => {
      const root = from.getRootNode();
      return (root.getElementById ? root.getElementById(id) : null) || document.getElementById(id);
    };
    const textOf = (node, skipControls) => {
      let out = '';
      for (let c = node.firstChild; c; c = c.nextSibling) {
        const t = c.nodeType;
        if (t === 3) {
          out += c.data;
        } else if (t === 1) {
          const n = c.localName;
          if (SKIP_TEXT.has(n) || c.hidden) continue;
          if (skipControls && (n === 'select' || n === 'textarea' || n === 'input' || n === 'button' || n === 'datalist')) continue;
          if (n === 'br') { out += ' '; continue; }
          if (n === 'img') { const alt = c.getAttribute('alt'); if (alt) out += ' ' + alt + ' '; continue; }
          const inner = c.firstChild ? textOf(c, skipControls) : '';
          out += INLINE.has(n) ? inner : ' ' + inner + ' ';
        }
      }
      return out;
    };
    const text = (node, skipControls) => norm(node.firstElementChild ? textOf(node, skipControls) : node.textContent);
    const closestAcrossShadows = (el, selector) => {
      for (let node = el; node;) {
        const hit = node.closest(selector);
        if (hit) return hit;
        node = node.getRootNode().host || null;
      }
      return null;
    };
    const idRefText = (el, ids) => {
      const parts = [];
      for (const id of ids.trim().split(/\s+/)) {
        const t = id && byId(el, id);
        if (t) parts.push(t === el ? norm(el.getAttribute('aria-label')) || text(t, true) : text(t, true));
      }
      return norm(parts.join(' '));
    };
    let anyAriaHidden = false;
    // Visible: a layout box of non-zero width (display:none and zero-size elements have none),
    // rendered (not in a closed <details> or other content-visibility:hidden subtree),
    // visibility visible, no aria-hidden ancestor. The height is not read: an element of zero
    // height and some width is rare, and each layout read costs as much as the rest together.
    const computeVisible = (el) => {
      const w = el.offsetWidth;
      if (w === undefined) {
        const r = el.getBoundingClientRect();
        if (!(r.width > 0 && r.height > 0)) return false;
      } else if (!(w > 0)) {
        return false;
      }
      return el.checkVisibility({ visibilityProperty: true }) && !(anyAriaHidden && el.closest('[aria-hidden="true"]'));
    };

    // ---- per-control state: value, checked, options ----
    const controlledListbox = (el) => {
      for (const attr of ['aria-controls', 'aria-owns']) {
        const ids = el.getAttribute(attr);
        if (!ids) continue;
        for (const id of ids.trim().split(/\s+/)) {
          const t = id && byId(el, id);
          if (!t) continue;
          if (roleAttr(t) === 'listbox') return t;
          const inner = t.querySelector('[role="listbox"]');
          if (inner) return inner;
          if (t.querySelector('[role="option"]')) return t;
        }
      }
      return el.querySelector('[role="listbox"]');
    };
    const optionLabel = (o) => cut(norm(o.getAttribute('aria-label')) || text(o, false), MAX_TEXT);
    // The cheap fingerprint of a control's state, compared on incremental snapshots to catch values
    // a script set without an event.
    const sigOf = (e) => {
      const el = e.el;
      switch (e.sigKind) {
        case 1: return el.value;
        case 2: return el.checked;
        case 3: return el.multiple ? Array.from(el.selectedOptions, (o) => o.index).join() : el.selectedIndex;
        case 4: return el.files ? el.files.length : 0;
        default: return null;
      }
    };
    const readState = (e) => {
      const el = e.el;
      let value = null;
      let options = null;
      if (e.tag === 'input') {
        switch (e.type) {
          case 'checkbox': case 'radio': case 'submit': case 'reset': case 'button': case 'image': break;
          case 'file': value = el.files ? Array.from(el.files, (f) => f.name).join(', ') : ''; break;
          default: value = el.value;
        }
        if (e.hasList && el.list) {
          options = Array.from(el.list.options, (o) => [norm(o.label) || o.value, o.value, o.value === el.value]);
        }
        if (e.type === 'checkbox' || e.type === 'radio') e.checked = el.checked;
      } else if (e.tag === 'textarea') {
        value = el.value;
      } else if (e.tag === 'select') {
        const opts = el.options;
        options = new Array(opts.length);
        value = '';
        for (let k = 0; k < opts.length; k++) {
          const o = opts[k];
          const l = norm(o.label);
          const sel = o.selected;
          options[k] = [l, o.value, sel];
          if (sel) value = value ? value + ', ' + l : l;
        }
      } else if (e.ro === 'slider' || e.ro === 'spinbutton') {
        value = el.getAttribute('aria-valuetext') || el.getAttribute('aria-valuenow') || norm(el.textContent);
      } else if (e.ro === 'textbox' || e.ro === 'searchbox' || e.editable) {
        value = norm(el.textContent);
      } else if (e.ro === 'combobox') {
        value = norm(el.textContent);
        const ph = el.getAttribute('aria-placeholder') || el.getAttribute('data-placeholder');
        if ((ph && key(ph) === key(value)) || PLACEHOLDER_TEXT.test(value)) value = '';
      }
      if (e.toggle && !(e.tag === 'input' && (e.type === 'checkbox' || e.type === 'radio'))) {
        e.checked = el.getAttribute('aria-checked') === 'true';
      }
      if (e.ro === 'combobox' && e.tag === 'input' && value === null) value = el.value;
      if (!options && (e.ro === 'combobox' || e.ro === 'listbox') && e.tag !== 'select') {
        const lb = e.ro === 'listbox' ? el : controlledListbox(el);
        if (lb && lb !== el) e.listbox = lb;
        if (lb) {
          options = Array.from(lb.querySelectorAll('[role="option"]'), (o) => {
            const l = optionLabel(o);
            return [l, l, o.getAttribute('aria-selected') === 'true' || o.getAttribute('aria-checked') === 'true'];
          });
          if (value && !options.some((o) => o[2])) {
            const v = key(value);
            const hit = options.find((o) => key(o[0]) === v);
            if (hit) hit[2] = true;
          }
        }
      }
      e.value = value === null ? null : cut(value, MAX_VALUE);
      e.options = options && options.length > MAX_OPTIONS ? options.slice(0, MAX_OPTIONS) : options;
      e.sig = sigOf(e);
      if (e.sweepAt >= 0 && reg.cache) reg.cache.sweep.sigs[e.sweepAt] = e.sig;
    };
    // flags, value and options: the part of an element's record that a value change can alter
    const stateFields = (e) => {
      let flags = e.fixedFlags;
      if (e.checked !== null) flags |= F_HAS_CHK | (e.checked ? F_CHK : 0);
      if (e.value !== null) flags |= F_HAS_VAL;
      let s = flags + '\t' + (e.value ? esc(e.value) : '');
      const opts = e.options;
      if (opts && opts.length) {
        s += '\t' + opts.length;
        for (const o of opts) {
          const same = o[1] === o[0];
          s += '\t' + esc(o[0]) + '\t' + ((same ? 2 : 0) + (o[2] ? 1 : 0)) + (same ? '' : '\t' + esc(o[1]));
        }
      } else {
        s += '\t0';
      }
      return s;
    };

    const url = location.href;
    const title = document.title;
    const header = () => {
      const base = reg.token;
      reg.seq += 1;
      reg.token = reg.id + '.' + reg.seq;
      return [base, reg.token];
    };

    // ---- incremental: the structure is unchanged, send the state of the controls that changed ----
    const delta = () => {
      const cache = reg.cache;
      // Values that scripts set without an event (formatting, an address look-up, a dependent
      // select reset) are caught by comparing every value with the last one: one tight loop over
      // parallel arrays, the cost of an unchanged snapshot. Checkboxes and radios change by
      // clicks, which fire events; what a click changes besides its target (the radio it
      // unchecks, the boxes a "select all" ticks) is in the target's question, read again with it.
      const { els, kinds, sigs, entries } = cache.sweep;
      for (let k = 0, n = els.length; k < n; k++) {
        const el = els[k];
        const kind = kinds[k];
        const v = kind === 1 ? el.value : kind === 3 ? el.selectedIndex : sigOf(entries[k]);
        if (v !== sigs[k]) reg.dirty.add(entries[k]);
      }
      for (const e of Array.from(reg.dirty)) {
        if (e.toggle && e.group) for (const m of e.group.members) if (m.toggle) reg.dirty.add(m);
      }
      if (reg.dirty.size > MAX_DELTA) return null;
      const lines = [];
      if (reg.dirty.size) {
        // CSS can show or hide things when a value changes (:checked ~ .more, :invalid + .error):
        // look at the changed control's neighbourhood and the error messages; any change there
        // means a full snapshot.
        anyAriaHidden = cache.anyAriaHidden;
        for (const e of reg.dirty) {
          if (!e.el.isConnected || computeVisible(e.el) !== e.visible) return null;
          let scope = e.el.parentElement;
          if (scope && scope.localName === 'label') scope = scope.parentElement;
          if (scope) {
            for (const c of scope.querySelectorAll(CONTROL_SELECTOR)) {
              const other = cache.byEl.get(c);
              if (!other || computeVisible(c) !== other.visible) return null;
            }
          }
        }
        // the messages of a changed control or its question, and those tied to none (a banner)
        const dirtyGroups = new Set();
        for (const e of reg.dirty) if (e.group) dirtyGroups.add(e.group);
        for (const x of cache.errors) {
          if (x.loose || reg.dirty.has(x.e) || (x.g && dirtyGroups.has(x.g))) {
            if (computeVisible(x.node) !== x.visible) return null;
          }
        }
        for (const e of reg.dirty) {
          readState(e);
          const s = stateFields(e);
          if (s !== e.state) {
            e.state = s;
            lines.push('C\t' + e.i + '\t' + s);
          }
        }
        reg.dirty.clear();
      }
      const [base, token] = header();
      return 'D\t' + base + '\t' + token + '\t' + esc(url) + '\t' + esc(title) + (lines.length ? '\n' + lines.join('\n') : '');
    };

    if (!fresh && reg.cache && !reg.structural && arg.known === reg.token && reg.cache.iso === iso) {
      const d = delta();
      if (d !== null) return d;
    }

    // ---- full snapshot ----
    reg.structural = false;
    reg.dirty.clear();
    if (reg.byRef.size > 2 * (reg.live || 0) + 1024) {
      for (const [r, w] of reg.byRef) {
        if (!w.deref()) reg.byRef.delete(r);
      }
    }
    const refOf = (el) => {
      let r = reg.byEl.get(el);
      if (r === undefined) {
        reg.next += 1;
        r = reg.next;
        reg.byEl.set(el, r);
      }
      const name = 'e' + r;
      if (!reg.byRef.has(name)) reg.byRef.set(name, new WeakRef(el));
      return r;
    };

    // foreign panels
    let panelsPresent = false;
    if (iso) {
      try {
        panelsPresent = document.querySelector(iso) !== null;
      } catch (err) {
        return 'X\tCONFIG_INVALID\tthe isolated selector is not valid CSS: ' + esc(iso);
      }
    }

    // one pass over the DOM, open shadow roots included where their host stands
    const frameIds = window[FRAME_IDS];
    const controls = [];
    const labels = [];
    const containers = [];
    const errorCandidates = [];
    const frames = [];
    // Elements with a role or contenteditable, found by one native query per root; only these have
    // their role read during the walk.
    const special = new Set();
    const walkIndex = new Map();
    const walk = (root) => {
      watch(root);
      if (iso && !panelsPresent && root !== document && root.querySelector(iso)) panelsPresent = true;
      let editables = false;
      for (const el of root.querySelectorAll('[role],[contenteditable],[aria-hidden="true"]')) {
        special.add(el);
        if (!editables && el.hasAttribute('contenteditable')) editables = true;
        if (!anyAriaHidden && el.getAttribute('aria-hidden') === 'true') anyAriaHidden = true;
      }
      const tw = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
      for (let el = tw.nextNode(); el; el = tw.nextNode()) {
        const tag = el.localName;
        let control = false;
        switch (tag) {
          case 'input': control = el.type !== 'hidden'; break;
          case 'select': case 'textarea': case 'button': control = true; break;
          case 'a': control = el.hasAttribute('href'); break;
          case 'label': labels.push(el); break;
          case 'fieldset': containers.push(el); break;
          case 'iframe': case 'frame': if (frameIds) { const f = frameIds.get(el); if (f) frames.push({ el, id: f, at: controls.length }); } break;
          default: break;
        }
        let role = '';
        if (special.has(el)) {
          role = roleAttr(el);
          if (role) {
            if (WIDGET_ROLES.has(role)) control = true;
            else if (role === 'radiogroup' || role === 'group') { if (tag !== 'fieldset') containers.push(el); }
          }
          if (!control && editables) {
            const ce = el.getAttribute('contenteditable');
            if (ce !== null && ce !== 'false' && !(el.parentElement && el.parentElement.isContentEditable)) control = true;
          }
        }
        if (control) {
          controls.push({ el, tag, role });
        } else if (role === 'alert') {
          walkIndex.set(el, walkIndex.size);
          errorCandidates.push(el);
        } else {
          const cls = el.className;
          const id = el.id;
          if ((cls && typeof cls === 'string' && ERRORISH.test(cls)) || (id && ERRORISH.test(id))) {
            walkIndex.set(el, walkIndex.size);
            errorCandidates.push(el);
          }
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);

    const labelsOf = new Map();
    for (const lab of labels) {
      let c = lab.control;
      if (!c) {
        const f = lab.getAttribute('for');
        if (f) c = byId(lab, f);
      }
      if (c) {
        const list = labelsOf.get(c);
        if (list) list.push(lab);
        else labelsOf.set(c, [lab]);
      }
    }
    const byElement = new Map();
    NAMES.begin(labelsOf);

    // ---- per control: role, name, state ----
    // The snapshot's role: the ARIA role where it is one of ROLES, else the role of the native
    // control; a file input is 'file'.
    const implicitRole = (e) => {
      const el = e.el;
      if (e.tag === 'input') {
        if (e.type === 'file') return 'file';
        if (e.type === 'checkbox' || e.type === 'radio') {
          const r = NAMES.role(el);
          return r === 'switch' || r === 'menuitemcheckbox' || r === 'menuitemradio' ? r : e.type;
        }
      }
      const r = NAMES.role(el);
      if (WIDGET_ROLES.has(r)) return r;
      switch (e.tag) {
        case 'input':
          switch (e.type) {
            case 'submit': case 'reset': case 'button': case 'image': return 'button';
            case 'range': return 'slider';
            case 'number': return 'spinbutton';
            case 'search': return e.hasList ? 'combobox' : 'searchbox';
            default: return e.hasList ? 'combobox' : 'textbox';
          }
        case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
        case 'button': return 'button';
        case 'a': return 'link';
        default: return WIDGET_ROLES.has(e.role) ? e.role : 'textbox';
      }
    };
    // Sets e.rawName and e.nameSrc (labelledby, aria, label, content, title, placeholder, or empty)
    // and e.labelText (the text of its labels): the accessible name, or where that is empty, the
    // text of a <label for> pointing at a custom control (no accessible name in the browser, but
    // what a person reads as its question).
    const ownName = (e) => {
      const el = e.el;
      let name = NAMES.name(el);
      let src = NAMES.source();
      if (src === 'native') src = 'content';
      if (src === 'labelledby' || src === 'label') {
        e.labelText = name;
      } else {
        const labs = labelsOf.get(el);
        if (labs) {
          const t = FORM_TAGS.has(e.tag) ? NAMES.labels(el) : norm(labs.map((l) => textOf(l, true)).join(' '));
          if (t) e.labelText = t;
          if (!name && t) { name = t; src = 'label'; }
        }
      }
      if (!name && e.toggle) {
        // a checkbox or radio without a name of its own: the text right after it is its option label,
        // else the header of its table column
        const after = followingInline(el);
        if (after) { name = after; src = 'after'; }
        else {
          const h = cellHeaders(el);
          if (h) { name = h.col; src = 'header'; }
        }
      }
      return named(e, cut(name, MAX_TEXT), src);
    };
    // Text right after a control in its line, up to the next control, line break or block.
    const followingInline = (start) => {
      let out = '';
      for (let n = start.nextSibling; n; n = n.nextSibling) {
        if (n.nodeType === 3) { out += n.data; continue; }
        if (n.nodeType !== 1) continue;
        const tag = n.localName;
        if (tag === 'br' || !INLINE.has(tag)) break;
        if (tag !== 'a' && (n.matches(CONTROL_SELECTOR) || (n.firstElementChild && n.querySelector(CONTROL_SELECTOR)))) break;
        if (tag === 'label' && n.getAttribute('for')) break;
        if (n.hidden || n.getAttribute('aria-hidden') === 'true') continue;
        out += n.firstChild ? textOf(n, true) : '';
      }
      const t = norm(out);
      return LETTER.test(t) ? cut(t, MAX_TEXT) : '';
    };
    // The headers of the table cell a control stands alone in, where the table has a header row:
    // { col, row, cell } (row '' when the row has none), or null.
    const cellHeaders = (el) => {
      const td = el.parentElement;
      if (!td || td.localName !== 'td') return null;
      const row = td.parentElement;
      const table = row && row.localName === 'tr' ? row.closest('table') : null;
      if (!table) return null;
      const head = table.tHead && table.tHead.rows.length ? table.tHead.rows[table.tHead.rows.length - 1] : table.rows[0];
      if (!head || head === row || (!table.tHead && !head.querySelector('th')) || head.querySelector(CONTROL_SELECTOR)) return null;
      let col = 0;
      for (const c of row.cells) { if (c === td) break; col += c.colSpan; }
      let colHead = '';
      let k = 0;
      for (const c of head.cells) {
        if (k === col && c.colSpan === 1) colHead = text(c, true);
        k += c.colSpan;
        if (k > col) break;
      }
      if (!LETTER.test(colHead)) return null;
      let rowHead = '';
      for (const c of row.cells) {
        if (c === td) break;
        if ((c.localName === 'th' || c === row.cells[0]) && !(c.firstElementChild && c.querySelector(CONTROL_SELECTOR))) {
          const t = text(c, true);
          if (LETTER.test(t)) { rowHead = t; if (c.localName === 'th') break; }
        }
      }
      return { col: colHead, row: rowHead, cell: td };
    };
    // whether an element has an aria-* attribute (or a role); the script reads those only then
    const hasAria = (el) => {
      const names = el.getAttributeNames();
      for (let k = 0; k < names.length; k++) {
        const n = names[k];
        if ((n.length > 5 && n.charCodeAt(4) === 45 && n.startsWith('aria-')) || n === 'role') return true;
      }
      return false;
    };
    const named = (e, name, src) => {
      e.rawName = name;
      e.nameSrc = src;
    };

    const elements = new Array(controls.length);
    for (let i = 0; i < controls.length; i++) {
      const c = controls[i];
      const el = c.el;
      const e = { i, el, tag: c.tag, role: c.role, special: hasAria(el), type: null, hasList: false, group: null, listbox: null, checked: null };
      if (c.tag === 'input') {
        e.type = el.type;
        e.hasList = el.hasAttribute('list');
      }
      e.ro = implicitRole(e);
      e.toggle = TOGGLE_ROLES.has(e.ro);
      e.answer = e.ro !== 'button' && e.ro !== 'link' && e.ro !== 'option';
      e.editable = !FORM_TAGS.has(c.tag) && c.tag !== 'a' && el.isContentEditable;
      e.sigKind = c.tag === 'textarea' ? 1
        : c.tag === 'select' ? 3
        : c.tag !== 'input' ? 0
        : e.type === 'checkbox' || e.type === 'radio' ? 2
        : e.type === 'file' ? 4
        : e.type === 'submit' || e.type === 'reset' || e.type === 'button' || e.type === 'image' ? 0 : 1;
      e.labelText = '';
      ownName(e);
      e.required = el.required === true || (e.special && el.getAttribute('aria-required') === 'true') ||
        endsRequired(e.rawName) || endsRequired(e.labelText);
      e.disabled = (FORM_TAGS.has(e.tag) && el.matches(':disabled')) || (e.special && el.getAttribute('aria-disabled') === 'true');
      e.visible = computeVisible(el);
      readState(e);
      e.isolated = panelsPresent && !!closestAcrossShadows(el, iso);
      e.submit = (e.tag === 'input' && (e.type === 'submit' || e.type === 'image')) ||
        (e.tag === 'button' && (el.hasAttribute('type') ? el.getAttribute('type').trim().toLowerCase() === 'submit' : !!el.form));
      byElement.set(el, e);
      elements[i] = e;
    }

    // ---- groups ----
    const groups = [];
    const groupByQuestionNode = new Map();
    const newGroup = (kind, question, node) => {
      const g = { kind, rawQuestion: question, node, members: [], required: false };
      groups.push(g);
      if (node) groupByQuestionNode.set(node, g);
      return g;
    };
    const isContainer = (el) => el.localName === 'fieldset' || roleAttr(el) === 'radiogroup' || roleAttr(el) === 'group';
    const siblingControls = (p) => {
      const own = byElement.get(p);
      if (own) return [own];
      if (p.localName === 'label') {
        const c = p.control || (p.getAttribute('for') && byId(p, p.getAttribute('for')));
        if (c) return [byElement.get(c) || null];
      }
      if (!p.firstElementChild || !p.querySelector(CONTROL_SELECTOR)) return [];
      return Array.from(p.querySelectorAll(CONTROL_SELECTOR), (c) => byElement.get(c) || null);
    };
    const isErrorish = (el) => {
      if (roleAttr(el) === 'alert') return true;
      const cls = el.getAttribute('class');
      return !!((cls && ERRORISH.test(cls)) || (el.id && ERRORISH.test(el.id)));
    };
    const visibleCache = new Map();
    const isVisible = (el) => {
      let v = visibleCache.get(el);
      if (v === undefined) {
        const own = byElement.get(el);
        v = own ? own.visible : computeVisible(el);
        visibleCache.set(el, v);
      }
      return v;
    };
    // Text running before a control inside one line of text ("I agree to the <a>terms</a> [x]"):
    // text nodes and inline elements back to the line's start; links are part of the text. For a
    // checkbox or radio, the other options of the same question are stepped over and the text after
    // them (their option labels) dropped. For another field, the other parts of a split answer
    // (unnamed fields of the same line, "/" between them) are stepped over, and where the line has
    // no text yet, the line above ("Name<br>[ ]") is read. Any other control ends it. Fragments
    // without a letter at either end (a counter, a price, a separator) are left out. The node where
    // the text starts identifies the question, so the options or parts of one question share it
    // and two questions on one line do not.
    const precedingInline = (start, sameKind, toggle) => {
      let parts = [];
      let brs = 0;
      for (let n = start.previousSibling; n; n = n.previousSibling) {
        let t = '';
        if (n.nodeType === 3) {
          t = n.data;
        } else if (n.nodeType === 1) {
          const tag = n.localName;
          // decorative (aria-hidden) text is left out, but for a required mark
          if (SKIP_TEXT.has(tag) || n.hidden || (n.getAttribute('aria-hidden') === 'true' && !REQUIRED_ONLY.test(n.textContent))) continue;
          const has = parts.some((p) => LETTER.test(p.t) && !CONNECTOR.test(p.t));
          if (tag === 'br') {
            if (toggle || has || ++brs > 1) break;
            continue;
          }
          if (!byElement.has(n) && !INLINE.has(tag)) break;
          if (tag !== 'a') {
            const ctls = siblingControls(n);
            if (ctls.length) {
              if (sameKind && ctls.every((c) => c && sameKind(c)) && (toggle || !has)) {
                parts = [];
                continue;
              }
              break;
            }
          }
          t = n.firstChild ? textOf(n, true) : '';
        }
        if (t.trim()) parts.unshift({ n, t });
      }
      while (parts.length && !LETTER.test(parts[0].t)) parts.shift();
      while (parts.length && !LETTER.test(parts[parts.length - 1].t)) parts.pop();
      if (!parts.length) return null;
      const question = norm(parts.map((p) => p.t).join(''));
      return { node: parts[0].n, text: cut(question, MAX_TEXT) };
    };
    // The text of an element read as a question: up to its first line break where that much has a
    // letter (a hint often follows on the next line).
    const questionText = (p) => {
      for (let c = p.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 1 && c.localName === 'br') {
          let t = '';
          for (let d = p.firstChild; d !== c; d = d.nextSibling) t += d.nodeType === 3 ? d.data : d.nodeType === 1 ? ' ' + textOf(d, true) + ' ' : '';
          t = norm(t);
          if (LETTER.test(t)) return t;
          break;
        }
      }
      return p.firstElementChild ? cut(NAMES.text(p), MAX_TEXT) : text(p, true);
    };
    // The question a control answers when the page gives it no <label>: text in the same line
    // before it, else the nearest preceding sibling with a letter in its text, of it or of one of
    // its first ancestors, up to the edge of a section. Sibling controls of the same kind (the
    // other options or parts of one question) are stepped over; any other control, or a rule,
    // ends the search.
    const findQuestion = (start, sameKind, toggle) => {
      const inline = precedingInline(start, sameKind, toggle);
      if (inline) return inline;
      let cur = start;
      for (let level = 0; level < 4 && cur; level++) {
        for (let p = cur.previousElementSibling; p; p = p.previousElementSibling) {
          const n = p.localName;
          if (SKIP_TEXT.has(n) || n === 'br' || n === 'datalist') continue;
          if (n === 'hr') return null;
          const ctls = siblingControls(p);
          if (ctls.length) {
            if (sameKind && (toggle || byElement.has(p)) && ctls.every((c) => c && sameKind(c))) continue;
            return null;
          }
          if (isErrorish(p) || !isVisible(p) || p.getAttribute('aria-hidden') === 'true') continue;
          const t = questionText(p);
          if (LETTER.test(t)) return { node: p, text: cut(t, MAX_TEXT) };
        }
        const up = cur.parentElement;
        if (!up || STOP_TAGS.has(up.localName) || isContainer(up)) return null;
        cur = up;
      }
      return null;
    };
    const questionStart = (e) => e.el.closest('label') || e.el;
    const sameToggle = (e) => (c) => c.ro === e.ro;
    // a field that names no question of its own: no name, or only a placeholder, a title or the
    // name of a part of a split answer
    const partOnly = (c) => !c.toggle && c.answer &&
      (!c.rawName || c.nameSrc === 'placeholder' || c.nameSrc === 'title' || DATE_PART.test(c.rawName));
    const searchFor = (e) => findQuestion(questionStart(e), e.toggle ? sameToggle(e) : partOnly, e.toggle);

    // fieldsets, role=group and role=radiogroup
    const containerSet = new Set(containers);
    const membersOf = new Map();
    if (containers.length) {
      for (const e of elements) {
        if (!e.answer || e.isolated) continue;
        const c = e.el.parentElement ? e.el.parentElement.closest('fieldset,[role="radiogroup"],[role="group"]') : null;
        if (c && containerSet.has(c)) {
          const list = membersOf.get(c);
          if (list) list.push(e);
          else membersOf.set(c, [e]);
        }
      }
    }
    for (const c of containers) {
      const members = membersOf.get(c);
      if (!members) continue;
      const radiogroup = roleAttr(c) === 'radiogroup';
      let question = '';
      let node = null;
      const lb = c.getAttribute('aria-labelledby');
      if (lb) question = idRefText(c, lb);
      if (!question) question = norm(c.getAttribute('aria-label'));
      if (!question && c.localName === 'fieldset') {
        for (let ch = c.firstElementChild; ch; ch = ch.nextElementSibling) {
          if (ch.localName === 'legend') { question = cut(text(ch, true), MAX_TEXT); node = ch; break; }
        }
      }
      if (radiogroup) {
        if (!question) {
          const found = findQuestion(c, null, false);
          if (found) { question = found.text; node = found.node; }
        }
      } else {
        if (!question) continue;
        // fields with questions of their own (a label, or text in their line) are not its parts
        const independent = members.some((m) => !m.toggle && (partOnly(m) ? !!precedingInline(questionStart(m), partOnly, false) : !!m.rawName));
        const radioNames = new Set(members.filter((m) => m.type === 'radio').map((m) => m.el.name));
        if (independent || radioNames.size > 1) continue;
      }
      const g = newGroup(radiogroup ? 'RADIOGROUP' : 'FIELDSET', question, node);
      if (c.getAttribute('aria-required') === 'true') g.required = true;
      for (const m of members) { m.group = g; g.members.push(m); }
    }

    // native radios sharing a name outside any group
    const radioSets = new Map();
    for (const e of elements) {
      if (e.group || e.type !== 'radio' || !e.el.name || e.isolated) continue;
      const owner = e.el.form || e.el.getRootNode();
      let byName = radioSets.get(owner);
      if (!byName) radioSets.set(owner, (byName = new Map()));
      const list = byName.get(e.el.name);
      if (list) list.push(e);
      else byName.set(e.el.name, [e]);
    }
    for (const byName of radioSets.values()) {
      for (const [name, members] of byName) {
        const found = findQuestion(questionStart(members[0]), sameToggle(members[0]), true);
        let g = found && groupByQuestionNode.get(found.node);
        if (!g) g = newGroup('RADIOGROUP', found ? found.text : name, found ? found.node : null);
        for (const m of members) { m.group = g; g.members.push(m); }
      }
    }

    // question containers: toggles and controls without a label of their own
    for (const e of elements) {
      if (e.group || !e.answer || e.isolated) continue;
      if (!e.toggle && !partOnly(e) && (e.nameSrc === 'labelledby' || e.nameSrc === 'label' || e.nameSrc === 'aria')) continue;
      let found = null;
      if (!e.toggle && partOnly(e)) {
        // a field in a table with a header row answers its row's and column's headers
        const h = cellHeaders(e.el);
        if (h) found = { node: h.cell, text: h.row ? h.row + ' / ' + h.col : h.col };
      }
      if (!found) found = searchFor(e);
      if (!found) continue;
      let g = groupByQuestionNode.get(found.node);
      if (!g) g = newGroup('QUESTION', found.text, found.node);
      e.group = g;
      g.members.push(e);
    }

    // order groups by their first member, settle questions, names, labels and required marks
    const live = groups.filter((g) => g.members.length > 0);
    for (const g of live) g.members.sort((a, b) => a.i - b.i);
    live.sort((a, b) => a.members[0].i - b.members[0].i);
    live.forEach((g, idx) => {
      g.idx = idx;
      if (g.kind === 'QUESTION' && g.members.length > 1 && g.members.every((m) => m.ro === 'checkbox')) g.kind = 'CHECKBOX_GROUP';
      const questionRequired = endsRequired(g.rawQuestion);
      g.question = stripRequired(g.rawQuestion);
      for (const m of g.members) {
        if (!m.rawName) {
          m.rawName = g.rawQuestion;
          m.nameSrc = 'question';
          if (questionRequired) m.required = true;
        }
        if (m.required) g.required = true;
      }
      if (questionRequired) g.required = true;
    });
    for (const e of elements) {
      const name = stripRequired(e.rawName) || (e.el.getAttribute('name') || '');
      let label = '';
      if (e.group && (e.toggle || e.nameSrc === 'placeholder' || e.nameSrc === 'title' || e.nameSrc === 'content')) label = e.group.question;
      else if (e.nameSrc === 'aria' || e.nameSrc === 'title' || e.nameSrc === 'placeholder') label = stripRequired(e.labelText);
      if (!label && e.group) label = e.group.question;
      e.name = name;
      e.label = label && key(label) !== key(name) ? label : null;
    }
    // a popup listbox without a name of its own is named after the combobox that controls it
    for (const e of elements) {
      const popup = e.listbox && byElement.get(e.listbox);
      if (popup && !popup.name) popup.name = e.name;
    }

    // ---- errors ----
    const errors = [];
    const errorNodes = new Set();
    const addError = (node, e, g) => {
      if (errorNodes.has(node)) return;
      const t = cut(text(node, true), MAX_TEXT);
      if (!t) return;
      errorNodes.add(node);
      errors.push({ node, text: t, visible: isVisible(node), e, g });
    };
    const fieldGroup = (e) => (e && e.group ? e.group : null);
    for (const e of elements) {
      if (e.isolated || !e.special) continue;
      const el = e.el;
      const em = el.getAttribute('aria-errormessage');
      if (em) for (const id of em.trim().split(/\s+/)) { const t = id && byId(el, id); if (t) addError(t, e, fieldGroup(e)); }
      const db = el.getAttribute('aria-describedby');
      if (db) {
        const targets = db.trim().split(/\s+/).map((id) => id && byId(el, id)).filter((t) => t);
        const errorish = targets.filter(isErrorish);
        const chosen = errorish.length ? errorish : el.getAttribute('aria-invalid') === 'true' ? targets : [];
        for (const t of chosen) addError(t, e, fieldGroup(e));
      }
    }
    const hasErrorAncestor = (node) => {
      for (let p = node.parentElement, n = 0; p && n < 6; p = p.parentElement, n++) if (errorNodes.has(p)) return true;
      return false;
    };
    for (const node of errorCandidates) {
      if (errorNodes.has(node) || byElement.has(node) || hasErrorAncestor(node)) continue;
      if (panelsPresent && closestAcrossShadows(node, iso)) continue;
      if ((node.firstElementChild && node.querySelector(CONTROL_SELECTOR)) || !text(node, true)) continue;
      let field = null;
      let group = null;
      let cur = node;
      for (let level = 0; level < 4 && !field && !group; level++) {
        const parent = cur.parentElement;
        if (!parent || parent.localName === 'body' || parent.localName === 'html') break;
        const inside = Array.from(parent.querySelectorAll(CONTROL_SELECTOR), (c) => byElement.get(c)).filter((c) => c && c.answer);
        if (inside.length === 1) {
          field = inside[0];
          group = fieldGroup(field);
        } else if (inside.length > 1) {
          const g = fieldGroup(inside[0]);
          if (g && inside.every((c) => c.group === g)) {
            group = g;
          } else {
            const prev = cur.previousElementSibling;
            const near = prev && inside.filter((c) => prev === c.el || prev.contains(c.el));
            if (near && near.length) { field = near[near.length - 1]; group = fieldGroup(field); }
          }
          break;
        }
        cur = parent;
      }
      addError(node, field, group);
    }
    errors.sort((a, b) => {
      if (a.node === b.node) return 0;
      const x = walkIndex.get(a.node);
      const y = walkIndex.get(b.node);
      if (x !== undefined && y !== undefined) return x - y;
      return a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });

    // ---- result ----
    const [, token] = header();
    const out = [''];
    const sweep = { els: [], kinds: [], sigs: [], entries: [] };
    const cacheByEl = new Map();
    let nextFrame = 0;
    for (const e of elements) {
      while (nextFrame < frames.length && frames[nextFrame].at <= e.i) out.push(frameLine(frames[nextFrame++]));
      const el = e.el;
      let fixed = 0;
      if (e.required) fixed |= F_REQ;
      if (e.disabled) fixed |= F_DIS;
      if (!e.visible) fixed |= F_HID;
      if (e.isolated) fixed |= F_ISO;
      if (e.submit) fixed |= F_SUB;
      e.fixedFlags = fixed;
      e.state = stateFields(e);
      let attrs = '';
      let nattr = 0;
      const add = (k, v) => { if (v !== null) { attrs += '\t' + k + '\t' + esc(v); nattr++; } };
      if (e.tag === 'input' || e.tag === 'textarea' || e.tag === 'select') {
        add('n', el.getAttribute('name'));
        add('a', el.getAttribute('autocomplete'));
        if (e.tag !== 'select') add('p', el.getAttribute('placeholder'));
        if (e.tag === 'input') {
          add('t', el.getAttribute('pattern'));
          if (e.type === 'file') add('c', el.getAttribute('accept'));
        }
        if (e.tag !== 'textarea' && el.hasAttribute('multiple')) add('m', 'true');
        if (e.ro === 'combobox' && e.special) add('x', el.getAttribute('aria-expanded'));
      } else if (e.special) {
        if (e.tag !== 'a' && e.tag !== 'button') add('n', el.getAttribute('name'));
        add('p', el.getAttribute('aria-placeholder'));
        add('x', el.getAttribute('aria-expanded'));
        add('r', el.getAttribute('aria-pressed'));
        if (e.ro === 'option') add('s', el.getAttribute('aria-selected'));
      }
      out.push('E\te' + refOf(el) + '\t' + ROLE_CODE.get(e.ro) + '\t' + (e.group ? e.group.idx : '') + '\t' +
        esc(cut(e.name, MAX_TEXT)) + '\t' + (e.label ? esc(e.label) : '') + '\t' + (e.type ? esc(e.type) : '') + '\t' +
        e.state + '\t' + nattr + attrs);
      if (e.sigKind && e.sigKind !== 2) {
        e.sweepAt = sweep.els.length;
        sweep.els.push(el);
        sweep.kinds.push(e.sigKind === 3 && el.multiple ? 5 : e.sigKind);
        sweep.sigs.push(e.sig);
        sweep.entries.push(e);
      } else {
        e.sweepAt = -1;
      }
      cacheByEl.set(el, e);
    }
    while (nextFrame < frames.length) out.push(frameLine(frames[nextFrame++]));
    function frameLine(f) {
      let flags = 0;
      if (!computeVisible(f.el)) flags |= F_HID;
      if (panelsPresent && closestAcrossShadows(f.el, iso)) flags |= F_ISO;
      return 'M\t' + esc(f.id) + '\t' + f.at + '\t' + flags;
    }
    for (const g of live) {
      out.push('G\t' + g.kind[0] + '\t' + (g.required ? 1 : 0) + '\t' + esc(g.question) + '\t' + g.members.map((m) => m.i).join(' '));
    }
    for (const x of errors) {
      out.push('R\t' + (x.visible ? 1 : 0) + '\t' + (x.e ? x.e.i : '') + '\t' + (x.g && x.g.idx !== undefined ? x.g.idx : '') + '\t' + esc(x.text));
    }
    out[0] = 'F\t' + token + '\t' + reg.next + '\t' + (fresh ? 1 : 0) + '\t' + esc(url) + '\t' + esc(title);

    // keep what an incremental snapshot needs: the controls, their last state, the error messages
    reg.live = elements.length;
    reg.cache = {
      iso,
      anyAriaHidden,
      byEl: cacheByEl,
      sweep,
      errors: errors.map((x) => ({ node: x.node, visible: x.visible, e: x.e, g: x.g, loose: !x.e && !x.g })),
    };
    return out.join('\n');
  }, { names: NAMES }))(/*@NAMES*/null) });
  return window[SELF](arg);
}
