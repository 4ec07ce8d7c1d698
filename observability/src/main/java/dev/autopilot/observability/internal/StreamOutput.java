package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * Every run's text into one writer, or one file, one piece at a time. A file is written through
 * a {@link LineFile}: a piece that fails part-way (a full disk) leaves no half of itself behind.
 */
public final class StreamOutput implements LineOutput {
  private final @Nullable Writer writer;
  private final @Nullable LineFile file;
  private final boolean owned;
  private boolean closed;

  private StreamOutput(@Nullable Writer writer, @Nullable LineFile file, boolean owned) {
    this.writer = writer;
    this.file = file;
    this.owned = owned;
  }

  /**
   * Writes to a writer the caller owns: flushed on close, not closed.
   *
   * @param writer written to and flushed per piece; a piece that fails part-way may leave half
   *     of itself in the writer
   * @return the output
   */
  public static StreamOutput borrowing(Writer writer) {
    return new StreamOutput(requireNonNull(writer, "writer"), null, false);
  }

  /**
   * Appends to a file (created with its directories when missing), closed on close.
   *
   * @param file appended to; text already there is kept
   * @return the output, holding the file open until closed
   * @throws IOException when the directories cannot be made or the file cannot be opened
   */
  public static StreamOutput appendingTo(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    return new StreamOutput(null, LineFile.open(file), true);
  }

  @Override
  public synchronized void write(String requestId, String text) throws IOException {
    if (closed) {
      throw new IOException("output is closed");
    }
    if (file != null) {
      file.append(text);
    } else {
      Writer w = requireNonNull(writer);
      w.write(text);
      w.flush();
    }
  }

  @Override
  public synchronized void endRun(String requestId) throws IOException {
    if (!closed && writer != null) {
      writer.flush();
    }
  }

  @Override
  public synchronized void close() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    if (file != null) {
      file.close();
    } else if (owned) {
      requireNonNull(writer).close();
    } else {
      requireNonNull(writer).flush();
    }
  }
}
