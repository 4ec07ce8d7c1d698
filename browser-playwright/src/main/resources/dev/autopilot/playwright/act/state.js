(el, pointer) => {
  // @include lib/element-helpers.js
  const hit = pointer ? hitOf(el) : { state: '' };
  return { disabled: disabledOf(el), hit: hit.state, cover: hit.cover || '' };
}
