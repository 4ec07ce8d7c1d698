// The page's links: absolute http(s) URLs of <a href> and <area href>, without fragments, in
// document order, once each.
() => {
  const out = [], seen = new Set();
  for (const a of document.querySelectorAll('a[href], area[href]')) {
    let u;
    try { u = new URL(a.href, document.baseURI); } catch (e) { continue; }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') continue;
    u.hash = '';
    const s = u.toString();
    if (!seen.has(s)) { seen.add(s); out.push(s); }
  }
  return out;
}
