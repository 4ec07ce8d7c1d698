// Starts watching the document for its next change (a node added or removed, text changed): a
// flag on the window turns true at the first one. Polled by a wait, never a sleep.
() => {
  const FLAG = Symbol.for('dev.autopilot.extract.changed');
  window[FLAG] = false;
  const obs = new MutationObserver(() => { window[FLAG] = true; obs.disconnect(); });
  obs.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  return true;
}
