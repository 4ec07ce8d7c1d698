package dev.autopilot.core.evidence;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.SemanticSnapshot;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/** {@link EvidenceRecorder#none()}: records nothing. Stateless. */
final class NoEvidence implements RunEvidence {
  static final EvidenceRecorder RECORDER = requestId -> {
    java.util.Objects.requireNonNull(requestId, "requestId");
    return new NoEvidence();
  };

  @Override
  public EventSink events() {
    return EventSink.noop();
  }

  @Override
  public @Nullable Path screenshotsDirectory() {
    return null;
  }

  @Override
  public void snapshot(int number, String purpose, SemanticSnapshot snapshot) {}

  @Override
  public void plan(String json) {}

  @Override
  public void finish(RunResult result) {}
}
