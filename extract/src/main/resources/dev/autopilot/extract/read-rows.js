// Reads records by a recipe: the row elements by CSS, one locator per field (CSS inside the row,
// an attribute or the text, or the value beside a label). Rows a grid recycles are put in the
// order of their aria-rowindex / row-index. Returns {count, rows (from index `from` on), sig}
// where sig changes whenever the rows' text does; or {error} naming what is not valid CSS.
(arg) => {
  const { rows, fields, from } = arg;
  let nodes;
  try { nodes = Array.from(document.querySelectorAll(rows)); } catch (e) { return { error: 'rows: "' + rows + '" is not a valid CSS selector' }; }
  const idx = (n) => parseInt(n.getAttribute('aria-rowindex') || n.getAttribute('row-index') || 'x', 10);
  if (nodes.length > 1 && nodes.every((n) => !isNaN(idx(n)))) nodes.sort((a, b) => idx(a) - idx(b));
  const norm = (s) => AP_clean(s).toLowerCase().replace(/[:：\s]+$/, '');
  const beside = (l) => {
    if (l.localName === 'dt') { let n = l.nextElementSibling; while (n && n.localName === 'dt') n = n.nextElementSibling; return n; }
    if (l.localName === 'th') return l.nextElementSibling;
    if (l.localName === 'label' && l.control) return l.control;
    return l.nextElementSibling;
  };
  const byLabel = (scope, label) => {
    const want = norm(label);
    for (const l of scope.querySelectorAll('dt, th, label, strong, b, span, div, td')) {
      if (l.children.length > 1) continue;
      if (norm(l.textContent) === want) { const v = beside(l); if (v) return v; }
    }
    return null;
  };
  const read = (el, attribute) => {
    if (!el) return null;
    if (attribute) {
      if ((attribute === 'href' || attribute === 'src') && el[attribute]) return String(el[attribute]);
      if (attribute === 'href' && !el.hasAttribute('href')) { const a = el.querySelector('a[href]'); return a ? String(a.href) : null; }
      const v = el.getAttribute(attribute);
      return v == null ? null : AP_clean(v);
    }
    if ('value' in el && (el.localName === 'input' || el.localName === 'select' || el.localName === 'textarea')) return AP_clean(el.value);
    return AP_clean(el.innerText || el.textContent);
  };
  const out = [];
  for (let i = from; i < nodes.length; i++) {
    const row = nodes[i];
    const values = [];
    for (let f = 0; f < fields.length; f++) {
      const { css, attribute, label } = fields[f];
      let el;
      try {
        const scope = css ? row.querySelector(css) : row;
        el = label ? (scope ? byLabel(scope, label) : null) : scope;
      } catch (e) { return { error: 'field ' + fields[f].name + ': "' + css + '" is not a valid CSS selector' }; }
      values.push(read(el, attribute));
    }
    out.push(values);
  }
  let sig = nodes.length + ':';
  for (const n of nodes.slice(0, 3)) sig += AP_clean(n.textContent).slice(0, 80) + '|';
  return { count: nodes.length, rows: out, sig };
}
