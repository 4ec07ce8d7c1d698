package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.observability.Redactor;
import dev.autopilot.observability.RunFolder;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * What the builders of the file-writing event sinks hold in common: one target (the last one set
 * wins), the clock that dates run folders and the redactor. The target is opened at
 * {@link #open}, with the settings held then. Not thread-safe, as a builder is not.
 */
public final class SinkSettings {
  private @Nullable Target target;
  private Clock clock = Clock.systemUTC();
  private Redactor redactor = Redactor.standard();

  /**
   * Appends to this file (UTF-8), created with its folders when missing, closed with the output.
   *
   * @param file opened at {@link #open}; text already there is kept
   */
  public void file(Path file) {
    requireNonNull(file, "file");
    target = () -> StreamOutput.appendingTo(file);
  }

  /**
   * Writes to this writer, flushed per piece, never closed.
   *
   * @param writer the caller keeps owning it
   */
  public void writer(Writer writer) {
    requireNonNull(writer, "writer");
    target = () -> StreamOutput.borrowing(writer);
  }

  /**
   * Writes to this stream, never closed: a {@link PrintStream} in its own encoding with its
   * errors detected, any other stream in UTF-8.
   *
   * @param stream the caller keeps owning it
   */
  public void outputStream(OutputStream stream) {
    requireNonNull(stream, "stream");
    target =
        () ->
            StreamOutput.borrowing(
                stream instanceof PrintStream print ? new PrintStreamWriter(print) : new OutputStreamWriter(stream, StandardCharsets.UTF_8));
  }

  /**
   * Writes each run to its own file of its {@link RunFolder} under {@code root}, dated by the
   * clock held at {@link #open}.
   *
   * @param root the directory holding the dated run folders
   * @param fileOfRun which file of the run folder, such as {@link RunFolder#eventsFile()}
   */
  public void runFolders(Path root, Function<RunFolder, Path> fileOfRun) {
    requireNonNull(root, "root");
    requireNonNull(fileOfRun, "fileOfRun");
    target = () -> new RunFolderOutput(root, clock, fileOfRun);
  }

  /**
   * Sets the clock that dates run folders.
   *
   * @param clock read when a run's folder is made
   */
  public void clock(Clock clock) {
    this.clock = requireNonNull(clock, "clock");
  }

  /**
   * Sets the redactor, replacing what {@link #debug} set.
   *
   * @param redactor the redactor the sink hands its texts to
   */
  public void redactor(Redactor redactor) {
    this.redactor = requireNonNull(redactor, "redactor");
  }

  /**
   * Debug mode: {@code true} sets {@link Redactor#disabled()}, {@code false} restores {@link
   * Redactor#standard()}.
   *
   * @param debug whether raw values are shown; replaces a redactor set before
   */
  public void debug(boolean debug) {
    this.redactor = debug ? Redactor.disabled() : Redactor.standard();
  }

  /**
   * The redactor set last.
   *
   * @return {@link Redactor#standard()} unless set otherwise
   */
  public Redactor redactor() {
    return redactor;
  }

  /**
   * Opens the target set last.
   *
   * @param targets names the builder's target methods, for the message when none was set
   * @param output names the output, for the message when it cannot be opened
   * @return the open output; its owner closes it
   * @throws IllegalStateException when no target was set
   * @throws UncheckedIOException when the target file cannot be opened
   */
  public LineOutput open(String targets, String output) {
    Target t = target;
    if (t == null) {
      throw new IllegalStateException("set a target: " + targets);
    }
    try {
      return t.open();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the " + output + " output", e);
    }
  }

  /** Opens the output at {@link #open}, with the settings held then. */
  @FunctionalInterface
  private interface Target {
    LineOutput open() throws IOException;
  }
}
