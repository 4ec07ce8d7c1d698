(el, wanted) => {
  // @include lib/element-helpers.js
  if (el.localName !== 'select') return { status: 'notselect' };
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const w = key(wanted);
  const opts = Array.from(el.options);
  let i = opts.findIndex((o) => key(o.label) === w);
  if (i < 0) i = opts.findIndex((o) => o.value === wanted);
  if (i < 0) i = opts.findIndex((o) => key(o.value) === w);
  const out = { index: i, count: opts.length };
  if (disabledOf(el)) return { status: 'disabled', ...out };
  if (i < 0) return { status: 'nomatch', ...out };
  if (opts[i].disabled) return { status: 'optdisabled', ...out };
  el.focus();
  opts.forEach((o, j) => { o.selected = j === i; });
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  el.blur();
  return { status: 'selected', ...out };
}
