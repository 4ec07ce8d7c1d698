(el, wanted) => {
  const key = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const w = key(wanted);
  const opts = el.list ? Array.from(el.list.options) : [];
  const hit = opts.find((o) => key(o.label) === w) || opts.find((o) => key(o.value) === w);
  return hit ? hit.value : null;
}
