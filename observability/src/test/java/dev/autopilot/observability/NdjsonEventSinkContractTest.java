package dev.autopilot.observability;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.testkit.EventSinkContract;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;

/** The NDJSON sink on a writer passes the event sink contract; its lines are read back. */
class NdjsonEventSinkContractTest extends EventSinkContract {
  private final StringWriter out = new StringWriter();

  @Override
  protected EventSink newSink() {
    return NdjsonEventSink.toWriter(out);
  }

  @Override
  protected Optional<List<Delivered>> delivered(EventSink sink) {
    return Optional.of(SinkOutputs.ndjson(out.toString()));
  }

  @Override
  protected Optional<EventSink> brokenSink() {
    return Optional.of(NdjsonEventSink.toWriter(SinkOutputs.failingWriter()));
  }
}
