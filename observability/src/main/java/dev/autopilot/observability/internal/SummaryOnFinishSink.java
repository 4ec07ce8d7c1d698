package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.observability.Redactor;
import dev.autopilot.observability.RunFolder;
import java.nio.file.Path;
import java.time.Clock;
import org.slf4j.LoggerFactory;

/** Writes a run folder's {@code summary.md} when the run finishes. Stateless, thread-safe. */
public final class SummaryOnFinishSink implements EventSink {
  private final Path root;
  private final Clock clock;
  private final Redactor redactor;
  private final FailureLog failures = new FailureLog(LoggerFactory.getLogger(SummaryOnFinishSink.class), "the run summary writer");

  /**
   * A sink that writes the summary of each run that finishes; a summary that cannot be written is
   * logged, never thrown.
   *
   * @param root the directory holding the dated run folders
   * @param clock dates a run's folder when it does not exist yet
   * @param redactor applied to the summary's free texts
   */
  public SummaryOnFinishSink(Path root, Clock clock, Redactor redactor) {
    this.root = requireNonNull(root, "root");
    this.clock = requireNonNull(clock, "clock");
    this.redactor = requireNonNull(redactor, "redactor");
  }

  @Override
  public void accept(EventEnvelope event) {
    if (!(event.event() instanceof RunEvent.RunFinished finished)) {
      return;
    }
    try {
      RunResult result = new RunResult(event.requestId(), finished.finalState(), finished.manualReason(), finished.outcome(), finished.counters());
      RunFolder.create(root, event.requestId(), clock).writeSummary(result, redactor);
    } catch (RuntimeException e) {
      failures.report("write the summary of run " + event.requestId(), e);
    }
  }
}
