package dev.autopilot.observability;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.observability.internal.EventJson;
import dev.autopilot.observability.internal.LineOutput;
import dev.autopilot.observability.internal.SinkOutput;
import dev.autopilot.observability.internal.SinkSettings;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.LoggerFactory;

/**
 * Writes every event as one JSON object on one line (NDJSON), for machines: flat, with the
 * envelope's fields first and the payload's fields after them, in snake_case:
 *
 * <pre>{@code
 * {"schema_version":"autopilot.event.v1","request_id":"r-42","seq":5,"ts":"2026-11-21T10:15:31.250Z",
 *  "state":"FILL","step":2,"action_id":"a3","type":"action_executed","semantic_key":"jobs.example.com|/apply|answer|email address",
 *  "action":{"action":"type_ref","ref":"e3","text":"len=20 digest=86e0b9e5","meta":{"intent":"answer",
 *  "target_question":"Email address","success_criteria":[],"timeout_millis":6000}},"performed":true,
 *  "detail":"done","error_code":null,"duration_millis":42}
 * }</pre>
 *
 * <p>(shown folded; each event is one physical line). Enum values are written as core's Jackson
 * mapping gives them: run states and decisions by name ({@code "FILL"}, {@code "STOP_TO_MANUAL"}),
 * outcome classes by wire name ({@code "validation_error"}); times as ISO-8601 UTC strings.
 *
 * <p><b>Redaction.</b> Unless {@linkplain Builder#debug debug} is on, every string of the payload
 * goes through the {@link Redactor} (personal values, e-mail addresses, phone numbers, URL
 * user-info, query values and tokens), and the values
 * a person typed or chose are replaced whole by their {@linkplain Redactor#digest digest} ({@code len=20 digest=86e0b9e5}):
 * the {@code text} of {@code type_ref}, the {@code option} of {@code select_ref}, the
 * {@code before}/{@code after} readings of evidence (except {@code true}, {@code false} and empty
 * ones); an {@code upload_file} keeps only its file name. The envelope's fields are identifiers
 * the run made and are written as they are.
 *
 * <p><b>Durability.</b> Each line is flushed as soon as it is written: an event accepted is an
 * event on disk (in the operating system's hands), whatever happens to the process next.
 *
 * <p><b>Threads.</b> Thread-safe. Concurrent runs may share one sink: with {@linkplain
 * Builder#runFolders run folders} each run writes its own file; with a single file, writer or
 * stream, lines are written whole, one at a time, so they never interleave.
 *
 * <p><b>Failures.</b> {@link #accept} never throws for a write failure: the first failure is
 * logged as a warning through SLF4J, later ones at debug level, and the sink goes on with the
 * next event, and {@link #unwritten()} counts the events lost. A file target never keeps half a
 * line: a write that fails part-way (a full disk) is cut back, so the lines already written stay
 * whole and readable and a later line does not land after a broken one. Only the factories and {@link Builder#build()} throw, for a file that cannot be
 * opened ({@link UncheckedIOException}) or a missing target ({@link IllegalStateException}).
 */
public final class NdjsonEventSink implements EventSink {
  /**
   * The class-path resource of the JSON Schema (draft 2020-12) every line this sink writes
   * conforms to, for {@link EventEnvelope#SCHEMA_VERSION}: the envelope's fields and, per event
   * type, the payload's fields, their types and where null may stand. Read it with {@code
   * NdjsonEventSink.class.getResourceAsStream(EVENT_SCHEMA)}.
   */
  public static final String EVENT_SCHEMA = "/dev/autopilot/observability/event-schema.json";

  private final SinkOutput output;
  private final Redactor redactor;
  private final AtomicLong unwritten = new AtomicLong();

  private NdjsonEventSink(LineOutput output, Redactor redactor) {
    this.output = new SinkOutput(output, LoggerFactory.getLogger(NdjsonEventSink.class), "the NDJSON event sink", "events");
    this.redactor = redactor;
  }

  /**
   * A redacting sink that appends every run's events to one file, created with its folders when
   * missing.
   *
   * @param file the file to append to; lines already there are kept
   * @return the sink; the caller closes it, which closes the file
   * @throws UncheckedIOException when the file cannot be opened
   */
  public static NdjsonEventSink toFile(Path file) {
    return builder().file(file).build();
  }

  /**
   * A redacting sink that writes each run's events to {@code events.ndjson} in its
   * {@link RunFolder} under {@code root}, dated by the system clock in UTC.
   *
   * @param root the directory holding the dated run folders; folders are made as runs start
   * @return the sink; each run's file is closed at its {@code run_finished}, the rest when the
   *     caller closes the sink
   */
  public static NdjsonEventSink toRunFolders(Path root) {
    return builder().runFolders(root).build();
  }

  /**
   * A redacting sink onto a writer the caller owns: flushed per line, not closed by {@link #close}.
   *
   * @param writer receives one line per event; the caller keeps owning it
   * @return the sink
   */
  public static NdjsonEventSink toWriter(Writer writer) {
    return builder().writer(writer).build();
  }

  /**
   * A builder: redacting, with no target yet.
   *
   * @return a new builder; one of its targets must be set before {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Writes the event as one line and flushes it; logs (never throws) when that fails. */
  @Override
  public void accept(EventEnvelope event) {
    requireNonNull(event, "event");
    String requestId = event.requestId();
    if (!output.write(requestId, EventJson.line(event, redactor) + "\n", () -> "write event " + event.type() + " #" + event.seq() + " of run " + requestId)) {
      unwritten.incrementAndGet();
    }
    if (event.event() instanceof RunEvent.RunFinished) {
      output.runFinished(requestId);
    }
  }

  /**
   * How many events this sink accepted and could not write (a full disk, a closed stream): their
   * lines are missing, whole; every line on disk is whole (a file target is cut back to its last
   * whole line when a write fails part-way). Zero when every event was written.
   *
   * @return the count since the sink was built, over every run it wrote
   */
  public long unwritten() {
    return unwritten.get();
  }

  /** Closes the files this sink opened; writers and streams handed in are flushed, not closed. */
  @Override
  public void close() {
    output.close();
  }

  /**
   * Configures an {@link NdjsonEventSink}: exactly one target (the last one set wins), redacted
   * unless told otherwise. Not thread-safe; the sink it builds is.
   */
  public static final class Builder {
    private final SinkSettings settings = new SinkSettings();

    private Builder() {}

    /**
     * Appends to this file, created with its folders when missing; closed by {@link #close}.
     *
     * @param file the file to append to, opened at {@link #build()}
     * @return this builder
     */
    public Builder file(Path file) {
      settings.file(file);
      return this;
    }

    /**
     * Writes to this writer; flushed per line and at close, never closed by the sink.
     *
     * @param writer receives one line per event; the caller keeps owning it
     * @return this builder
     */
    public Builder writer(Writer writer) {
      settings.writer(writer);
      return this;
    }

    /**
     * Writes UTF-8 to this stream; flushed per line and at close, never closed by the sink. A
     * {@link PrintStream} keeps its own encoding and its errors are detected.
     *
     * @param stream receives one line per event, such as {@code System.out}; the caller keeps
     *     owning it
     * @return this builder
     */
    public Builder outputStream(OutputStream stream) {
      settings.outputStream(stream);
      return this;
    }

    /**
     * Writes each run to {@code events.ndjson} of its {@link RunFolder} under {@code root}: the
     * file is opened at the run's first event and closed at its {@code run_finished}.
     *
     * @param root the directory holding the dated run folders; dated by {@link #clock(Clock)}
     * @return this builder
     */
    public Builder runFolders(Path root) {
      settings.runFolders(root, RunFolder::eventsFile);
      return this;
    }

    /**
     * The clock that dates run folders; the system clock in UTC by default. Event times come
     * from the events, not from this clock.
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
     * @param redactor applied to every payload string
     * @return this builder
     */
    public Builder redactor(Redactor redactor) {
      settings.redactor(redactor);
      return this;
    }

    /**
     * Debug mode: {@code true} writes raw values (no redaction, typed values in clear), for
     * local runs only; {@code false} restores {@link Redactor#standard()}.
     *
     * @param debug whether to write raw values; replaces a redactor set before
     * @return this builder
     */
    public Builder debug(boolean debug) {
      settings.debug(debug);
      return this;
    }

    /**
     * The sink. Opens the target now; the builder may be used again for another sink.
     *
     * @return the sink; the caller closes it
     * @throws IllegalStateException when no target was set
     * @throws UncheckedIOException when the target file cannot be opened
     */
    public NdjsonEventSink build() {
      return new NdjsonEventSink(settings.open("file, writer, outputStream or runFolders", "NDJSON"), settings.redactor());
    }
  }
}
