package dev.autopilot.observability;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.testkit.EventSinkContract;
import java.io.StringWriter;
import java.util.Optional;

/** The narrative sink passes the event sink contract; its prose is not read back event by event. */
class NarrativeEventSinkContractTest extends EventSinkContract {
  @Override
  protected EventSink newSink() {
    return NarrativeEventSink.toWriter(new StringWriter());
  }

  @Override
  protected Optional<EventSink> brokenSink() {
    return Optional.of(NarrativeEventSink.toWriter(SinkOutputs.failingWriter()));
  }
}
