package dev.autopilot.store;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A run's events compressed for a reader: how many of each type, and a timeline of the ones that
 * tell its story (state transitions, plans and their source, what memory recalled, locator cache
 * misses, heals and failed uses, actions not performed or not verified, loop guards, submit
 * outcomes, retry decisions, dialogs, the finish; cache hits are counted, not listed). Texts are
 * redacted. Immutable and thread-safe: the maps and the list are unmodifiable copies.
 *
 * @param requestId the run's request id
 * @param status where it stands
 * @param events how many events are stored
 * @param firstEventAt the first event's time; null when none is stored
 * @param lastEventAt the latest event's time; null when none is stored
 * @param eventsByType how many events of each type, by type name
 * @param planSources how many plans came from each source ({@code rules}, {@code model}, ...)
 * @param steps the highest step number seen
 * @param timeline the telling events, in order
 */
public record TraceSummary(String requestId, RunStatus status, int events, @Nullable Instant firstEventAt, @Nullable Instant lastEventAt,
    Map<String, Integer> eventsByType, Map<String, Integer> planSources, int steps, List<Line> timeline) {

  /**
   * A summary; the maps and the list are copied.
   *
   * @param requestId the run's request id; required
   * @param status where the run stands; required
   * @param events how many events are stored, the unreadable ones included
   * @param firstEventAt the first event's time; null when none is stored
   * @param lastEventAt the latest event's time; null when none is stored
   * @param eventsByType how many events of each type, by type name; no null keys or values
   * @param planSources how many plans came from each source, in lower case; no null keys or
   *     values
   * @param steps the highest step number seen; 0 when none
   * @param timeline the telling events, in order; no null elements
   */
  public TraceSummary {
    requireNonNull(requestId, "requestId");
    requireNonNull(status, "status");
    eventsByType = Map.copyOf(eventsByType);
    planSources = Map.copyOf(planSources);
    timeline = List.copyOf(timeline);
  }

  /**
   * One telling event.
   *
   * @param seq its position in the run
   * @param at when
   * @param state the run's state
   * @param step its step
   * @param type its type, such as {@code state_transition}
   * @param text what happened, one line, redacted
   */
  public record Line(long seq, Instant at, String state, int step, String type, String text) {
    /**
     * A line; every text is required.
     *
     * @param seq its position in the run
     * @param at when; required
     * @param state the run's state; required
     * @param step its step
     * @param type its type; required
     * @param text what happened, one line, already redacted; required
     */
    public Line {
      requireNonNull(at, "at");
      requireNonNull(state, "state");
      requireNonNull(type, "type");
      requireNonNull(text, "text");
    }
  }
}
