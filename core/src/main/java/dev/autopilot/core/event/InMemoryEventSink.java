package dev.autopilot.core.event;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps every event in memory, in arrival order. Thread-safe. Holds personal data unredacted:
 * meant for tests and in-process diagnostics, not for logs.
 */
public final class InMemoryEventSink implements EventSink {
  private final List<EventEnvelope> events = new ArrayList<>();

  InMemoryEventSink() {}

  @Override
  public synchronized void accept(EventEnvelope event) {
    events.add(event);
  }

  /** {@return an immutable copy of the events received so far, in arrival order; later events do not change it} */
  public synchronized List<EventEnvelope> events() {
    return List.copyOf(events);
  }

  /**
   * The payloads of one type received so far, in order.
   *
   * @param <T> the payload type
   * @param type the payload's class, such as {@code RunEvent.ActionVerified.class}
   * @return a new list of the payloads of that type (subtypes included); empty when none came
   */
  public synchronized <T extends RunEvent> List<T> payloads(Class<T> type) {
    List<T> out = new ArrayList<>();
    for (EventEnvelope e : events) {
      if (type.isInstance(e.event())) {
        out.add(type.cast(e.event()));
      }
    }
    return out;
  }

  /** {@return the type names of the events received so far, in order, such as {@code run_started}; an immutable copy} */
  public synchronized List<String> types() {
    return events.stream().map(EventEnvelope::type).toList();
  }

  /** Forgets every event. */
  public synchronized void clear() {
    events.clear();
  }
}
