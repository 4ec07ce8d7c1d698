    // ---- controls a person operates through something else (included by snapshot/snapshot.js) ----
    // Pages hide native checkboxes, radios and file inputs (display:none, opacity 0, clipped) and
    // draw what a person clicks instead: a styled <label>, or for a file input a button beside it.
    // Such a control is perceived as visible and as one control; the button of an upload is part
    // of it, not a control of its own, and the upload answers the question in front of the pair.
    // A hidden control with neither stays hidden: a field a person can neither see nor reach
    // through something visible is never offered (the traps of issue 10).
    const OPERATED_TYPES = new Set(['checkbox', 'radio', 'file']);
    const TOOLBAR_CLASS = /(^|[\s_-])toolbar($|[\s_-])/i;
    // A rich-text editor's formatting toolbar: part of the editor, neither a question nor one of
    // the controls that end the search for a question.
    const isToolbar = (el) => roleAttr(el) === 'toolbar' || (typeof el.className === 'string' && TOOLBAR_CLASS.test(el.className));
    // A role=group box without a name of its own (a row of toggle buttons): the search for the
    // question of its members goes on past it.
    const unnamedGroup = (el) => roleAttr(el) === 'group' && !el.hasAttribute('aria-label') && !el.hasAttribute('aria-labelledby');
    const operated = (e) => e.tag === 'input' && OPERATED_TYPES.has(e.type);
    // Whether a person sees the control (a checkbox, radio or file input also not transparent,
    // clipped or shrunk to a pixel), or the label or button they operate it through.
    const seenOrOperable = (e) => (computeVisible(e.shownBy || e.el) && (!operated(e) || seenByPeople(e.el))) ||
      (!!e.via && e.via.isConnected && computeVisible(e.via));
    // The one visible button (no submit) in the nearest box around a hidden file input, up to three
    // levels up, where that box holds no other field: { button, box } or null.
    const uploadButton = (e) => {
      let box = e.el.parentElement;
      for (let level = 0; level < 3 && box && !STOP_TAGS.has(box.localName) && box.localName !== 'form'; level++) {
        let button = null;
        let others = false;
        for (const c of box.querySelectorAll(CONTROL_SELECTOR)) {
          const o = byElement.get(c);
          if (!o || o === e || !o.visible) continue;
          if ((o.ro === 'button' || o.ro === 'link') && !o.submit && !button) button = o;
          else others = true;
        }
        if (others) return null;
        if (button) return { button, box };
        box = box.parentElement;
      }
      return null;
    };
    // Settles hidden toggles and file inputs: visible through a visible label, or a file input
    // through its button, which then leaves the list of controls.
    const settleOperated = () => {
      const merged = new Set();
      for (const e of elements) {
        if (!operated(e) || (e.visible && (e.via || (e.seen !== undefined ? e.seen : seenByPeople(e.el))))) continue;
        e.visible = false;
        const labs = labelsOf.get(e.el);
        const label = labs ? labs.find((l) => computeVisible(l)) : null;
        if (label) {
          e.via = label;
          e.visible = true;
        } else if (e.type === 'file') {
          const u = uploadButton(e);
          if (u && !merged.has(u.button)) {
            merged.add(u.button);
            e.via = u.button.el;
            e.visible = true;
            e.start = u.box;
            e.viaName = u.button.rawName;
          }
        }
      }
      if (!merged.size) return;
      const kept = elements.filter((e) => !merged.has(e));
      for (const b of merged) byElement.delete(b.el);
      elements.length = 0;
      kept.forEach((e, i) => { e.i = i; elements.push(e); });
    };
