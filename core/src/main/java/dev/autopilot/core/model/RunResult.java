package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * How a run ended.
 *
 * @param requestId the run's request id, on every event and artifact of the run
 * @param finalState {@link RunState#DONE} or {@link RunState#MANUAL_REQUIRED}
 * @param manualReason why a person must take over, null when done
 * @param outcome the last classified submission outcome, null when the run never submitted
 * @param counters what the run spent
 */
public record RunResult(
    String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters) {
  public RunResult {
    requireNonNull(requestId, "requestId");
    requireNonNull(finalState, "finalState");
    requireNonNull(counters, "counters");
    if (!finalState.isFinal()) {
      throw new IllegalArgumentException("a run ends in DONE or MANUAL_REQUIRED, not " + finalState);
    }
    if (finalState == RunState.MANUAL_REQUIRED && manualReason == null) {
      throw new IllegalArgumentException("a run that requires a person must say why (manualReason)");
    }
  }

  /** Whether the run ended with a confirmed submission. */
  public boolean isSuccess() {
    return finalState == RunState.DONE && outcome != null && outcome.isSuccess();
  }
}
