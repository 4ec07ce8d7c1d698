(el, wanted) => {
  // The visible suggestion next to the field whose text is exactly the wanted one, found anew
  // (the list may have been rebuilt since its texts were read); null when there is none.
  // @include lib/element-helpers.js
  // @include lib/shown-options.js
  // @include lib/suggestions.js
  const list = SUGGEST.list(el);
  return list ? SUGGEST.items(list).find((i) => SUGGEST.text(i) === wanted) || null : null;
}
