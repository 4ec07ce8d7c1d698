// Whether the rows changed since they were read: their signature (as read-rows.js computes it)
// differs from `sig`, or there are more than `count` of them. Polled by a wait, never a sleep.
(arg) => {
  let nodes;
  try { nodes = Array.from(document.querySelectorAll(arg.rows)); } catch (e) { return false; }
  if (arg.count >= 0) return nodes.length > arg.count;
  const idx = (n) => parseInt(n.getAttribute('aria-rowindex') || n.getAttribute('row-index') || 'x', 10);
  if (nodes.length > 1 && nodes.every((n) => !isNaN(idx(n)))) nodes.sort((a, b) => idx(a) - idx(b));
  let sig = nodes.length + ':';
  for (const n of nodes.slice(0, 3)) sig += AP_clean(n.textContent).slice(0, 80) + '|';
  return sig !== arg.sig;
}
