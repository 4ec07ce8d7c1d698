// What the rules write a recipe from: the page's record structures with their column or key
// words, and the controls that may page. The words are matched to the schema in Java
// (RuleRecipes); this script only describes.
//  tables:  {rows, columns:[{header, css, link}]}       a <table> with header cells
//  grids:   {rows, columns:[{header, css}]}              role=grid/treegrid with columnheaders
//  lists:   {rows, keys:[{key, css, attribute}], count}  three or more like siblings
//  details: {rows, labels:[label]}                       a <dl>, or a table of row headers
//  controls:[{selector, name, rel, href, tag, disabled}]
() => {
  const MAX = 12;
  const tables = [], grids = [], lists = [], details = [], controls = [];
  for (const t of document.querySelectorAll('table')) {
    if (tables.length >= MAX || !AP_visible(t)) continue;
    let headRow = t.tHead ? t.tHead.rows[t.tHead.rows.length - 1] : null;
    if (!headRow && t.rows.length && Array.from(t.rows[0].cells).every((c) => c.localName === 'th')) headRow = t.rows[0];
    const tsel = AP_selector(t);
    if (headRow && headRow.cells.length > 1) {
      const body = t.tBodies.length ? ' > tbody > tr' : ' tr';
      const first = t.tBodies.length ? t.tBodies[0].rows[0] : t.rows[1];
      const columns = Array.from(headRow.cells).map((c, i) => ({
        header: AP_clean(c.innerText || c.textContent), css: ':scope > :nth-child(' + (i + 1) + ')',
        link: !!(first && first.cells[i] && first.cells[i].querySelector('a[href]')) }));
      tables.push({ rows: tsel + body + (t.tHead ? '' : ':not(:first-child)'), columns });
    } else if (t.rows.length > 1 && Array.from(t.rows).every((r) => r.cells.length === 2 && r.cells[0].localName === 'th')) {
      details.push({ rows: tsel, labels: Array.from(t.rows).map((r) => AP_clean(r.cells[0].textContent)) });
    }
  }
  for (const g of document.querySelectorAll('[role=grid], [role=treegrid]')) {
    if (grids.length >= MAX || g.localName === 'table') continue;
    const heads = Array.from(g.querySelectorAll('[role=columnheader]'));
    if (heads.length < 2) continue;
    const columns = heads.map((h) => {
      const id = h.getAttribute('col-id'), ci = h.getAttribute('aria-colindex');
      return { header: AP_clean(h.innerText || h.textContent),
        css: id ? ':scope > [col-id="' + AP_attr(id) + '"]' : ci ? ':scope > [aria-colindex="' + ci + '"]' : null };
    }).filter((c) => c.css && c.header);
    grids.push({ rows: AP_selector(g) + ' [role=row]:has(> [role=gridcell])', columns });
  }
  for (const dl of document.querySelectorAll('dl')) {
    if (details.length >= MAX || !AP_visible(dl)) continue;
    details.push({ rows: AP_selector(dl), labels: Array.from(dl.querySelectorAll(':scope > dt, :scope > div > dt')).map((d) => AP_clean(d.textContent)) });
  }
  // lists: a parent with three or more children of one tag and class, each holding more than text
  for (const parent of document.querySelectorAll('body, body *')) {
    if (lists.length >= MAX) break;
    if (['table', 'thead', 'tbody', 'tr', 'select', 'head', 'script', 'style', 'svg'].includes(parent.localName) || parent.closest('table, [role=grid]')) continue;
    const groups = new Map();
    for (const c of parent.children) {
      const cls = AP_classes(c);
      const sig = c.localName + (cls.length ? '.' + cls[0] : '');
      if (!groups.has(sig)) groups.set(sig, []);
      groups.get(sig).push(c);
    }
    for (const [sig, items] of groups) {
      if (items.length < 3 || items[0].querySelectorAll('*').length < 2) continue;
      const keys = new Map();
      const add = (key, css, attribute) => { const k = key + '|' + css + '|' + (attribute || ''); if (!keys.has(k)) keys.set(k, { key, css, attribute, n: 0 }); keys.get(k).n++; };
      for (const item of items.slice(0, 5)) {
        for (const d of item.querySelectorAll('*')) {
          for (const c of AP_classes(d)) add(c, '.' + CSS.escape(c), null);
          for (const a of ['itemprop', 'data-field', 'data-label', 'name']) { const v = d.getAttribute(a); if (v) add(v, '[' + a + '="' + AP_attr(v) + '"]', null); }
          if (d.localName === 'a' && d.getAttribute('href')) { add('link', 'a[href]', 'href'); add('url', 'a[href]', 'href'); }
          if (d.localName === 'img' && d.getAttribute('src')) add('image', 'img', 'src');
        }
      }
      const n = Math.min(items.length, 5);
      const sel = AP_selector(parent) + ' > ' + sig.replace(/\.(.+)$/, (m, c) => '.' + CSS.escape(c));
      lists.push({ rows: sel, count: items.length, keys: Array.from(keys.values()).filter((k) => k.n >= n * 0.8).map(({ key, css, attribute }) => ({ key, css, attribute })) });
    }
  }
  for (const el of document.querySelectorAll('a[href], button, [role=button], [role=link], input[type=button]')) {
    if (controls.length >= 80 || !AP_visible(el)) continue;
    const name = AP_name(el);
    if (!name || name.length > 40) continue;
    controls.push({ selector: AP_selector(el), name, rel: el.getAttribute('rel') || '', href: el.href ? String(el.href) : '', tag: el.localName,
      disabled: el.disabled === true || el.getAttribute('aria-disabled') === 'true' || el.classList.contains('disabled') || el.classList.contains('ag-disabled') });
  }
  return { tables, grids, lists, details, controls };
}
