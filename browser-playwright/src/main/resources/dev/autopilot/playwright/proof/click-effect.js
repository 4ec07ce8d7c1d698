async ({ op, baselineMillis, dialogs }) => {
  // Judges a click by its effect on the page (ClickEffect.java). op 'arm', just before the click:
  // from now on the page's changes are kept apart; where the document-start watch was missing
  // (a host's page wrapped after it loaded), it is installed and the page watched for
  // baselineMillis first, so changes already going on are known. `dialogs` is the number of
  // JavaScript dialogs the session had answered, kept for the read. op 'read', after the click:
  // the changes that came after the click, visible, and not part of a change already going on
  // before it (a ticking clock, a carousel); they are folded into the history and the watch disarmed.
  // Returns { armed, changes, ignored, seen: [description], dialogs }.
  const install =
  // @include lib/widget-w-click-watch.js
  ;
  const CHANGES = Symbol.for('dev.autopilot.changes');
  let s = window[CHANGES];
  if (op === 'arm') {
    if (!s) {
      install();
      s = window[CHANGES];
      await new Promise((resolve) => setTimeout(resolve, baselineMillis));
    }
    s.take(s.observer.takeRecords(), performance.now());
    if (s.armed) {
      // a watched click nobody read (a click on a toggle, judged by its state): its changes are history
      const pending = s.after;
      s.armed = false;
      for (const { r, at } of pending) s.take([r], at);
    }
    s.armed = true;
    s.after = [];
    s.armAt = performance.now();
    s.clickAt = -1;
    s.dialogsBefore = dialogs;
    const first = (ev) => { if (ev.isTrusted && s.clickAt < 0) s.clickAt = ev.timeStamp; };
    window.addEventListener('pointerdown', first, { capture: true, once: true });
    window.addEventListener('mousedown', first, { capture: true, once: true });
    window.addEventListener('click', first, { capture: true, once: true });
    return { armed: true, changes: 0, ignored: 0, seen: [], dialogs };
  }
  if (!s || !s.armed) return { armed: false, changes: 0, ignored: 0, seen: [], dialogs: 0 };
  // let what the click queued (a zero-delay timer, an animation frame) run; a page that paints no
  // frames (a background tab) is waited for at most 100 ms
  await new Promise((resolve) => {
    const cap = setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(() => { clearTimeout(cap); resolve(); }, 0));
  });
  s.take(s.observer.takeRecords(), performance.now());
  const from = s.clickAt >= 0 ? s.clickAt : s.armAt;
  const VISUAL_ATTRS = new Set(['class', 'style', 'hidden', 'open', 'src', 'aria-hidden', 'aria-expanded', 'disabled',
    'value', 'checked', 'aria-checked', 'aria-selected', 'aria-pressed']);
  const shown = (el) => !!el && el.nodeType === 1 && el.isConnected && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const hasText = (n) => /\S/.test(n.textContent || '');
  const describe = (el) => {
    if (!el || el.nodeType !== 1) return 'text';
    return '<' + el.localName + (el.id ? '#' + el.id : '') + '>';
  };
  const visibleEffect = (r) => {
    switch (r.type) {
      case 'characterData':
        return shown(r.target.parentNode) && (hasText(r.target) || (r.oldValue || '') !== '');
      case 'childList': {
        if (!shown(r.target)) return false;
        for (const n of r.addedNodes) if (n.nodeType === 3 ? hasText(n) : shown(n)) return true;
        for (const n of r.removedNodes) if (n.nodeType === 1 || hasText(n)) return true;
        return false;
      }
      default:
        return VISUAL_ATTRS.has(r.attributeName) && (shown(r.target) || shown(r.target.parentElement));
    }
  };
  let changes = 0;
  let ignored = 0;
  const seen = [];
  for (const { r, at } of s.after) {
    if (at < from) continue;
    const node = r.type === 'characterData' ? r.target.parentNode : r.target;
    if (s.ongoing(node, s.armAt)) { ignored++; continue; }
    if (!visibleEffect(r)) continue;
    changes++;
    if (seen.length < 5) seen.push(describe(node) + ' ' + (r.type === 'attributes' ? r.attributeName : r.type === 'childList' ? 'content' : 'text'));
  }
  const after = s.after;
  s.armed = false;
  s.after = [];
  for (const { r, at } of after) s.take([r], at);
  return { armed: true, changes, ignored, seen, dialogs: s.dialogsBefore };
}
