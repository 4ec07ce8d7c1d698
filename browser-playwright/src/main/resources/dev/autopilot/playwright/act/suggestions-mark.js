(el, forget) => {
  // Before typing: remembers the lists already shown, so only those that appear next to the
  // field afterwards count as its suggestions (see lib/suggestions.js). With forget, after more
  // keys: forgets only how long the shown suggestions have held still, so that they are read
  // again only once they held still after those keys (a list read before a debounced answer to
  // the last keys is never clicked).
  // @include lib/element-helpers.js
  // @include lib/shown-options.js
  // @include lib/suggestions.js
  if (forget) {
    SUGGEST.state.sig = null;
    SUGGEST.state.since = 0;
  } else {
    SUGGEST.mark();
  }
  return true;
}
