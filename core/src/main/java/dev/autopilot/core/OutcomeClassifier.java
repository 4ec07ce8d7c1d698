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

  /**
   * Classifies the page a submit led to.
   *
   * @param signals what the run saw after the submit (the URLs before and after, the title, the
   *     page's text and regions, the HTTP status, the snapshot, what the submit set off) and the
   *     ledger a model-backed classifier reserves its calls on
   * @return the outcome, never null; {@code UNKNOWN_BLOCKED} when the signals do not tell
   */
  SubmissionOutcome classify(OutcomeSignals signals);
}
