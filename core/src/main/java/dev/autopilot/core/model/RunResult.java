package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * How a run ended.
 *
 * @param requestId the run's request id, on every event and artifact of the run
 * @param finalState {@link RunState#DONE} or {@link RunState#MANUAL_REQUIRED}
 * @param manualReason why a person must take over, null when done
 * @param outcome the last classified submission outcome, null when the run never submitted
 * @param counters what the run spent
 * @param unplacedValues the names of the values the task carried (a values file's keys) that no
 *     field held when the run submitted or ended; empty when every value was placed or the task
 *     carried no list of values
 */
public record RunResult(
    String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters,
    List<String> unplacedValues) {

  /** A result that carried no list of values, or placed them all. */
  public RunResult(String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters) {
    this(requestId, finalState, manualReason, outcome, counters, List.of());
  }

  public RunResult {
    unplacedValues = List.copyOf(unplacedValues);
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
