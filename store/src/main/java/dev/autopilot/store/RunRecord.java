package dev.autopilot.store;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One run's diagnostics, as stored: its status, failure fields and counters. Texts are redacted;
 * times are those of the run's events. Immutable and thread-safe.
 *
 * @param requestId the run's request id
 * @param status where it stands
 * @param host the host of its start URL
 * @param startUrl its start URL, redacted (query values and tokens replaced)
 * @param startedAt when it started
 * @param updatedAt when its latest event was stored
 * @param endedAt when it finished or was marked abandoned; null while running
 * @param currentState the state of its latest event
 * @param finalState the state it finished in; null until it finishes
 * @param failureClass for a run that did not finish in {@code DONE}: the class of its last
 *     submit outcome when that was no success ({@code validation_error}, {@code
 *     external_blocked}, {@code transient_network}, {@code unknown_blocked}), else {@code
 *     manual_required}, or {@code interrupted} for an abandoned run; null otherwise
 * @param failureCode the manual reason's code ({@code LOOP_GUARD}, {@code SUBMIT_BLOCKED}, ...,
 *     {@code INTERRUPTED} for an abandoned run); null for a run that is running or done
 * @param failureMessage the manual reason's message, redacted
 * @param retryCount how many times the retry policy sent the run to try again (retry, fix and
 *     resubmit, replan)
 * @param loopGuards how many times a semantic key failed again and the ladder escalated
 * @param failedActions actions whose effect could not be verified
 * @param lastErrorSnippet the last failure's text (an action not performed or not verified, a
 *     loop guard, an outcome other than success, the manual reason), redacted, at most 500
 *     characters
 * @param lastOutcomeClass the last submit outcome's class, such as {@code success_confirmed}
 * @param lastOutcomeCode the last submit outcome's code, such as {@code CONFIRMATION_PAGE}
 * @param lastOutcomeAt when the last submit outcome was classified
 * @param counters what the run spent; null until it finishes
 * @param eventCount how many of its events are stored
 */
public record RunRecord(
    String requestId,
    RunStatus status,
    String host,
    String startUrl,
    Instant startedAt,
    Instant updatedAt,
    @Nullable Instant endedAt,
    String currentState,
    @Nullable String finalState,
    @Nullable String failureClass,
    @Nullable String failureCode,
    @Nullable String failureMessage,
    int retryCount,
    int loopGuards,
    int failedActions,
    @Nullable String lastErrorSnippet,
    @Nullable String lastOutcomeClass,
    @Nullable String lastOutcomeCode,
    @Nullable Instant lastOutcomeAt,
    @Nullable Counters counters,
    int eventCount) {

  /**
   * A run as stored; the id, status, host, start URL, times and current state are required, the
   * rest may be null where the record's own description says so.
   *
   * @param requestId the run's request id
   * @param status where it stands
   * @param host the host of its start URL, in lower case; empty when the URL had none
   * @param startUrl its start URL, redacted
   * @param startedAt when it started
   * @param updatedAt when its latest event was stored
   * @param endedAt when it finished or was marked abandoned; null while running
   * @param currentState the state of its latest event
   * @param finalState the state it finished in; null until it finishes
   * @param failureClass the failure's class; null for a run that is running or done
   * @param failureCode the manual reason's code; null for a run that is running or done
   * @param failureMessage the manual reason's message, redacted; null when none
   * @param retryCount how many times the retry policy sent the run to try again
   * @param loopGuards how many times the loop guard escalated
   * @param failedActions actions whose effect could not be verified
   * @param lastErrorSnippet the last failure's text, redacted, at most 500 characters; null when
   *     nothing failed
   * @param lastOutcomeClass the last submit outcome's class; null before any submit
   * @param lastOutcomeCode the last submit outcome's code; null before any submit
   * @param lastOutcomeAt when the last submit outcome was classified; null before any submit
   * @param counters what the run spent; null until it finishes
   * @param eventCount how many of its events are stored
   */
  public RunRecord {
    requireNonNull(requestId, "requestId");
    requireNonNull(status, "status");
    requireNonNull(host, "host");
    requireNonNull(startUrl, "startUrl");
    requireNonNull(startedAt, "startedAt");
    requireNonNull(updatedAt, "updatedAt");
    requireNonNull(currentState, "currentState");
  }

  /**
   * What a finished run spent, as its {@code run_finished} event said.
   *
   * @param steps steps taken
   * @param actions actions handed to the executor
   * @param unverifiedActions actions not verified or not performed
   * @param submitAttempts submits made
   * @param snapshots snapshots taken
   * @param screenshots screenshots written
   * @param modelCalls model calls
   * @param modelInputTokens model input tokens
   * @param modelOutputTokens model output tokens
   * @param visionCalls vision model calls
   * @param elapsedMillis wall time
   */
  public record Counters(int steps, int actions, int unverifiedActions, int submitAttempts, int snapshots, int screenshots, int modelCalls,
      long modelInputTokens, long modelOutputTokens, int visionCalls, long elapsedMillis) {}
}
