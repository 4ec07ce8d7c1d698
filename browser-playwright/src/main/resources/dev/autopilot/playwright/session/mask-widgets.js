(arg) => {
  // Marks, for a screenshot, the boxes of widgets that show a person's choice outside the control
  // itself: a custom combobox or tag input whose chosen value sits beside its input (Tom Select,
  // react-select), a file input whose file name the page shows in a box of its own. From each such
  // control it climbs at most MAX_UP ancestors, while the ancestor holds no other field and stays
  // the height of one control, and marks the highest it reached with ATTR. Argument:
  // { fields: the CSS selector of fields, attr: the attribute to set, clear: true to remove the
  // marks }. Returns how many boxes are marked.
  const MAX_UP = 4;
  const MAX_HEIGHT = 120;
  const marked = document.querySelectorAll('[' + arg.attr + ']');
  if (arg.clear) {
    marked.forEach((el) => el.removeAttribute(arg.attr));
    return 0;
  }
  const fields = Array.from(document.querySelectorAll(arg.fields));
  const widgets = fields.filter((f) => f.getAttribute('role') === 'combobox' || f.hasAttribute('aria-autocomplete')
    || f.getAttribute('aria-haspopup') === 'listbox' || (f.tagName === 'INPUT' && f.type === 'file')
    || (f.tagName === 'SELECT' && f.getClientRects().length === 0));
  let n = 0;
  for (const f of widgets) {
    let box = null;
    let p = f.parentElement;
    for (let up = 0; up < MAX_UP && p && p !== document.body && !/^(FORM|FIELDSET|BODY|HTML)$/.test(p.tagName); up++, p = p.parentElement) {
      const r = p.getBoundingClientRect();
      if (r.height > MAX_HEIGHT || fields.some((o) => o !== f && p.contains(o) && !f.contains(o) && !widgets.includes(o) && o.getClientRects().length > 0)) break;
      box = p;
    }
    if (box) {
      box.setAttribute(arg.attr, '');
      n++;
    }
  }
  return n;
}
