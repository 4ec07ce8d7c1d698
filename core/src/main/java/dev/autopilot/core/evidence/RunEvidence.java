package dev.autopilot.core.evidence;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.SemanticSnapshot;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * The evidence of one run, fed by the run in this order: {@link #plan} (when the host gave the
 * run a plan of its own), then events through {@link #events()}, with each snapshot through
 * {@link #snapshot} and screenshots written to {@link #screenshotsDirectory()}, and at the end
 * the trace ({@link #traceFile}, {@link #traceWritten}) and {@link #finish}.
 *
 * <p>Confined to the run's thread, except {@link #events()}, which is an ordinary thread-safe
 * sink. No method throws for a failure to write: evidence never breaks a run; what could not be
 * written is logged. Whatever is recorded is written as it comes, so that a run killed half-way
 * leaves what it had done readable.
 */
public interface RunEvidence {

  /** The sink that receives every event of the run, the last being {@code run_finished}. */
  EventSink events();

  /** Where the run writes its screenshots (before and after each submit), or null for none. */
  @Nullable Path screenshotsDirectory();

  /**
   * A snapshot the run took, the {@code number}-th of the run (from 1), taken for {@code purpose}
   * ({@code discover}, {@code plan}, {@code verify}, ...).
   */
  void snapshot(int number, String purpose, SemanticSnapshot snapshot);

  /**
   * A plan the host made for this run before it started (a prepared plan the person confirmed,
   * say), as JSON; recorded beside the steps the run planned itself. Not valid JSON: recorded as
   * text.
   */
  void plan(String json);

  /** Whether the run should record a browser trace from its start; false by default. */
  default boolean recordsTrace() {
    return false;
  }

  /**
   * Where the trace of a run that ended so is to be written, or null to discard it. Asked only
   * when {@link #recordsTrace()}; the default discards it.
   */
  default @Nullable Path traceFile(RunResult result) {
    return null;
  }

  /** The session wrote the trace to the file {@link #traceFile} named. The default does nothing. */
  default void traceWritten(Path file) {}

  /** The run ended: writes what is written at the end and releases the files. */
  void finish(RunResult result);
}
