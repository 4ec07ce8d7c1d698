(arg) => {
  // Runs the snapshot script an earlier snapshot installed in this document, or gives null when
  // the document does not have it (a new document). @VERSION names the snapshot script's version.
  const f = window[Symbol.for('dev.autopilot.snapshot@VERSION')];
  return f ? f(arg) : null;
}
