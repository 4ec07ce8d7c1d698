(el) => {
  // @include lib/element-helpers.js
  const labels = el.labels ? Array.from(el.labels) : [];
  return labels.find((l) => visible(l) && ['self', 'ancestor'].includes(hitOf(l).state)) || labels.find(visible) || null;
}
