(() => {
  // The document-start watch: PlaywrightBrowserSession adds it to every page as an init script, so
  // it runs in every document before the page's own scripts; proof/click-effect.js installs it late
  // on a page that lacks it (a host's page wrapped after it loaded). It keeps two records on the
  // window, under symbols, invisible to the page's markup:
  //  - Symbol.for('dev.autopilot.handlers'): the elements that got a pointer or key handler
  //    (addEventListener, or an on* property set by script), which the snapshot offers as buttons
  //    (lib/widget-w-click.js); { each(fn) } calls fn for every such element still connected;
  //  - Symbol.for('dev.autopilot.changes'): the page's own changes, so that a click is credited only
  //    with what it changed (proof/click-effect.js): for each node that changed after the document
  //    was parsed, the times of its last two changes, and the same for the parents of changed
  //    nodes (a carousel changes one slide after another under one parent).
  const HANDLERS = Symbol.for('dev.autopilot.handlers');
  const CHANGES = Symbol.for('dev.autopilot.changes');
  if (window[HANDLERS]) return;

  // ---- handlers ----
  const TYPES = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'keydown', 'touchstart']);
  const listeners = new WeakMap();
  const props = new WeakMap();
  const refs = new Set();
  const note = (el) => {
    if (!listeners.has(el) && !props.has(el)) refs.add(new WeakRef(el));
  };
  const has = (el) => {
    const l = listeners.get(el);
    if (l && l.length) return true;
    const p = props.get(el);
    return !!(p && p.size);
  };
  Object.defineProperty(window, HANDLERS, {
    value: {
      each(fn) {
        for (const r of refs) {
          const el = r.deref();
          if (!el || !has(el)) { refs.delete(r); continue; }
          if (el.isConnected) fn(el);
        }
      },
    },
  });
  const capture = (o) => (typeof o === 'boolean' ? o : !!(o && o.capture));
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  const wrapped = {
    addEventListener(type, fn, ...rest) {
      if (fn && TYPES.has(type) && this instanceof Element) {
        const c = capture(rest[0]);
        let l = listeners.get(this);
        if (!l) { note(this); listeners.set(this, (l = [])); }
        if (!l.some((x) => x[0] === type && x[1] === fn && x[2] === c)) l.push([type, fn, c]);
      }
      return Reflect.apply(add, this, [type, fn, ...rest]);
    },
    removeEventListener(type, fn, ...rest) {
      const l = this instanceof Element ? listeners.get(this) : undefined;
      if (l) {
        const c = capture(rest[0]);
        const k = l.findIndex((x) => x[0] === type && x[1] === fn && x[2] === c);
        if (k >= 0) l.splice(k, 1);
      }
      return Reflect.apply(remove, this, [type, fn, ...rest]);
    },
  };
  for (const name of ['addEventListener', 'removeEventListener']) {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    if (d) Object.defineProperty(proto, name, { ...d, value: wrapped[name] });
  }
  for (const type of TYPES) {
    const name = 'on' + type;
    const d = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    if (!d || !d.set) continue;
    const set = d.set;
    Object.defineProperty(HTMLElement.prototype, name, {
      ...d,
      set(v) {
        let p = props.get(this);
        if (typeof v === 'function') {
          if (!p) { note(this); props.set(this, (p = new Set())); }
          p.add(type);
        } else if (p) {
          p.delete(type);
        }
        return Reflect.apply(set, this, [v]);
      },
    });
  }

  // ---- the page's own changes ----
  const times = new WeakMap();
  const areas = new WeakMap();
  const bump = (map, node, at) => {
    if (!node) return;
    const h = map.get(node);
    if (h) { h.prev = h.last; h.last = at; } else map.set(node, { prev: -Infinity, last: at });
  };
  const nodeOf = (r) => (r.type === 'characterData' ? r.target.parentNode : r.target);
  const state = {
    armed: false, armAt: 0, clickAt: -1, after: [], dialogsBefore: 0, observer: null,
    // Records the page's changes into the history; while a click is watched, into `after` instead.
    take(records, at) {
      if (state.armed) {
        for (const r of records) state.after.push({ r, at });
        // a watch nobody read (the click failed) keeps only the latest changes
        if (state.after.length > 5000) state.after.splice(0, state.after.length - 5000);
        return;
      }
      // what the parser builds is not a change going on
      if (document.readyState === 'loading') return;
      for (const r of records) {
        const n = nodeOf(r);
        bump(times, n, at);
        if (n) bump(areas, n.parentNode, at);
      }
    },
    // Whether a node was changing before `at`: it, or another child of its parent, changed twice
    // within the last 10 s, or once within the last second.
    ongoing(node, at) {
      const busy = (h) => !!h && (at - h.prev < 10000 || at - h.last < 1000);
      return !!node && (busy(times.get(node)) || busy(areas.get(node.parentNode)));
    },
  };
  state.observer = new MutationObserver((records) => state.take(records, performance.now()));
  state.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  Object.defineProperty(window, CHANGES, { value: state });
})
