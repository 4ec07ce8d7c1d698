package dev.autopilot.core;

import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SubmissionOutcome;

/**
 * Judges what a submit led to: one of the five outcome classes, with a code, a confidence, the
 * evidence and whether a retry may help.
 *
 * <p>Implementations are thread-safe and never throw for unfamiliar pages: what they cannot tell
 * is {@link dev.autopilot.core.model.OutcomeClass#UNKNOWN_BLOCKED}.
 */
public interface OutcomeClassifier {

  /** Classifies the page a submit led to. */
  SubmissionOutcome classify(OutcomeSignals signals);
}
