  // Clickables without semantics, included by snapshot/snapshot.js. A person clicks what looks clickable and
  // reads as an action; pages make such things of any element: an inline onclick, a listener added
  // by script (recorded from document start by lib/widget-w-click-watch.js), cursor:pointer on a
  // piece of text. CLICKS.collect(root, into) adds to `into` the elements of one document or shadow
  // root that the snapshot offers as buttons: clickable by one of those signs, with no explicit
  // role of their own, not a native control or inside one (the control is the button then), holding
  // no control, with a short text (or an aria-label or title) that has a letter, and the innermost
  // where clickables nest (a click bubbles up to the outer one). CLICKS.name(el) is such an
  // element's text. CLICKS.actsAsSubmit(el, name) says whether a button without native submit
  // semantics acts as its form's submit: its name reads as one, it sits inside the form's container
  // (the <form>, else the nearest ancestor below <body> holding a field) and after its last field.
  // CLICKS.hasNativeSubmit(el) says whether that container holds a native submit control.
  const CLICKS = (() => {
    const HANDLERS = Symbol.for('dev.autopilot.handlers');
    const SUBMIT_TEXT = new RegExp('^\\W*(submit|send|apply|sign up|register|finish|complete|confirm|book|request|subscribe|join'
      + '|absenden|senden|bewerben|einreichen|abschicken|envoyer|soumettre|postuler|valider|enviar|postular|solicitar'
      + '|提交|发送|發送|申请|申請|إرسال|تقديم)(?![\\p{L}\\p{N}])', 'iu');
    const MAX_NAME = 80;
    const LETTER = /\p{L}/u;
    // never offered as clickables: native controls and the elements whose click means something of its own
    const NOT_CLICKABLE = new Set(['html', 'body', 'head', 'input', 'select', 'textarea', 'button', 'option', 'optgroup',
      'label', 'summary', 'details', 'form', 'fieldset', 'legend', 'iframe', 'frame', 'img', 'video', 'audio', 'canvas',
      'script', 'style', 'template', 'datalist', 'dialog']);
    const NO_ROLE = new Set(['', 'presentation', 'none', 'generic']);
    const WIDGETS = '[role="button"],[role="link"],[role="checkbox"],[role="radio"],[role="switch"],[role="combobox"],' +
      '[role="listbox"],[role="option"],[role="textbox"],[role="searchbox"],[role="slider"],[role="spinbutton"],' +
      '[role="menu"],[role="menubar"],[role="menuitem"],[role="tab"],[role="tablist"],[role="tree"],[role="treeitem"],' +
      '[role="grid"],[role="gridcell"],[role="menuitemcheckbox"],[role="menuitemradio"]';
    const CONTROLS = 'input:not([type="hidden"]),select,textarea,button,a[href],[contenteditable]:not([contenteditable="false"]),' + WIDGETS;
    const INSIDE = CONTROLS + ',label,summary';
    const FIELDS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]),' +
      'select,textarea,[contenteditable]:not([contenteditable="false"]),[role="textbox"],[role="searchbox"],[role="combobox"],' +
      '[role="listbox"],[role="checkbox"],[role="radio"],[role="switch"],[role="slider"],[role="spinbutton"]';
    const norm = (s) => (s ? String(s).replace(/\s+/g, ' ').trim() : '');
    const name = (el) => norm(el.getAttribute('aria-label')) || norm(el.textContent) || norm(el.getAttribute('title'));
    const qualifies = (el) => {
      if (!(el instanceof HTMLElement) || NOT_CLICKABLE.has(el.localName)) return false;
      if (el.localName === 'a' && el.hasAttribute('href')) return false;
      const r = el.getAttribute('role');
      if (r !== null && !NO_ROLE.has(r.trim().toLowerCase())) return false;
      if (el.isContentEditable) return false;
      const up = el.parentElement;
      if (up && up.closest(INSIDE)) return false;
      if (el.firstElementChild && el.querySelector(CONTROLS)) return false;
      const n = name(el);
      return n.length <= MAX_NAME && LETTER.test(n);
    };
    // the selectors of a root's style rules that give cursor:pointer, read again when its sheets change
    const pointerRules = new WeakMap();
    const sheetsOf = (root) => {
      const own = root.styleSheets ? Array.from(root.styleSheets) : [];
      return root.adoptedStyleSheets && root.adoptedStyleSheets.length ? own.concat(root.adoptedStyleSheets) : own;
    };
    const pointerSelectors = (root) => {
      const sheets = sheetsOf(root);
      const rules = [];
      let sig = String(sheets.length);
      for (const sh of sheets) {
        try { rules.push(sh.cssRules); sig += ',' + sh.cssRules.length; } catch (err) { sig += ',x'; }
      }
      const cached = pointerRules.get(root);
      if (cached && cached.sig === sig) return cached.selectors;
      const selectors = [];
      const scan = (list) => {
        for (const rule of list) {
          if (rule.style && rule.selectorText) {
            if (rule.style.cursor === 'pointer') {
              for (const s of rule.selectorText.split(',')) {
                // a pointer only on hover or on generated content is no sign the element itself is clicked
                if (!/::?(before|after|hover|focus|active|marker|placeholder|-webkit-)/i.test(s)) selectors.push(s.trim());
              }
            }
          } else if (rule.cssRules) {
            scan(rule.cssRules);
          }
        }
      };
      for (const list of rules) scan(list);
      pointerRules.set(root, { sig, selectors });
      return selectors;
    };
    const INLINE = '[onclick],[onmousedown],[onpointerdown]';
    const inline = (el) => el.hasAttribute('onclick') || el.hasAttribute('onmousedown') || el.hasAttribute('onpointerdown');
    // one pass over the root for the inline handlers, the inline cursors and the pointer rules;
    // a selector this engine cannot query is dropped alone
    const signed = (root, add) => {
      const selectors = pointerSelectors(root);
      const each = (list) => { for (const el of list) add(el, !inline(el)); };
      try {
        each(root.querySelectorAll([INLINE, '[style*="cursor"]'].concat(selectors).join(',')));
      } catch (err) {
        each(root.querySelectorAll(INLINE + ',[style*="cursor"]'));
        for (const sel of selectors) { try { each(root.querySelectorAll(sel)); } catch (e2) { /* skipped */ } }
      }
    };
    // the form's container of an element: its <form>, else the nearest ancestor below <body> holding a field
    const boxOf = (el) => {
      const form = el.closest('form');
      if (form) return form;
      for (let a = el.parentElement; a && a.localName !== 'body' && a.localName !== 'html'; a = a.parentElement) {
        if (a.querySelector(FIELDS)) return a;
      }
      return null;
    };
    return {
      name,
      collect(root, into) {
        const found = new Set();
        const add = (el, pointer) => {
          if (found.has(el) || !qualifies(el)) return;
          if (pointer && getComputedStyle(el).cursor !== 'pointer') return;
          found.add(el);
        };
        const handlers = window[HANDLERS];
        if (handlers) handlers.each((el) => { if (el.getRootNode() === root) add(el, false); });
        signed(root, add);
        // the innermost of nested clickables
        const outer = new Set();
        for (const el of found) {
          for (let a = el.parentElement; a; a = a.parentElement) if (found.has(a)) outer.add(a);
        }
        for (const el of found) if (!outer.has(el)) into.add(el);
      },
      actsAsSubmit(el, text) {
        if (!SUBMIT_TEXT.test(text)) return false;
        const box = boxOf(el);
        if (!box) return false;
        const fields = box.querySelectorAll(FIELDS);
        if (!fields.length) return false;
        const last = fields[fields.length - 1];
        return !el.contains(last) && !!(last.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
      },
      // whether the form's container (as for actsAsSubmit) holds a native submit control: a plain
      // <button type="button"> acts as the submit only of a form that has none of its own
      hasNativeSubmit(el) {
        const box = boxOf(el);
        if (!box) return false;
        if (box.querySelector('input[type="submit"],input[type="image"],button[type="submit"]')) return true;
        const form = el.closest('form') || (box.localName === 'form' ? box : null);
        return !!(form && form.querySelector('button:not([type])'));
      },
    };
  })();
