(ref) => {
  const reg = window[Symbol.for('dev.autopilot.refs')];
  if (!reg) return 'no snapshot was taken of the current document';
  const w = reg.byRef.get(ref);
  if (!w) return 'it was issued for a previous document';
  const el = w.deref();
  if (!el || !el.isConnected) return 'its element was removed or replaced';
  return el;
}
