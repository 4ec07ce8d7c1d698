package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * How a run ended.
 *
 * @param requestId the run's request id, on every event and artifact of the run
 * @param finalState {@link RunState#DONE}, {@link RunState#MANUAL_REQUIRED} or {@link
 *     RunState#PREPARED}
 * @param manualReason why a person must take over: present for {@link RunState#MANUAL_REQUIRED},
 *     null for the other final states
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

  /**
   * A result without a locator cache report (a run without a cache).
   *
   * @param requestId the run's request id
   * @param finalState a final state
   * @param manualReason why a person must take over; required for {@link RunState#MANUAL_REQUIRED}
   * @param outcome the last classified outcome, or null
   * @param counters what the run spent
   * @param unplacedValues the names of the values not placed
   * @param failedGates the completion gates that did not pass
   * @throws NullPointerException when a value that may not be null, or an element of a list, is null
   * @throws IllegalArgumentException as the canonical constructor does
   */
  public RunResult(String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters,
      List<String> unplacedValues, List<String> failedGates) {
    this(requestId, finalState, manualReason, outcome, counters, unplacedValues, failedGates, LocatorCacheReport.NONE);
  }

  /**
   * A result that carried no list of values, or placed them all, and failed no gate.
   *
   * @param requestId the run's request id
   * @param finalState a final state
   * @param manualReason why a person must take over; required for {@link RunState#MANUAL_REQUIRED}
   * @param outcome the last classified outcome, or null
   * @param counters what the run spent
   * @throws NullPointerException when a value that may not be null is
   * @throws IllegalArgumentException as the canonical constructor does
   */
  public RunResult(String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters) {
    this(requestId, finalState, manualReason, outcome, counters, List.of(), List.of());
  }

  /**
   * A result of a run without a spec (no completion gates).
   *
   * @param requestId the run's request id
   * @param finalState a final state
   * @param manualReason why a person must take over; required for {@link RunState#MANUAL_REQUIRED}
   * @param outcome the last classified outcome, or null
   * @param counters what the run spent
   * @param unplacedValues the names of the values not placed
   * @throws NullPointerException when a value that may not be null, or an element of the list, is null
   * @throws IllegalArgumentException as the canonical constructor does
   */
  public RunResult(String requestId, RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters,
      List<String> unplacedValues) {
    this(requestId, finalState, manualReason, outcome, counters, unplacedValues, List.of());
  }

  /**
   * Checks that the result is one a run can end with, and copies the lists.
   *
   * @param requestId the run's request id, not null
   * @param finalState a final state ({@link RunState#isFinal()})
   * @param manualReason why a person must take over; required for {@link RunState#MANUAL_REQUIRED}
   * @param outcome the last classified outcome, or null
   * @param counters what the run spent, not null
   * @param unplacedValues the names of the values not placed, copied
   * @param failedGates the completion gates that did not pass, copied; must be empty for {@link
   *     RunState#DONE}
   * @param locatorCache the locator cache's report, not null
   * @throws NullPointerException when a value that may not be null, or an element of a list, is null
   * @throws IllegalArgumentException for a state that is not final, {@code MANUAL_REQUIRED}
   *     without a reason, or {@code DONE} with a failed gate
   */
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

  /** {@return whether the run ended with a confirmed submission: {@link RunState#DONE} with a {@linkplain SubmissionOutcome#isSuccess() successful} outcome} */
  public boolean isSuccess() {
    return finalState == RunState.DONE && outcome != null && outcome.isSuccess();
  }
}
