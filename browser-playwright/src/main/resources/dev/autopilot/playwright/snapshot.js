(arg) => {
  // Autopilot semantic snapshot: evaluated once per snapshot by PlaywrightSnapshotProvider.
  // Argument: { floor: number, isolated: string | null }.
  // Returns a JSON string: { url, title, fresh, next, el: [...], gr: [...], er: [...] } (see
  // SnapshotParser for the field names). Reads the DOM only: no layout-changing writes, so the
  // first geometry read computes layout once and every later read reuses it.
  const REGISTRY = Symbol.for('dev.autopilot.refs');
  const MAX_TEXT = 300;
  const MAX_VALUE = 2000;

  // ---- ref registry: element -> ref for as long as the element lives; refs never reused ----
  let reg = window[REGISTRY];
  let fresh = false;
  if (!reg) {
    reg = { next: 0, byEl: new WeakMap(), byRef: new Map() };
    Object.defineProperty(window, REGISTRY, { value: reg });
    fresh = true;
  }
  if (reg.next < arg.floor) reg.next = arg.floor;
  for (const [r, w] of reg.byRef) {
    if (!w.deref()) reg.byRef.delete(r);
  }
  const refOf = (el) => {
    let r = reg.byEl.get(el);
    if (r === undefined) {
      reg.next += 1;
      r = 'e' + reg.next;
      reg.byEl.set(el, r);
    }
    if (!reg.byRef.has(r)) reg.byRef.set(r, new WeakRef(el));
    return r;
  };

  // ---- helpers ----
  const WIDGET_ROLES = new Set(['button', 'checkbox', 'combobox', 'link', 'listbox', 'menuitemcheckbox',
    'menuitemradio', 'option', 'radio', 'searchbox', 'slider', 'spinbutton', 'switch', 'textbox']);
  const TOGGLE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
  const CONTENT_NAMED_ROLES = new Set(['button', 'link', 'option', 'checkbox', 'radio', 'switch',
    'menuitemcheckbox', 'menuitemradio']);
  const FORM_TAGS = new Set(['input', 'select', 'textarea', 'button']);
  const INLINE = new Set(['span', 'b', 'i', 'em', 'strong', 'a', 'abbr', 'small', 'sup', 'sub', 'u', 'code',
    'font', 'mark', 'label', 'q', 's', 'cite', 'bdi', 'bdo', 'data', 'time', 'var', 'kbd']);
  const STOP_TAGS = new Set(['form', 'body', 'html', 'fieldset', 'dialog']);
  const ERRORISH = /error|invalid/i;
  const REQUIRED_MARK = /(\*+|\(required\))\s*$/i;
  const PLACEHOLDER_TEXT = /^(-+\s*)?(select|choose|pick|please (select|choose))\b/i;
  const CONTROL_SELECTOR = 'input:not([type="hidden"]),select,textarea,button,a[href],' +
    '[contenteditable]:not([contenteditable="false"]),[role="radio"],[role="checkbox"],[role="switch"],' +
    '[role="combobox"],[role="listbox"],[role="option"],[role="textbox"],[role="searchbox"],[role="spinbutton"],' +
    '[role="slider"],[role="button"],[role="link"],[role="menuitemcheckbox"],[role="menuitemradio"],[role="radiogroup"]';

  const norm = (s) => (s ? String(s).replace(/\s+/g, ' ').trim() : '');
  const cut = (s, n) => (s.length > n ? s.slice(0, n) : s);
  const key = (s) => norm(s).toLowerCase();
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
        if (n === 'script' || n === 'style' || n === 'template' || n === 'noscript') continue;
        if (skipControls && (n === 'select' || n === 'textarea' || n === 'input' || n === 'button' || n === 'datalist')) continue;
        if (n === 'br') { out += ' '; continue; }
        if (n === 'img') { const alt = c.getAttribute('alt'); if (alt) out += ' ' + alt + ' '; continue; }
        const inner = textOf(c, skipControls);
        out += INLINE.has(n) ? inner : ' ' + inner + ' ';
      }
    }
    return out;
  };
  const text = (node, skipControls) => norm(textOf(node, skipControls));
  const closestAcrossShadows = (el, selector) => {
    for (let node = el; node;) {
      const hit = node.closest(selector);
      if (hit) return hit;
      const root = node.getRootNode();
      node = root.host || null;
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

  // Visible: a layout box of non-zero size, not visibility:hidden, no aria-hidden ancestor.
  // offsetWidth/offsetHeight read the layout computed once for the whole snapshot.
  const visibleCache = new Map();
  const computeVisible = (el) => {
    let w = el.offsetWidth;
    let h = el.offsetHeight;
    if (w === undefined) {
      const r = el.getBoundingClientRect();
      w = r.width;
      h = r.height;
    }
    return w > 0 && h > 0 && getComputedStyle(el).visibility === 'visible' && !el.closest('[aria-hidden="true"]');
  };
  const isVisible = (el) => {
    let v = visibleCache.get(el);
    if (v === undefined) {
      v = computeVisible(el);
      visibleCache.set(el, v);
    }
    return v;
  };

  // ---- one pass over the DOM (open shadow roots included) ----
  const controls = [];
  const labels = [];
  const containers = [];
  const errorCandidates = [];
  const walk = (root) => {
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
        default: break;
      }
      const role = roleAttr(el);
      if (role) {
        if (WIDGET_ROLES.has(role)) control = true;
        else if (role === 'radiogroup' || role === 'group') { if (tag !== 'fieldset') containers.push(el); }
        else if (role === 'alert') errorCandidates.push(el);
      }
      if (!control) {
        const ce = el.getAttribute('contenteditable');
        if (ce !== null && ce !== 'false' && !(el.parentElement && el.parentElement.isContentEditable)) control = true;
      }
      if (control) {
        controls.push({ el, tag, role });
      } else if (role !== 'alert') {
        const cls = el.getAttribute('class');
        const id = el.getAttribute('id');
        if ((cls && ERRORISH.test(cls)) || (id && ERRORISH.test(id))) errorCandidates.push(el);
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
      let list = labelsOf.get(c);
      if (!list) labelsOf.set(c, (list = []));
      list.push(lab);
    }
  }
  const byElement = new Map();

  // ---- per control: role, name, state ----
  const implicitRole = (e) => {
    const el = e.el;
    const explicit = WIDGET_ROLES.has(e.role) ? e.role : '';
    switch (e.tag) {
      case 'input':
        switch (e.type) {
          case 'file': return 'file';
          case 'checkbox': return explicit === 'switch' ? 'switch' : 'checkbox';
          case 'radio': return 'radio';
          case 'submit': case 'reset': case 'button': case 'image': return explicit || 'button';
          case 'range': return explicit || 'slider';
          default: return explicit || (el.hasAttribute('list') ? 'combobox' : 'textbox');
        }
      case 'select': return explicit || (el.multiple || el.size > 1 ? 'listbox' : 'combobox');
      case 'textarea': return explicit || 'textbox';
      case 'button': return explicit || 'button';
      case 'a': return explicit || 'link';
      default: return explicit || 'textbox';
    }
  };
  const contentName = (e) => {
    const el = e.el;
    if (e.tag === 'input') {
      if (e.type === 'image') return norm(el.getAttribute('alt')) || norm(el.value) || 'Submit';
      return norm(el.value) || (e.type === 'submit' ? 'Submit' : e.type === 'reset' ? 'Reset' : '');
    }
    let t = cut(text(el, e.role !== 'button' && e.tag !== 'button' && e.tag !== 'a'), MAX_TEXT);
    if (!t) {
      const img = el.querySelector('img[alt],svg title');
      if (img) t = norm(img.localName === 'img' ? img.getAttribute('alt') : img.textContent);
    }
    return t;
  };
  const ownName = (e) => {
    const el = e.el;
    const lb = el.getAttribute('aria-labelledby');
    if (lb) {
      const t = idRefText(el, lb);
      if (t) { e.labelText = t; return [t, 'labelledby']; }
    }
    const aria = norm(el.getAttribute('aria-label'));
    const labs = labelsOf.get(el);
    if (labs) {
      const t = norm(labs.map((l) => textOf(l, true)).join(' '));
      if (t) e.labelText = t;
    }
    if (aria) return [aria, 'aria'];
    if (e.labelText) return [e.labelText, 'label'];
    const nativeContent = e.tag === 'button' || e.tag === 'a' ||
      (e.tag === 'input' && (e.type === 'submit' || e.type === 'reset' || e.type === 'button' || e.type === 'image'));
    if (nativeContent || (e.tag !== 'input' && e.tag !== 'select' && e.tag !== 'textarea' && CONTENT_NAMED_ROLES.has(e.ro))) {
      const t = contentName(e);
      if (t) return [t, 'content'];
    }
    const title = norm(el.getAttribute('title'));
    if (title) return [title, 'title'];
    const ph = norm(el.getAttribute('placeholder')) || norm(el.getAttribute('aria-placeholder'));
    if (ph) return [ph, 'placeholder'];
    return ['', ''];
  };
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
  const stateOf = (e) => {
    const el = e.el;
    let value = null;
    let options = null;
    if (e.tag === 'input') {
      switch (e.type) {
        case 'checkbox': case 'radio': case 'submit': case 'reset': case 'button': case 'image': break;
        case 'file': value = el.files ? Array.from(el.files, (f) => f.name).join(', ') : ''; break;
        default: value = el.value;
      }
      if (el.list) {
        options = Array.from(el.list.options, (o) => {
          const l = norm(o.label) || o.value;
          return [l, o.value, o.value === el.value];
        });
      }
    } else if (e.tag === 'textarea') {
      value = el.value;
    } else if (e.tag === 'select') {
      options = Array.from(el.options, (o) => [norm(o.label), o.value, o.selected]);
      value = Array.from(el.selectedOptions, (o) => norm(o.label)).join(', ');
    } else if (e.ro === 'slider' || e.ro === 'spinbutton') {
      value = el.getAttribute('aria-valuetext') || el.getAttribute('aria-valuenow') || norm(el.textContent);
    } else if (e.ro === 'textbox' || e.ro === 'searchbox' || el.isContentEditable) {
      value = norm(el.textContent);
    } else if (e.ro === 'combobox') {
      value = norm(el.textContent);
      const ph = el.getAttribute('aria-placeholder') || el.getAttribute('data-placeholder');
      if ((ph && key(ph) === key(value)) || PLACEHOLDER_TEXT.test(value)) value = '';
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
    e.options = options || [];
  };

  const elements = controls.map((c, i) => {
    const el = c.el;
    const e = { i, el, tag: c.tag, role: c.role, type: c.tag === 'input' ? el.type : null };
    e.ro = implicitRole(e);
    e.toggle = TOGGLE_ROLES.has(e.ro);
    e.answer = e.ro !== 'button' && e.ro !== 'link' && e.ro !== 'option';
    e.labelText = '';
    const [rawName, src] = ownName(e);
    e.rawName = rawName;
    e.nameSrc = src;
    e.required = el.required === true || el.getAttribute('aria-required') === 'true' ||
      endsRequired(rawName) || endsRequired(e.labelText);
    e.disabled = (FORM_TAGS.has(e.tag) && el.matches(':disabled')) || el.getAttribute('aria-disabled') === 'true';
    if (e.tag === 'input' && (e.type === 'checkbox' || e.type === 'radio')) e.checked = el.checked;
    else if (e.toggle) e.checked = el.getAttribute('aria-checked') === 'true';
    else e.checked = null;
    e.visible = computeVisible(el);
    stateOf(e);
    e.isolated = !!(arg.isolated && closestAcrossShadows(el, arg.isolated));
    e.submit = (e.tag === 'input' && (e.type === 'submit' || e.type === 'image')) ||
      (e.tag === 'button' && (el.hasAttribute('type') ? el.getAttribute('type').trim().toLowerCase() === 'submit' : !!el.form));
    e.group = null;
    byElement.set(el, e);
    return e;
  });

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
    if (!p.querySelector(CONTROL_SELECTOR)) return [];
    return Array.from(p.querySelectorAll(CONTROL_SELECTOR), (c) => byElement.get(c) || null);
  };
  const isErrorish = (el) => {
    if (roleAttr(el) === 'alert') return true;
    const cls = el.getAttribute('class');
    const id = el.getAttribute('id');
    return !!((cls && ERRORISH.test(cls)) || (id && ERRORISH.test(id)));
  };
  // The nearest preceding text-bearing sibling of start or of one of its first ancestors: the
  // question a control answers when the page gives it no <label>. Sibling controls of the same
  // kind (the other options of one question) are stepped over; any other control ends the search.
  const findQuestion = (start, sameKind) => {
    let cur = start;
    for (let level = 0; level < 4 && cur; level++) {
      for (let p = cur.previousElementSibling; p; p = p.previousElementSibling) {
        const n = p.localName;
        if (n === 'script' || n === 'style' || n === 'template' || n === 'br' || n === 'datalist') continue;
        const ctls = siblingControls(p);
        if (ctls.length) {
          if (sameKind && ctls.every((c) => c && sameKind(c))) continue;
          return null;
        }
        if (isErrorish(p) || !isVisible(p)) continue;
        const t = text(p, true);
        if (t) return { node: p, text: cut(t, MAX_TEXT) };
      }
      const parent = cur.parentElement;
      if (!parent || STOP_TAGS.has(parent.localName) || isContainer(parent)) return null;
      cur = parent;
    }
    return null;
  };
  const questionStart = (e) => e.el.closest('label') || e.el;
  const sameToggle = (e) => (c) => c.ro === e.ro;

  // fieldsets, role=group and role=radiogroup
  const containerSet = new Set(containers);
  const membersOf = new Map();
  for (const e of elements) {
    if (!e.answer) continue;
    let c = e.el.parentElement ? e.el.parentElement.closest('fieldset,[role="radiogroup"],[role="group"]') : null;
    if (c && containerSet.has(c)) {
      let list = membersOf.get(c);
      if (!list) membersOf.set(c, (list = []));
      list.push(e);
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
        const found = findQuestion(c, null);
        if (found) { question = found.text; node = found.node; }
      }
    } else {
      if (!question) continue;
      const independent = members.some((m) => !m.toggle && m.rawName && m.nameSrc !== 'placeholder' && m.nameSrc !== 'title');
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
    if (e.group || e.type !== 'radio' || !e.el.name) continue;
    const owner = e.el.form || e.el.getRootNode();
    let byName = radioSets.get(owner);
    if (!byName) radioSets.set(owner, (byName = new Map()));
    let list = byName.get(e.el.name);
    if (!list) byName.set(e.el.name, (list = []));
    list.push(e);
  }
  for (const byName of radioSets.values()) {
    for (const [name, members] of byName) {
      const found = findQuestion(questionStart(members[0]), sameToggle(members[0]));
      let g = found && groupByQuestionNode.get(found.node);
      if (!g) g = newGroup('RADIOGROUP', found ? found.text : name, found ? found.node : null);
      for (const m of members) { m.group = g; g.members.push(m); }
    }
  }

  // question containers: toggles and controls without a label of their own
  for (const e of elements) {
    if (e.group || !e.answer) continue;
    if (!e.toggle && (e.nameSrc === 'labelledby' || e.nameSrc === 'label' || e.nameSrc === 'aria')) continue;
    const found = findQuestion(questionStart(e), e.toggle ? sameToggle(e) : null);
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
    if (node.querySelector(CONTROL_SELECTOR) || !text(node, true)) continue;
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
  errors.sort((a, b) => (a.node === b.node ? 0 : a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

  // ---- result ----
  const ATTRS = ['placeholder', 'autocomplete', 'accept', 'name', 'pattern'];
  const out = elements.map((e) => {
    const el = e.el;
    const o = { r: refOf(el), ro: e.ro, n: cut(e.name, MAX_TEXT) };
    if (e.label) o.l = e.label;
    if (e.value !== null) o.v = e.value;
    if (e.required) o.req = 1;
    if (e.disabled) o.dis = 1;
    if (e.checked !== null) o.chk = e.checked;
    if (!e.visible) o.hid = 1;
    if (e.group) o.g = e.group.idx;
    if (e.options.length) o.opt = e.options;
    if (e.type) o.t = e.type;
    let a = null;
    for (const name of ATTRS) {
      const v = el.getAttribute(name);
      if (v !== null) (a || (a = {}))[name] = v;
    }
    if (el.hasAttribute('multiple')) (a || (a = {})).multiple = 'true';
    for (const s of ['expanded', 'pressed', 'selected']) {
      const v = el.getAttribute('aria-' + s);
      if (v !== null) (a || (a = {}))[s] = v;
    }
    if (a) o.a = a;
    if (e.isolated) o.iso = 1;
    if (e.submit) o.sub = 1;
    return o;
  });
  return JSON.stringify({
    url: location.href,
    title: document.title,
    fresh,
    next: reg.next,
    el: out,
    gr: live.map((g) => ({ k: g.kind, q: g.question, req: g.required, m: g.members.map((m) => m.i) })),
    er: errors.map((x) => ({ t: x.text, vis: x.visible, e: x.e ? x.e.i : -1, g: x.g && x.g.idx !== undefined ? x.g.idx : -1 })),
  });
}
