async (waitMillis) => {
  // @include lib/widget-w-date.js
  // The date picker popup shown in the page, described as <tag.class>, '' when none is shown,
  // after waiting up to waitMillis for one to show and its animations to end (a popup may slide
  // in). Whether a popup is closed is Overlays' question (act/overlays.js), not this one's.
  const until = Date.now() + waitMillis;
  const done = (p) => !!p && !(p.getAnimations && p.getAnimations({ subtree: true }).some((a) => a.playState === 'running'));
  let open = WDATE.openPopup();
  while (!done(open) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    open = WDATE.openPopup();
  }
  if (!open) return '';
  const cls = typeof open.className === 'string' ? open.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
  return '<' + open.localName + (open.id ? '#' + open.id : cls ? '.' + cls : '') + '>';
}
