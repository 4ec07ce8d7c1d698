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

  /** Receives one event. */
  void accept(EventEnvelope event);

  /** Releases what the sink holds (files, buffers). The default does nothing. */
  default void close() {}

  /** A sink that drops every event. */
  static EventSink noop() {
    return CompositeEventSink.NOOP;
  }

  /**
   * A sink that hands each event to every sink given, in order. A sink that throws is logged and
   * skipped for that event; the others still receive it.
   */
  static EventSink composite(EventSink... sinks) {
    return composite(List.of(sinks));
  }

  /** As {@link #composite(EventSink...)}, from a list. */
  static EventSink composite(List<? extends EventSink> sinks) {
    return CompositeEventSink.of(sinks);
  }

  /** A new sink that keeps every event in memory, for tests and diagnostics. */
  static InMemoryEventSink inMemory() {
    return new InMemoryEventSink();
  }
}
