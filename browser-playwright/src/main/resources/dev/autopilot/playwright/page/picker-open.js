async ([waitMillis, settle]) => {
  // @include lib/widget-w-date.js
  // The date picker popup shown in the page, described as <tag.class>, '' when none is shown.
  // settle false: after waiting up to waitMillis for it to close (a popup may fade out); settle
  // true: after waiting up to waitMillis for one to show and its animations to end (a popup may
  // slide in).
  const until = Date.now() + waitMillis;
  const done = (p) => (settle ? !!p && !(p.getAnimations && p.getAnimations({ subtree: true }).some((a) => a.playState === 'running')) : !p);
  let open = WDATE.openPopup();
  while (!done(open) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    open = WDATE.openPopup();
  }
  if (!open) return '';
  const cls = typeof open.className === 'string' ? open.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
  return '<' + open.localName + (open.id ? '#' + open.id : cls ? '.' + cls : '') + '>';
}
