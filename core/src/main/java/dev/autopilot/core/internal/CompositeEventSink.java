package dev.autopilot.core.internal;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Fans events out to several sinks, in the order given; a failing sink is logged and skipped, and
 * the others still receive the event. Thread-safe when its sinks are; immutable once built.
 */
public final class CompositeEventSink implements EventSink {
  private static final Logger LOG = LoggerFactory.getLogger(CompositeEventSink.class);

  /** The sink behind {@link EventSink#noop()}. */
  public static final EventSink NOOP = new CompositeEventSink(List.of());

  private final List<EventSink> sinks;
  private final java.util.Set<EventSink> failed = java.util.concurrent.ConcurrentHashMap.newKeySet();

  private CompositeEventSink(List<EventSink> sinks) {
    this.sinks = sinks;
  }

  /**
   * A composite of these sinks; nested composites are flattened.
   *
   * @param sinks the sinks, none null; the list is copied
   * @return {@link #NOOP} when there is no sink, else a new composite
   * @throws NullPointerException when the list or a sink in it is null
   */
  public static EventSink of(List<? extends EventSink> sinks) {
    List<EventSink> flat = new java.util.ArrayList<>();
    for (EventSink s : sinks) {
      java.util.Objects.requireNonNull(s, "sink");
      if (s instanceof CompositeEventSink c) {
        flat.addAll(c.sinks);
      } else {
        flat.add(s);
      }
    }
    return flat.isEmpty() ? NOOP : new CompositeEventSink(List.copyOf(flat));
  }

  @Override
  public void accept(EventEnvelope event) {
    for (EventSink sink : sinks) {
      try {
        sink.accept(event);
      } catch (RuntimeException e) {
        if (failed.add(sink)) {
          LOG.warn("event sink {} failed on {} #{} of run {}; the run goes on (further failures of this sink are logged at debug)",
              sink.getClass().getName(), event.type(), event.seq(), event.requestId(), e);
        } else {
          LOG.debug("event sink {} failed on {} #{} of run {}: {}", sink.getClass().getName(), event.type(), event.seq(), event.requestId(), e.toString());
        }
      }
    }
  }

  @Override
  public void close() {
    for (EventSink sink : sinks) {
      try {
        sink.close();
      } catch (RuntimeException e) {
        LOG.warn("event sink {} failed to close", sink.getClass().getName(), e);
      }
    }
  }
}
