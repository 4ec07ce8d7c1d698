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
 * @param failedGates the completion gates of the run's spec that did not pass, as the spec
 *     words them; empty when every gate passed or the run had no spec. A run with a failed gate
 *     never ends in {@link RunState#DONE}
 * @param locatorCache what the locator cache answered (hits, heals) and which of its questions
 *     it handed to the planner and why ({@link LocatorCacheReport}); {@link LocatorCacheReport#NONE}
 *     for a run without a cache
 */
public record RunResult(
    String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters,
    List<String> unplacedValues, List<String> failedGates, LocatorCacheReport locatorCache) {

  /** A result without a locator cache report (a run without a cache). */
  public RunResult(String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters,
      List<String> unplacedValues, List<String> failedGates) {
    this(requestId, finalState, manualReason, outcome, counters, unplacedValues, failedGates, LocatorCacheReport.NONE);
  }

  /** A result that carried no list of values, or placed them all. */
  public RunResult(String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters) {
    this(requestId, finalState, manualReason, outcome, counters, List.of(), List.of());
  }

  /** A result of a run without a spec (no completion gates). */
  public RunResult(String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters,
      List<String> unplacedValues) {
    this(requestId, finalState, manualReason, outcome, counters, unplacedValues, List.of());
  }

  public RunResult {
    unplacedValues = List.copyOf(unplacedValues);
    failedGates = List.copyOf(failedGates);
    requireNonNull(locatorCache, "locatorCache");
    requireNonNull(requestId, "requestId");
    requireNonNull(finalState, "finalState");
    requireNonNull(counters, "counters");
    if (!finalState.isFinal()) {
      throw new IllegalArgumentException("a run ends in DONE, MANUAL_REQUIRED or PREPARED, not " + finalState);
    }
    if (finalState == RunState.MANUAL_REQUIRED && manualReason == null) {
      throw new IllegalArgumentException("a run that requires a person must say why (manualReason)");
    }
    if (finalState == RunState.DONE && !failedGates.isEmpty()) {
      throw new IllegalArgumentException("a run is done only when every completion gate passes; failed: " + failedGates);
    }
  }

  /** Whether the run ended with a confirmed submission. */
  public boolean isSuccess() {
    return finalState == RunState.DONE && outcome != null && outcome.isSuccess();
  }
}
