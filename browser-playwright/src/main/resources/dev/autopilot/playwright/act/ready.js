([el, pointer, typing]) => {
  // @include lib/element-helpers.js
  if (!el.isConnected || disabledOf(el)) return false;
  if (typing) return visible(el);
  if (!pointer) return true;
  const s = hitOf(el).state;
  return s === 'self' || s === 'label' || s === 'ancestor';
}
