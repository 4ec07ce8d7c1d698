package dev.autopilot.core.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.RunState;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EventSinkTest {
  private static EventEnvelope envelope(long seq) {
    return new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "req-1", seq, Instant.EPOCH, RunState.DISCOVER, new RunEvent.RunStarted("apply", "http://127.0.0.1/", Map.of()));
  }

  @Test
  void compositeDeliversToAllEvenWhenOneThrows() {
    InMemoryEventSink a = EventSink.inMemory();
    InMemoryEventSink b = EventSink.inMemory();
    EventSink broken = e -> {
      throw new IllegalStateException("disk full");
    };
    EventSink all = EventSink.composite(a, broken, EventSink.composite(b));
    all.accept(envelope(1));
    all.accept(envelope(2));
    assertEquals(2, a.events().size());
    assertEquals(2, b.events().size());
    assertEquals(2, b.payloads(RunEvent.RunStarted.class).size());
    assertEquals("run_started", b.types().get(0));
  }

  @Test
  void noopAcceptsAndDrops() {
    EventSink.noop().accept(envelope(1));
    assertEquals(EventSink.noop(), EventSink.composite());
  }
}
