package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Every run's text into one writer, one piece at a time. */
public final class StreamOutput implements LineOutput {
  private final Writer writer;
  private final boolean owned;
  private boolean closed;

  private StreamOutput(Writer writer, boolean owned) {
    this.writer = writer;
    this.owned = owned;
  }

  /** Writes to a writer the caller owns: flushed on close, not closed. */
  public static StreamOutput borrowing(Writer writer) {
    return new StreamOutput(requireNonNull(writer, "writer"), false);
  }

  /** Appends to a file (created with its directories when missing), closed on close. */
  public static StreamOutput appendingTo(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Writer writer =
        Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
    return new StreamOutput(writer, true);
  }

  @Override
  public synchronized void write(String requestId, String text) throws IOException {
    if (closed) {
      throw new IOException("output is closed");
    }
    writer.write(text);
    writer.flush();
  }

  @Override
  public synchronized void endRun(String requestId) throws IOException {
    if (!closed) {
      writer.flush();
    }
  }

  @Override
  public synchronized void close() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    if (owned) {
      writer.close();
    } else {
      writer.flush();
    }
  }
}
