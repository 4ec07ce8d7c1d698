package dev.autopilot.core.event;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.RunState;
import java.time.Instant;

/**
 * One event of a run, stamped.
 *
 * @param schemaVersion the event schema's version, {@link #SCHEMA_VERSION} for events of this
 *     release
 * @param requestId the run's request id
 * @param seq the event's position within the run, from 1, without gaps
 * @param timestamp when it happened
 * @param state the run's state when it happened
 * @param event the payload
 */
public record EventEnvelope(String schemaVersion, String requestId, long seq, Instant timestamp, RunState state, RunEvent event) {

  /** The schema version of the events this release writes. */
  public static final String SCHEMA_VERSION = "autopilot.event.v1";

  public EventEnvelope {
    requireNonNull(schemaVersion, "schemaVersion");
    requireNonNull(requestId, "requestId");
    requireNonNull(timestamp, "timestamp");
    requireNonNull(state, "state");
    requireNonNull(event, "event");
    if (seq < 1) {
      throw new IllegalArgumentException("seq starts at 1, was " + seq);
    }
  }

  /** The payload's type name, such as {@code action_verified}. */
  public String type() {
    return event.type();
  }
}
