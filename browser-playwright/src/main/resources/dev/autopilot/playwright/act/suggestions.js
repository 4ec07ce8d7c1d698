([el, stableMillis]) => {
  // The texts of the suggestions shown next to the field once they held still for stableMillis
  // (a list rebuilt after each key is not clicked mid-rebuild); falsy until then. Evaluated by
  // waitForFunction, which polls it.
  // @include lib/element-helpers.js
  // @include lib/shown-options.js
  // @include lib/suggestions.js
  const list = SUGGEST.list(el);
  const texts = list ? SUGGEST.items(list).map(SUGGEST.text) : [];
  const sig = texts.join('\n');
  const st = SUGGEST.state;
  const now = performance.now();
  if (st.sig !== sig) {
    st.sig = sig;
    st.since = now;
    return false;
  }
  return texts.length > 0 && now - st.since >= stableMillis ? texts : false;
}
