(xpath) => {
  // the refs the snapshot registry issued for the elements an XPath matches, in document order;
  // '' for a matched element no snapshot named; null when the XPath does not parse
  const reg = window[Symbol.for('dev.autopilot.refs')];
  let found;
  try {
    found = document.evaluate(xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  } catch (e) {
    return null;
  }
  const out = [];
  for (let i = 0; i < found.snapshotLength && i < 50; i++) {
    const n = found.snapshotItem(i);
    const r = reg && n instanceof Element ? reg.byEl.get(n) : undefined;
    out.push(r === undefined ? '' : 'e' + r);
  }
  return out;
}
