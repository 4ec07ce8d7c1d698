package dev.autopilot.fsm;

import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * What a run does with each outcome class after a submit (see {@code docs/outcomes.md}).
 *
 * <ul>
 *   <li>{@code validation_error}: never resubmit unchanged; fix the fields, at most
 *       {@code maxValidationRounds} times.
 *   <li>{@code external_blocked} and {@code transient_network}, when retryable: pause, re-enter
 *       the form and submit again; the {@code maxBlockedAttempts}-th failed submit stops the run.
 *       A non-retryable block (a challenge page) stops at once.
 *   <li>{@code unknown_blocked}: the page is read again until the submit deadline; if it still
 *       says nothing, the run stops, unless the submit sent nothing and was proven rejected (a
 *       field error, a click that never reached its control, a refused request; see {@code
 *       dev.autopilot.core.gate.SubmitRule}): then it plans again from a fresh snapshot {@code
 *       unknownReplans} times. "Nothing seen" never leads to a second click.
 * </ul>
 *
 * @param maxBlockedAttempts submits that may end blocked or transient before the run stops (3)
 * @param initialBackoff the pause before the first retry
 * @param backoffMultiplier how much each further pause grows
 * @param maxValidationRounds how many times fields may be fixed after a rejected submit
 * @param unknownReplans how many replans an unknown outcome after a proven rejection gets
 */
public record RetryPolicy(int maxBlockedAttempts, Duration initialBackoff, double backoffMultiplier, int maxValidationRounds, int unknownReplans) {
  /**
   * Checks the policy.
   *
   * @param maxBlockedAttempts at least 1; 1 stops at the first blocked or transient outcome
   * @param initialBackoff not null; zero retries at once
   * @param backoffMultiplier at least 1; 1 keeps every pause equal
   * @param maxValidationRounds 0 or more; 0 stops at the first rejection
   * @param unknownReplans 0 or more
   * @throws NullPointerException when {@code initialBackoff} is null
   * @throws IllegalArgumentException when a number is out of its range
   */
  public RetryPolicy {
    requireNonNull(initialBackoff, "initialBackoff");
    if (maxBlockedAttempts < 1 || maxValidationRounds < 0 || unknownReplans < 0) {
      throw new IllegalArgumentException("maxBlockedAttempts must be at least 1; rounds and replans cannot be negative");
    }
    if (backoffMultiplier < 1) {
      throw new IllegalArgumentException("backoffMultiplier must be at least 1, was " + backoffMultiplier);
    }
  }

  /**
   * 3 attempts, 2 s then doubling, 2 validation rounds, 1 replan for unknown outcomes.
   *
   * @return the default policy
   */
  public static RetryPolicy defaults() {
    return new RetryPolicy(3, Duration.ofSeconds(2), 2.0, 2, 1);
  }

  /**
   * The pause before the retry that follows the given failed attempt: {@code initialBackoff *
   * backoffMultiplier^(failedAttempt - 1)}, in whole milliseconds.
   *
   * @param failedAttempt the number of the attempt that failed, from 1; 0 or less counts as 1
   * @return the pause; it has no cap, so a large multiplier grows it fast
   */
  public Duration backoff(int failedAttempt) {
    double factor = Math.pow(backoffMultiplier, Math.max(0, failedAttempt - 1));
    return Duration.ofMillis((long) (initialBackoff.toMillis() * factor));
  }

  /**
   * A copy with another initial pause.
   *
   * @param backoff the pause before the first retry; zero in tests that should not wait
   * @return a new policy; this one is unchanged
   * @throws NullPointerException when {@code backoff} is null
   */
  public RetryPolicy withInitialBackoff(Duration backoff) {
    return new RetryPolicy(maxBlockedAttempts, backoff, backoffMultiplier, maxValidationRounds, unknownReplans);
  }
}
