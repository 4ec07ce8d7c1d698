// The page as a model reads it: an outline of elements, one a line (tag#id.classes [role]
// attributes "text"). `full` outlines the whole body; `part` only the element that holds the most
// of the schema's words (the smallest such that holds a run of records; with no word on the page,
// the run of records that shows values of the most field types), with runs of like siblings cut to their first three,
// plus the controls that may page: the part of a long page the schema needs.
(arg) => {
  const words = arg.words.map((w) => w.toLowerCase());
  const types = arg.types;
  const SKIP = new Set(['script', 'style', 'svg', 'noscript', 'template', 'head', 'link', 'meta', 'path']);
  const line = (el, depth) => {
    let s = '  '.repeat(depth) + el.localName;
    if (el.id) s += '#' + el.id;
    const cls = AP_classes(el).slice(0, 4);
    if (cls.length) s += '.' + cls.join('.');
    for (const a of ['role', 'col-id', 'aria-colindex', 'itemprop', 'data-field', 'rel', 'aria-label', 'type']) {
      const v = el.getAttribute(a); if (v) s += ' [' + a + '=' + v.slice(0, 40) + ']';
    }
    if (el.localName === 'a' && el.getAttribute('href')) s += ' [href=' + el.getAttribute('href').slice(0, 60) + ']';
    let own = '';
    for (const n of el.childNodes) if (n.nodeType === 3) own += n.textContent;
    own = AP_clean(own);
    if (own) s += ' "' + own.slice(0, 60) + '"';
    return s;
  };
  const walk = (el, depth, out, cut) => {
    if (SKIP.has(el.localName)) return;
    out.push(line(el, depth));
    let run = null, n = 0;
    for (const c of el.children) {
      const sig = c.localName + '.' + AP_classes(c).join('.');
      n = sig === run ? n + 1 : 0;
      run = sig;
      if (cut && n === 3) { const more = Array.from(el.children).filter((x) => x.localName + '.' + AP_classes(x).join('.') === sig).length - 3; out.push('  '.repeat(depth + 1) + '… ' + more + ' more like the one above'); }
      if (cut && n >= 3) continue;
      walk(c, depth + 1, out, cut);
    }
  };
  const full = [];
  walk(document.body, 0, full, false);
  const score = (el) => {
    const text = (el.innerText || '').toLowerCase() + ' ' + Array.from(el.querySelectorAll('[class],[col-id],[itemprop]')).slice(0, 200).map((d) => (d.className && d.className.baseVal === undefined ? d.className : '') + ' ' + (d.getAttribute('col-id') || '') + ' ' + (d.getAttribute('itemprop') || '')).join(' ').toLowerCase();
    return words.filter((w) => text.includes(w)).length;
  };
  let best = document.body, bestScore = score(document.body);
  let frontier = [document.body];
  while (frontier.length) {
    const next = [];
    for (const el of frontier) for (const c of el.children) {
      if (SKIP.has(c.localName)) continue;
      const s = score(c);
      if (s > 0 && s >= bestScore) { best = c; bestScore = s; next.push(c); }
    }
    frontier = next;
  }
  // records repeat: climb from a header to the element that holds a run of three like children
  const hasRun = (el) => [el, ...el.querySelectorAll('*')].slice(0, 3000).some((p) => {
    const seen = new Map();
    for (const c of p.children) { const k = c.localName + '.' + AP_classes(c).join('.'); seen.set(k, (seen.get(k) || 0) + 1); if (seen.get(k) >= 3) return true; }
    return false;
  });
  while (best !== document.body && !hasRun(best)) best = best.parentElement;
  if (bestScore === 0 || best === document.body) {
    // no field word on the page: the run of like children (three or more, each holding elements)
    // whose items show values of the most field types, the longest on a tie
    const shows = (item, type) => {
      if (type === 'url') return !!item.querySelector('a[href]');
      for (const leaf of item.querySelectorAll('*')) {
        if (leaf.children.length) continue;
        const t = AP_clean(leaf.textContent);
        if (!t) continue;
        if (type === 'text' && /\p{L}/u.test(t)) return true;
        if ((type === 'number' || type === 'integer') && t.length <= 24 && /\d/.test(t) && (t.match(/\p{L}/gu) || []).length <= 4) return true;
        if (type === 'date' && /\d{4}-\d\d-\d\d|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\b(19|20)\d\d\b/.test(t) && t.length <= 30) return true;
        if (type === 'boolean' && /^(yes|no|true|false|✓|✗)$/i.test(t)) return true;
      }
      return false;
    };
    let top = -1, topRun = 0;
    for (const p of document.querySelectorAll('body *')) {
      if (SKIP.has(p.localName)) continue;
      const runs = new Map();
      for (const c of p.children) {
        if (c.querySelectorAll('*').length < 2) continue;
        const k = c.localName + '.' + AP_classes(c).join('.');
        if (!runs.has(k)) runs.set(k, []);
        runs.get(k).push(c);
      }
      for (const items of runs.values()) {
        if (items.length < 3) continue;
        const fit = types.filter((t) => items.slice(0, 3).every((i) => shows(i, t))).length;
        if (fit > top || (fit === top && items.length > topRun)) { top = fit; topRun = items.length; best = p; }
      }
    }
  }
  const part = [];
  walk(best, 0, part, true);
  const pagers = [];
  for (const el of document.querySelectorAll('a[href], button, [role=button], [role=link]')) {
    const name = AP_name(el);
    if (name && name.length <= 30 && AP_visible(el) && !best.contains(el)) pagers.push(AP_selector(el) + ' "' + name + '"');
    if (pagers.length >= 30) break;
  }
  return { full: full.join('\n'), part: 'part: ' + AP_selector(best) + '\n' + part.join('\n') + (pagers.length ? '\ncontrols outside the part:\n' + pagers.join('\n') : ''), html: document.documentElement.outerHTML.length };
}
