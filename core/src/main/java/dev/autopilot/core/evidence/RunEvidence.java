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

  /**
   * {@return the sink that receives every event of the run, the last being {@code run_finished};
   * thread-safe, never null, and not to be closed by the caller ({@link #finish} closes it)}
   */
  EventSink events();

  /**
   * {@return the directory where the run writes its screenshots (before and after each submit),
   * or null when the run takes none for its evidence}
   */
  @Nullable Path screenshotsDirectory();

  /**
   * A snapshot the run took, the {@code number}-th of the run (from 1), taken for {@code purpose}
   * ({@code discover}, {@code plan}, {@code verify}, ...).
   *
   * @param number the snapshot's place among the run's snapshots, from 1; numbers files in order
   * @param purpose why the run took it, a short lowercase word such as {@code discover}
   * @param snapshot the snapshot as the planner saw it, values included: an implementation that
   *     writes it redacts what it writes
   */
  void snapshot(int number, String purpose, SemanticSnapshot snapshot);

  /**
   * A plan the host made for this run before it started (a prepared plan the person confirmed,
   * say), as JSON; recorded beside the steps the run planned itself. Not valid JSON: recorded as
   * text.
   *
   * @param json the host's plan as JSON text; may hold personal data, which an implementation
   *     redacts before it writes
   */
  void plan(String json);

  /**
   * {@return whether the run should record a browser trace from its start; false by default}
   */
  default boolean recordsTrace() {
    return false;
  }

  /**
   * Where the trace of a run that ended so is to be written, or null to discard it. Asked only
   * when {@link #recordsTrace()}; the default discards it.
   *
   * @param result how the run ended, so that a trace may be kept only for failed runs
   * @return the file the session writes the trace to (then {@link #traceWritten} follows), or null
   *     to discard the trace
   */
  default @Nullable Path traceFile(RunResult result) {
    return null;
  }

  /**
   * The session wrote the trace to the file {@link #traceFile} named. The default does nothing.
   *
   * @param file the file {@link #traceFile} returned, now holding the raw, unredacted trace; the
   *     evidence owns it from here (to redact, move or delete)
   */
  default void traceWritten(Path file) {}

  /**
   * The run ended: writes what is written at the end and releases the files. Called once; nothing
   * is fed after it.
   *
   * @param result how the run ended, as the host receives it
   */
  void finish(RunResult result);
}
