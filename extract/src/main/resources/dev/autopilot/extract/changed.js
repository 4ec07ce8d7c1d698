// Whether the document changed since watch-changes.js started watching.
() => window[Symbol.for('dev.autopilot.extract.changed')] === true
