package dev.autopilot.jobs;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * What became of a run request, as the shared database holds it. Immutable.
 *
 * @param requestId the request's id
 * @param status where it is
 * @param attempts how many times a worker started it (a takeover after a worker died counts)
 * @param worker the worker that started it last, or null before any did
 * @param submitStarted whether a run of it reached the submit step (its form may have been sent)
 * @param finalState the last run's final state ({@code DONE}, {@code MANUAL_REQUIRED}), or null
 * @param reasonCode why it ended otherwise than done: a {@link dev.autopilot.core.model.ManualCode}
 *     or {@link dev.autopilot.core.ErrorCode} name; null when done or not ended
 * @param detail a redacted one-line explanation, or null
 * @param createdAt when it was enqueued
 * @param updatedAt when it last changed
 */
public record JobRecord(String requestId, JobStatus status, int attempts, @Nullable String worker, boolean submitStarted,
    @Nullable String finalState, @Nullable String reasonCode, @Nullable String detail, Instant createdAt, Instant updatedAt) {
  /**
   * A request's record; the id, status and times are required.
   *
   * @param requestId the request's id
   * @param status where it is
   * @param attempts how many times a worker started it, 0 while first queued
   * @param worker the worker that started it last; null before any did
   * @param submitStarted whether a run of it reached the submit step
   * @param finalState the last run's final state; null before a run ended
   * @param reasonCode why it ended otherwise than done; null when done or not ended
   * @param detail a redacted one-line explanation; null when there is none
   * @param createdAt when it was enqueued
   * @param updatedAt when it last changed
   */
  public JobRecord {
    requireNonNull(requestId, "requestId");
    requireNonNull(status, "status");
    requireNonNull(createdAt, "createdAt");
    requireNonNull(updatedAt, "updatedAt");
  }
}
