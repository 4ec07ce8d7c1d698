package dev.autopilot.store;

import static java.util.Objects.requireNonNull;

import java.time.Instant;

/**
 * How often runs failed with one failure code, within the period asked. Immutable and
 * thread-safe.
 *
 * @param failureCode the code, such as {@code LOOP_GUARD}
 * @param failureClass the class of the newest run with that code
 * @param runs how many runs
 * @param lastAt when the newest of them started
 * @param exampleRequestId the newest of them, to look at
 */
public record FailureStat(String failureCode, String failureClass, int runs, Instant lastAt, String exampleRequestId) {
  /**
   * A count; every value but {@code runs} is required.
   *
   * @param failureCode the code, such as {@code LOOP_GUARD}
   * @param failureClass the class of the newest run with that code; {@code unknown} when that
   *     run has none
   * @param runs how many runs, 1 or more
   * @param lastAt when the newest of them started
   * @param exampleRequestId the newest of them, to look at
   */
  public FailureStat {
    requireNonNull(failureCode, "failureCode");
    requireNonNull(failureClass, "failureClass");
    requireNonNull(lastAt, "lastAt");
    requireNonNull(exampleRequestId, "exampleRequestId");
  }
}
