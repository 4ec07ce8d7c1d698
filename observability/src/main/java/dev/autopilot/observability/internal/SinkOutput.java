package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.util.function.Supplier;
import org.slf4j.Logger;

/**
 * The open output of a file-writing event sink together with its failure log: writes a run's
 * text, closes a run's own file when the run finishes (with one file per run), and closes the
 * whole output, reporting every failure to the {@link FailureLog} instead of throwing it into the
 * run. Thread-safe as its {@link LineOutput} is.
 */
public final class SinkOutput {
  private final LineOutput output;
  private final FailureLog failures;
  private final String fileKind;
  private final boolean filePerRun;

  /**
   * @param output opened by {@link SinkSettings#open}; owned from now on
   * @param log the logger of the sink class
   * @param sink names the sink in the log, such as {@code the NDJSON event sink}
   * @param fileKind names a run's file in the log, such as {@code events} or {@code narrative}
   */
  public SinkOutput(LineOutput output, Logger log, String sink, String fileKind) {
    this.output = requireNonNull(output, "output");
    this.failures = new FailureLog(log, sink);
    this.fileKind = requireNonNull(fileKind, "fileKind");
    this.filePerRun = output instanceof RunFolderOutput;
  }

  /**
   * Writes the run's text whole; a failure is reported, never thrown.
   *
   * @param requestId the run the text belongs to
   * @param text the text, line breaks included
   * @param what what was being written, completing "could not ...", asked only on failure
   * @return whether the text was written
   */
  public boolean write(String requestId, String text, Supplier<String> what) {
    try {
      output.write(requestId, text);
      return true;
    } catch (IOException | RuntimeException e) {
      failures.report(what.get(), e);
      return false;
    }
  }

  /**
   * The run has finished: with one file per run, closes its file; otherwise nothing to do. A
   * failure is reported, never thrown.
   *
   * @param requestId the run that finished
   */
  public void runFinished(String requestId) {
    if (!filePerRun) {
      return;
    }
    try {
      output.endRun(requestId);
    } catch (IOException | RuntimeException e) {
      failures.report("close the " + fileKind + " file of run " + requestId, e);
    }
  }

  /**
   * Closes the files the sink opened and flushes the writers and streams handed in; a failure is
   * reported, never thrown.
   */
  public void close() {
    try {
      output.close();
    } catch (IOException | RuntimeException e) {
      failures.report("close its output", e);
    }
  }

  /**
   * Reports a failure of the sink's own that is not a write, such as a narrative that could not
   * be told; never throws.
   *
   * @param what what could not be done, completing "could not ..."; no personal data
   * @param cause the failure
   */
  public void report(String what, Exception cause) {
    failures.report(what, cause);
  }
}
