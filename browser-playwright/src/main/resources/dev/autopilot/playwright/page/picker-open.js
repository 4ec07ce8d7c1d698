async (waitMillis) => {
  // @include lib/widget-w-date.js
  // The date picker popup shown in the page after waiting up to waitMillis for it to close (a
  // popup may fade out), described as <tag.class>; '' when none is shown.
  const until = Date.now() + waitMillis;
  let open = WDATE.openPopup();
  while (open && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    open = WDATE.openPopup();
  }
  if (!open) return '';
  const cls = typeof open.className === 'string' ? open.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
  return '<' + open.localName + (open.id ? '#' + open.id : cls ? '.' + cls : '') + '>';
}
