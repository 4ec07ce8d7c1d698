(el) => {
  // Before typing: remembers the lists already shown, so only those that appear next to the
  // field afterwards count as its suggestions (see lib/suggestions.js).
  // @include lib/element-helpers.js
  // @include lib/suggestions.js
  SUGGEST.mark();
  return true;
}
