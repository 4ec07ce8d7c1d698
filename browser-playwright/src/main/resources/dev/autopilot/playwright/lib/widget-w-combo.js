// Comboboxes drawn by widget libraries (included by snapshot/snapshot.js, inside its closure; uses its
// idRefText and norm). The patterns a person sees:
// - COMBO.mirror(input): an input hidden from assistive technology (aria-hidden, out of the tab
//   order) beside a button-like combobox with a listbox popup (Material UI's Select keeps its
//   value there): part of that one control, never offered on its own.
// - COMBO.name(e): a combobox labelled by itself or by an element inside it as well as its label
//   (aria-labelledby="label self", as Material UI's Select does; "label value-element", as Angular
//   Material's mat-select does) names the label only: its own text is its value, not its question. Zero-width characters drawn as filler (an empty Select shows one) are no part
//   of a combobox's name or value.
// - COMBO.value(e, value): a combobox input that holds no text of its own while its widget shows
//   the chosen option beside it (React-Select, Material UI Autocomplete with chips) has that text
//   as its value (WIDGET_SHOWN, lib/widget-shown.js, shared with the verifier's read-back).
  const COMBO = (() => {
    const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
    const unfilled = (s) => { const t = s.replace(ZERO_WIDTH, ''); return t.length === s.length ? s : norm(t); };
    const popupBox = (n) => n && n.getAttribute('role') === 'combobox' && /^(listbox|true)$/.test(n.getAttribute('aria-haspopup') || '');
    const mirror = (input) => {
      if (input.getAttribute('aria-hidden') !== 'true' || input.tabIndex !== -1) return false;
      const p = input.parentElement;
      return !!p && Array.from(p.children).some((c) => c !== input && popupBox(c));
    };
    const name = (e) => {
      const el = e.el;
      if (e.ro !== 'combobox' || !e.rawName) return;
      const ids = (el.getAttribute('aria-labelledby') || '').trim().split(/\s+/).filter(Boolean);
      const root = el.getRootNode();
      const own = (id) => {
        if (id === el.id) return el.localName !== 'input';
        const t = (root.getElementById && root.getElementById(id)) || document.getElementById(id);
        return !!t && t !== el && el.contains(t);
      };
      const rest = ids.filter((id) => !own(id));
      if (ids.length > 1 && rest.length && rest.length < ids.length) {
        const text = idRefText(el, rest.join(' '));
        if (text) e.rawName = text;
      }
      e.rawName = unfilled(e.rawName);
    };
    const value = (e, v) => {
      if (v) v = unfilled(v);
      if (v || e.ro !== 'combobox' || e.tag !== 'input' || e.el.getAttribute('aria-expanded') === 'true') return v;
      const shown = WIDGET_SHOWN(e.el, false);
      return shown.length ? norm(shown.join(', ')) : v;
    };
    return { mirror, name, value };
  })();
