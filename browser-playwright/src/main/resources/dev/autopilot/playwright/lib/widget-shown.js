// What a combobox widget shows as its value (included by proof/read-back.js and snapshot/snapshot.js):
// WIDGET_SHOWN(el) is the list of texts drawn around the element by its widget — its ancestors up
// to the first that holds another control, at most four levels, never the form itself — leaving
// out labels, the element's labelledby and describedby targets (a placeholder), the prompt a widget
// draws in its place when its class says it is one (a class named "...placeholder"), live regions
// (announcements such as "2 results available"), popups (listboxes, options) and the element's
// own typed text; with hiddenValues, a hidden input's value counts too (some widgets keep the
// chosen value there).
// PROMPT_SHOWN(n): whether an element is the prompt a widget draws in place of a value, named so by
// its own class ("ant-select-selection-placeholder", "mat-mdc-select-placeholder").
  const PROMPT_SHOWN = (n) => Array.from(n.classList || []).some((c) => /(^|[-_])placeholder$/i.test(c));
  const WIDGET_SHOWN = (() => {
    const CONTROLS = 'input:not([type="hidden"]),select,textarea,button,[role="combobox"],[role="listbox"],[role="radio"],[role="checkbox"],[role="switch"],[role="textbox"]';
    const squeeze = (s) => (s || '').replace(/[\u200b-\u200d\u2060\ufeff]/g, '').replace(/\s+/g, ' ').trim();
    const popup = (n) => n.closest('[role="listbox"],[role="option"]');
    const live = (n) => n.closest('[aria-live],[role="log"],[role="status"],[role="alert"]');
    return (el, hiddenValues) => {
      let widget = el;
      for (let i = 0; i < 4 && widget.parentElement; i++) {
        const p = widget.parentElement;
        if (['form', 'body', 'html', 'fieldset'].includes(p.localName)) break;
        const other = Array.from(p.querySelectorAll(CONTROLS)).some((c) => c !== el && !c.contains(el) && !el.contains(c) && !popup(c));
        if (other) break;
        widget = p;
      }
      const ids = new Set(((el.getAttribute('aria-labelledby') || '') + ' ' + (el.getAttribute('aria-describedby') || '')).split(/\s+/).filter(Boolean));
      const skip = (n) => ['label', 'script', 'style', 'template'].includes(n.localName) || (n.id && ids.has(n.id) && n !== el) || popup(n) || live(n)
        || PROMPT_SHOWN(n);
      const out = [];
      const walk = (n) => {
        if (n.nodeType !== 1 || skip(n)) return;
        if (n.localName === 'input') { if (hiddenValues && n.type === 'hidden' && n.value) out.push(squeeze(n.value)); return; }
        const own = squeeze(Array.from(n.childNodes).filter((c) => c.nodeType === 3).map((c) => c.textContent).join(' '));
        if (own && (!n.checkVisibility || n.checkVisibility())) out.push(own);
        for (const c of n.children) walk(c);
      };
      walk(widget);
      return out;
    };
  })();
