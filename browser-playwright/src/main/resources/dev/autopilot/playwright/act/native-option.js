(el, wanted) => {
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const w = key(wanted);
  const opts = Array.from(el.options);
  let i = opts.findIndex((o) => key(o.label) === w);
  if (i < 0) i = opts.findIndex((o) => o.value === wanted);
  if (i < 0) i = opts.findIndex((o) => key(o.value) === w);
  return { index: i, count: opts.length, disabled: i >= 0 && opts[i].disabled };
}
