package dev.autopilot.core.event;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.RunState;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One event of a run, stamped with where in the run it happened.
 *
 * <p>A <em>step</em> is one round of planning in FILL or SUBMIT and carrying out what was
 * planned; the steps of a run are numbered from 1, and events before the first step (the run's
 * start, discovering the form, an assist's prefill) carry step 0. Every event of a step carries
 * its number, so a reader groups events by step without inferring steps from their order.
 *
 * <p>Each action a planner proposes gets an id that is unique and stable within the run
 * ({@code a1}, {@code a2}, ...; listed in {@link RunEvent.PlanProposed#actionIds()}). The events
 * about one action (executing and verifying it, the snapshot taken to verify it, a loop guard it
 * triggered, and for a submit its screenshots, outcome and retry decision) carry its id.
 *
 * @param schemaVersion the event schema's version, {@link #SCHEMA_VERSION} for events of this
 *     release
 * @param requestId the run's request id
 * @param seq the event's position within the run, from 1, without gaps
 * @param timestamp when it happened
 * @param state the run's state when it happened
 * @param step the number of the step it belongs to, 0 before the first step
 * @param actionId the id of the action it is about, or null when it is about no single action
 * @param event the payload
 */
public record EventEnvelope(
    String schemaVersion, String requestId, long seq, Instant timestamp, RunState state, int step, @Nullable String actionId, RunEvent event) {

  /** The schema version of the events this release writes. */
  public static final String SCHEMA_VERSION = "autopilot.event.v1";

  /**
   * Checks the stamp.
   *
   * @param schemaVersion the schema's version, not null
   * @param requestId the run's request id, not null
   * @param seq the event's position in the run, 1 or more
   * @param timestamp when it happened, not null
   * @param state the run's state, not null
   * @param step the step's number, 0 or more
   * @param actionId the action's id, or null; never blank
   * @param event the payload, not null
   * @throws NullPointerException when a value that may not be null is
   * @throws IllegalArgumentException for a {@code seq} below 1, a negative step or a blank action id
   */
  public EventEnvelope {
    requireNonNull(schemaVersion, "schemaVersion");
    requireNonNull(requestId, "requestId");
    requireNonNull(timestamp, "timestamp");
    requireNonNull(state, "state");
    requireNonNull(event, "event");
    if (seq < 1) {
      throw new IllegalArgumentException("seq starts at 1, was " + seq);
    }
    if (step < 0) {
      throw new IllegalArgumentException("step cannot be negative, was " + step);
    }
    if (actionId != null && actionId.isBlank()) {
      throw new IllegalArgumentException("actionId is null or not blank");
    }
  }

  /**
   * An event of step 0 about no single action, for events outside any step and for tests.
   *
   * @param schemaVersion the schema's version, usually {@link #SCHEMA_VERSION}
   * @param requestId the run's request id
   * @param seq the event's position in the run, 1 or more
   * @param timestamp when it happened
   * @param state the run's state when it happened
   * @param event the payload
   * @throws NullPointerException when an argument is null
   * @throws IllegalArgumentException for a {@code seq} below 1
   */
  public EventEnvelope(String schemaVersion, String requestId, long seq, Instant timestamp, RunState state, RunEvent event) {
    this(schemaVersion, requestId, seq, timestamp, state, 0, null, event);
  }

  /** {@return the payload's type name, such as {@code action_verified}: {@link RunEvent#type()}} */
  public String type() {
    return event.type();
  }
}
