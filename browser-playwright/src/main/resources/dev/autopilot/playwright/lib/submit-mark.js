  // ---- the texts a document showed when a submit gesture began (included by proof/submit-state.js
  // and snapshot/snapshot.js, one reading for both) ----
  // A page that blocks a submit in script often shows its errors as plain text beside the fields,
  // with no class, role or attribute that says "error". What tells them apart is that they
  // appeared: just before the gesture, the submit watch records on the document's window the text
  // of every element holding text of its own (record); the snapshot then reads such an element
  // whose text was not among them (appeared) as a candidate error, kept only where it stands in the
  // box of one field or one question. Texts, not nodes, are compared, so a framework that renders
  // the form anew keeps its labels and hints. Only what the gesture caused counts: texts are taken
  // until a field is next edited (an input or change event), and after that only those taken
  // before stay (a character counter that changes as one types is no error). The one change event
  // the gesture itself causes, on the field that had the focus when it began (the click blurs the
  // field last typed into), is no edit. The record lives as
  // long as the document; the next gesture replaces it. A document too large to record in full
  // gets no record (never a partial one, which would make every unrecorded text new).
  const SUBMIT_MARK = (() => {
    const KEY = Symbol.for('dev.autopilot.submitted');
    const LIMIT = 20000;
    const ownText = (el) => {
      for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && n.data.trim()) return true;
      return false;
    };
    const textKey = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim();
    const record = (doc) => {
      const win = doc.defaultView;
      if (!win) return;
      const texts = new Set();
      let count = 0;
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          if (++count > LIMIT) return false;
          if (ownText(el)) texts.add(textKey(el));
          if (el.shadowRoot && !walk(el.shadowRoot)) return false;
        }
        return true;
      };
      const complete = walk(doc);
      const had = win[KEY];
      const mark = complete ? { texts, taken: new Set(), open: true, focused: doc.activeElement, left: false } : null;
      Object.defineProperty(win, KEY, { value: mark, configurable: true, writable: true });
      if (had === undefined) {
        // an edit closes the current mark: what appears after it is no longer the gesture's doing
        const close = (ev) => {
          const m = win[KEY];
          if (!m) return;
          // the field the gesture's click left reports its change: the gesture's doing, not an edit
          if (ev.type === 'change' && !m.left && ev.target === m.focused) { m.left = true; return; }
          m.open = false;
        };
        doc.addEventListener('input', close, true);
        doc.addEventListener('change', close, true);
      }
    };
    // the mark of the last gesture, or null
    const recorded = () => window[KEY] || null;
    const appeared = (el, mark) => {
      if (!ownText(el)) return false;
      const k = textKey(el);
      if (mark.texts.has(k)) return false;
      if (mark.open) { mark.taken.add(k); return true; }
      return mark.taken.has(k);
    };
    return { record, recorded, appeared };
  })();
