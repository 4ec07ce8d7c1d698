() => {
  // Runs the snapshot script an earlier snapshot installed in this document, or gives null when
  // the document does not have it (a new document). @VERSION names the snapshot script's version.
  // FrameSnapshots writes the argument into the call as a JSON literal (an argument passed beside
  // the function costs each snapshot a round of serialisation).
  const f = window[Symbol.for('dev.autopilot.snapshot@VERSION')];
  return f ? f(ARGUMENT) : null;
}
