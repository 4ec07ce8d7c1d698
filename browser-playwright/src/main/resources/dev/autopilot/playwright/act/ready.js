([el, pointer, typing]) => {
  // @include lib/element-helpers.js
  const SELECTS =
// @include lib/widget-select.js
  ;
  if (!el.isConnected || disabledOf(el)) return false;
  // typing waits for a field people see, as the snapshot and type-fast.js judge it (lib/widget-select.js)
  if (typing) return SELECTS.isTextEntry(el) ? SELECTS.seenByPeople(el) : visible(el);
  if (!pointer) return true;
  const s = hitOf(el).state;
  return s === 'self' || s === 'label' || s === 'ancestor';
}
