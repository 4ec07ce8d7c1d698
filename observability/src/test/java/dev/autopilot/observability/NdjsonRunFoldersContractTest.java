package dev.autopilot.observability;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.testkit.EventSinkContract;
import dev.autopilot.testkit.SampleRun;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;

/** The NDJSON sink writing one file per run folder passes the event sink contract. */
class NdjsonRunFoldersContractTest extends EventSinkContract {
  @TempDir
  Path root;

  @Override
  protected EventSink newSink() {
    return NdjsonEventSink.builder().runFolders(root).clock(Clock.fixed(SampleRun.START, ZoneOffset.UTC)).build();
  }

  @Override
  protected Optional<List<Delivered>> delivered(EventSink sink) {
    return Optional.of(SinkOutputs.runFolders(root));
  }

  @Override
  protected Optional<EventSink> brokenSink() {
    return Optional.of(NdjsonEventSink.builder().runFolders(SinkOutputs.notAFolder(root)).clock(Clock.fixed(SampleRun.START, ZoneOffset.UTC)).build());
  }
}
