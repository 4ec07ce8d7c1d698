package dev.autopilot.core.event;

import dev.autopilot.core.internal.CompositeEventSink;
import java.util.List;

/**
 * Receives every event of a run, in order.
 *
 * <p>Implementations are thread-safe: one sink may serve concurrent runs, whose events it tells
 * apart by {@link EventEnvelope#requestId()}. A sink must not throw; when one does, the run logs
 * it and goes on (a sink never breaks a run). Sinks that write events out redact personal data
 * unless configured otherwise.
 */
public interface EventSink {

  /**
   * Receives one event. Called from the run's thread, for concurrent runs from several threads at
   * once; it should return quickly, since the run waits for it.
   *
   * @param event the event, stamped; its payload may carry personal data unredacted
   */
  void accept(EventEnvelope event);

  /** Releases what the sink holds (files, buffers). The default does nothing. */
  default void close() {}

  /** {@return a sink that drops every event; shared, stateless} */
  static EventSink noop() {
    return CompositeEventSink.NOOP;
  }

  /**
   * A sink that hands each event to every sink given, in order. A sink that throws is logged and
   * skipped for that event; the others still receive it.
   *
   * @param sinks the sinks, none null; composites among them are flattened
   * @return the composite, whose {@link #close()} closes every sink (a failure to close one is
   *     logged); {@link #noop()} when no sink is given
   * @throws NullPointerException when a sink is null
   */
  static EventSink composite(EventSink... sinks) {
    return composite(List.of(sinks));
  }

  /**
   * As {@link #composite(EventSink...)}, from a list.
   *
   * @param sinks the sinks, none null; the list is copied
   * @return the composite, or {@link #noop()} when the list is empty
   * @throws NullPointerException when the list or a sink in it is null
   */
  static EventSink composite(List<? extends EventSink> sinks) {
    return CompositeEventSink.of(sinks);
  }

  /**
   * {@return a new, empty sink that keeps every event in memory, unredacted, for tests and
   * diagnostics; it grows without bound, so a long-lived one should be {@linkplain
   * InMemoryEventSink#clear() cleared}}
   */
  static InMemoryEventSink inMemory() {
    return new InMemoryEventSink();
  }
}
