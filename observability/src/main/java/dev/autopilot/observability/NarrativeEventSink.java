package dev.autopilot.observability;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.observability.internal.LineOutput;
import dev.autopilot.observability.internal.NarrativeRun;
import dev.autopilot.observability.internal.SinkOutput;
import dev.autopilot.observability.internal.SinkSettings;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.slf4j.LoggerFactory;

/**
 * Tells a run as a terminal narrative, for people (see {@code docs/events.md}). Events are grouped into steps by the step
 * number each event carries (step 0 is finding the form, before the first plan), and each step
 * is printed in five headed parts:
 *
 * <pre>
 * --- Step 1 | run r-42 | FILL | 2026-11-21T10:15:31Z ---
 * Summary
 *   page "Apply: Backend Engineer" https://jobs.example.com/apply?job=42&amp;token=[token]
 *   14 elements in 3 groups; 6 required, 2 unfilled; 0 visible errors; 1 submit candidate
 *   snapshot (discover) epoch 1, structure changed, took 35 ms
 * Analysis
 *   state FILL: 2 of 6 required questions unanswered; no errors shown
 *   loop guard (a2): 'jobs.example.com|/apply|answer|authorized' failed 2 times: radio stayed unchecked
 *   state FILL -&gt; FILL: an action was not verified; plan again
 * Plan
 *   rules plan, 2 actions (4 ms): answers from the profile
 *     1. a1 type_ref e3 — 'Email address' -&gt; «20 chars» [answer]
 *     2. a2 set_radio e7 — 'Are you authorized to work in the Unite…' [answer]
 * Decision
 *   execute 2 actions
 *   escalate 'jobs.example.com|/apply|answer|authorized' to ALTERNATE
 * Result
 *   1 verified, 1 unverified
 *   verified   a1 type_ref e3: value matches
 *   UNVERIFIED a2 set_radio e7: value does not match
 *       value matches: (empty) -&gt; «17 chars»
 * </pre>
 *
 * <p>Summary is the page the step worked on (the latest snapshot when it began, or its own first
 * one: title, URL, fields, required unfilled, errors); Analysis the state, what is missing,
 * transitions, failures and loop-guard escalations; Plan the proposed actions in words, each with
 * the id its events carry; Decision what the run decided (execute, escalate, retry policy,
 * submit, assist); Result the verified and unverified actions with their reasons, the submission
 * outcome and, at the end of the run, the final state, manual reason and counters. Snapshots
 * taken to verify an action are not retold. A step is printed, and flushed, when the first event
 * of another step or {@code run_finished} arrives; the run's opening lines are printed at
 * {@code run_started}.
 *
 * <p><b>Redaction.</b> Redacted by default with the same {@link Redactor} rules as
 * {@link NdjsonEventSink}: typed and chosen values show as {@code «16 chars»}, uploads by file
 * name; {@linkplain Builder#debug debug} shows raw values. Plain text unless
 * {@linkplain Builder#ansi ANSI emphasis} is asked for.
 *
 * <p><b>Threads and failures.</b> Thread-safe: runs sharing the sink are told apart by request
 * id, and each block is written whole. {@link #accept} never throws for a write failure; the
 * first one is logged as a warning through SLF4J, later ones at debug level.
 */
public final class NarrativeEventSink implements EventSink {
  private final SinkOutput output;
  private final Redactor redactor;
  private final boolean ansi;
  private final ConcurrentMap<String, NarrativeRun> runs = new ConcurrentHashMap<>();

  private NarrativeEventSink(LineOutput output, Redactor redactor, boolean ansi) {
    this.output = new SinkOutput(output, LoggerFactory.getLogger(NarrativeEventSink.class), "the narrative event sink", "narrative");
    this.redactor = redactor;
    this.ansi = ansi;
  }

  /**
   * A redacting, plain-text narrative onto a stream such as {@code System.out}; never closes it.
   *
   * @param out printed to in its own encoding; the caller keeps owning it
   * @return the sink; closing it prints the steps still open and flushes the stream
   */
  public static NarrativeEventSink toStream(PrintStream out) {
    return builder().printStream(out).build();
  }

  /**
   * A redacting, plain-text narrative onto a writer the caller owns; never closes it.
   *
   * @param writer written to a step at a time; the caller keeps owning it
   * @return the sink; closing it prints the steps still open and flushes the writer
   */
  public static NarrativeEventSink toWriter(Writer writer) {
    return builder().writer(writer).build();
  }

  /**
   * A redacting, plain-text narrative appended to one file.
   *
   * @param file appended to (UTF-8), created with its folders when missing
   * @return the sink; the caller closes it, which closes the file
   * @throws UncheckedIOException when the file cannot be opened
   */
  public static NarrativeEventSink toFile(Path file) {
    return builder().file(file).build();
  }

  /**
   * A redacting narrative of each run in {@code narrative.txt} of its {@link RunFolder} under
   * {@code root}, dated by the system clock in UTC.
   *
   * @param root the directory holding the dated run folders; folders are made as runs start
   * @return the sink; each run's file is closed at its {@code run_finished}, the rest when the
   *     caller closes the sink
   */
  public static NarrativeEventSink toRunFolders(Path root) {
    return builder().runFolders(root).build();
  }

  /**
   * A builder: redacting, plain text, with no target yet.
   *
   * @return a new builder; one of its targets must be set before {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Adds the event to its run's narrative, printing what it completes; logs (never throws) on failure. */
  @Override
  public void accept(EventEnvelope event) {
    requireNonNull(event, "event");
    String requestId = event.requestId();
    boolean finished = event.event() instanceof RunEvent.RunFinished;
    NarrativeRun run = runs.computeIfAbsent(requestId, id -> new NarrativeRun(id, redactor, ansi));
    synchronized (run) {
      String text = null;
      try {
        text = run.accept(event);
      } catch (RuntimeException e) {
        output.report("tell event " + event.type() + " #" + event.seq() + " of run " + requestId, e);
      }
      if (text != null) {
        write(requestId, text);
      }
      if (finished) {
        runs.remove(requestId, run);
        output.runFinished(requestId);
      }
    }
  }

  /**
   * Prints the steps still open (runs that have not finished), then closes the files this sink
   * opened; writers and streams handed in are flushed, not closed.
   */
  @Override
  public void close() {
    for (String requestId : List.copyOf(runs.keySet())) {
      NarrativeRun run = runs.remove(requestId);
      if (run == null) {
        continue;
      }
      synchronized (run) {
        String text = run.pending();
        if (text != null) {
          write(requestId, text);
        }
      }
    }
    output.close();
  }

  private void write(String requestId, String text) {
    output.write(requestId, text, () -> "write the narrative of run " + requestId);
  }

  /**
   * Configures a {@link NarrativeEventSink}: exactly one target (the last one set wins),
   * redacted and plain unless told otherwise. Not thread-safe; the sink it builds is.
   */
  public static final class Builder {
    private final SinkSettings settings = new SinkSettings();
    private boolean ansi;

    private Builder() {}

    /**
     * Prints to this stream in its own encoding; flushed per step, never closed by the sink.
     *
     * @param out such as {@code System.out}; the caller keeps owning it
     * @return this builder
     */
    public Builder printStream(PrintStream out) {
      requireNonNull(out, "out");
      settings.outputStream(out);
      return this;
    }

    /**
     * Writes to this writer; flushed per step, never closed by the sink.
     *
     * @param writer the caller keeps owning it
     * @return this builder
     */
    public Builder writer(Writer writer) {
      settings.writer(writer);
      return this;
    }

    /**
     * Appends to this file (UTF-8), created with its folders when missing; closed by {@link #close}.
     *
     * @param file opened at {@link #build()}; text already there is kept
     * @return this builder
     */
    public Builder file(Path file) {
      settings.file(file);
      return this;
    }

    /**
     * Writes each run to {@code narrative.txt} of its {@link RunFolder} under {@code root},
     * opened at the run's first printed block and closed at its end.
     *
     * @param root the directory holding the dated run folders; dated by {@link #clock(Clock)}
     * @return this builder
     */
    public Builder runFolders(Path root) {
      settings.runFolders(root, RunFolder::narrativeFile);
      return this;
    }

    /**
     * The clock that dates run folders; the system clock in UTC by default. The times printed
     * come from the events, not from this clock.
     *
     * @param clock read when a run's folder is made
     * @return this builder
     */
    public Builder clock(Clock clock) {
      settings.clock(clock);
      return this;
    }

    /**
     * The redactor; {@link Redactor#standard()} by default. Replaces what {@link #debug} set.
     *
     * @param redactor applied to every text from the page or the person
     * @return this builder
     */
    public Builder redactor(Redactor redactor) {
      settings.redactor(redactor);
      return this;
    }

    /**
     * Debug mode: {@code true} shows raw values (typed text in clear), for local runs only;
     * {@code false} restores {@link Redactor#standard()}.
     *
     * @param debug whether to show raw values; replaces a redactor set before
     * @return this builder
     */
    public Builder debug(boolean debug) {
      settings.debug(debug);
      return this;
    }

    /**
     * Whether to emphasize headings and verdicts with ANSI colours; off by default.
     *
     * @param ansi true for a terminal that shows ANSI escapes; leave off for files
     * @return this builder
     */
    public Builder ansi(boolean ansi) {
      this.ansi = ansi;
      return this;
    }

    /**
     * The sink. Opens the target now; the builder may be used again for another sink.
     *
     * @return the sink; the caller closes it
     * @throws IllegalStateException when no target was set
     * @throws UncheckedIOException when the target file cannot be opened
     */
    public NarrativeEventSink build() {
      return new NarrativeEventSink(settings.open("printStream, writer, file or runFolders", "narrative"), settings.redactor(), ansi);
    }
  }
}
