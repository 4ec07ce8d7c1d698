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

/** The run-folder bundle (events, narrative, summary) passes the event sink contract; its events files are read back. */
class RunFolderBundleSinkContractTest extends EventSinkContract {
  private static final Clock CLOCK = Clock.fixed(SampleRun.START, ZoneOffset.UTC);

  @TempDir
  Path root;

  @Override
  protected EventSink newSink() {
    return RunFolder.bundleSink(root, CLOCK, Redactor.standard());
  }

  @Override
  protected Optional<List<Delivered>> delivered(EventSink sink) {
    return Optional.of(SinkOutputs.runFolders(root));
  }

  @Override
  protected Optional<EventSink> brokenSink() {
    return Optional.of(RunFolder.bundleSink(SinkOutputs.notAFolder(root), CLOCK, Redactor.standard()));
  }
}
