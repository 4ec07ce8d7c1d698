package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * What a submit led to, as a classifier judged it.
 *
 * @param outcomeClass one of the five classes
 * @param code a specific code within the class, such as {@code CONFIRMATION_PAGE},
 *     {@code SPAM_BLOCKED} or {@code HTTP_503}; decisions read it through {@link #typedCode()}
 * @param confidence between 0 and 1
 * @param evidenceSnippet the text or signal the judgement rests on, at most a few hundred
 *     characters
 * @param retryable whether submitting again, after a pause, may succeed
 */
public record SubmissionOutcome(OutcomeClass outcomeClass, String code, double confidence, String evidenceSnippet, boolean retryable) {
  /**
   * Checks the outcome.
   *
   * @param outcomeClass the class, not null
   * @param code the specific code, not null
   * @param confidence from 0 to 1
   * @param evidenceSnippet what the judgement rests on, not null
   * @param retryable whether submitting again may succeed
   * @throws NullPointerException when the class, the code or the snippet is null
   * @throws IllegalArgumentException when the confidence is outside [0, 1] (or NaN)
   */
  public SubmissionOutcome {
    requireNonNull(outcomeClass, "outcomeClass");
    requireNonNull(code, "code");
    requireNonNull(evidenceSnippet, "evidenceSnippet");
    if (!(confidence >= 0 && confidence <= 1)) {
      throw new IllegalArgumentException("confidence must be within [0, 1], was " + confidence);
    }
  }

  /** {@return the code, typed by {@link OutcomeCode#of}: {@link OutcomeCode#OTHER} for a code no constant names} */
  public OutcomeCode typedCode() {
    return OutcomeCode.of(code);
  }

  /** {@return whether the class is {@link OutcomeClass#SUCCESS_CONFIRMED}} */
  public boolean isSuccess() {
    return outcomeClass == OutcomeClass.SUCCESS_CONFIRMED;
  }
}
