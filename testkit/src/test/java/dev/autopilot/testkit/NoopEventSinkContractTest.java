package dev.autopilot.testkit;

import dev.autopilot.core.event.EventSink;

/** The no-op sink passes the event sink contract; it keeps nothing to read back. */
class NoopEventSinkContractTest extends EventSinkContract {
  @Override
  protected EventSink newSink() {
    return EventSink.noop();
  }
}
