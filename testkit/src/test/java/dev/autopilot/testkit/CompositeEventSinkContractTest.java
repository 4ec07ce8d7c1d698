package dev.autopilot.testkit;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import java.util.List;
import java.util.Optional;

/**
 * The composite sink passes the event sink contract, with a member that throws on every event
 * between two that record: what the last member received is read back.
 */
class CompositeEventSinkContractTest extends EventSinkContract {
  private InMemoryEventSink last = EventSink.inMemory();

  private static void fail(EventEnvelope e) {
    throw new IllegalStateException("disk full");
  }

  @Override
  protected EventSink newSink() {
    last = EventSink.inMemory();
    return EventSink.composite(EventSink.inMemory(), CompositeEventSinkContractTest::fail, last);
  }

  @Override
  protected Optional<List<Delivered>> delivered(EventSink sink) {
    return Optional.of(last.events().stream().map(Delivered::of).toList());
  }

  @Override
  protected Optional<EventSink> brokenSink() {
    EventSink closeFails = new EventSink() {
      @Override
      public void accept(EventEnvelope event) {
        throw new IllegalStateException("stream closed");
      }

      @Override
      public void close() {
        throw new IllegalStateException("already closed");
      }
    };
    return Optional.of(EventSink.composite(closeFails));
  }
}
