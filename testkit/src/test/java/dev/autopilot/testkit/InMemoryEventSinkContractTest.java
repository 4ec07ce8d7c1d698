package dev.autopilot.testkit;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import java.util.List;
import java.util.Optional;

/** The in-memory sink passes the event sink contract; what it kept is read back. */
class InMemoryEventSinkContractTest extends EventSinkContract {
  @Override
  protected EventSink newSink() {
    return EventSink.inMemory();
  }

  @Override
  protected Optional<List<Delivered>> delivered(EventSink sink) {
    return Optional.of(((InMemoryEventSink) sink).events().stream().map(Delivered::of).toList());
  }
}
