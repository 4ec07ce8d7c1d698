package dev.autopilot.observability.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A file that grows by whole pieces of text only: each {@link #append} writes its bytes at the
 * end, unbuffered, and when the write fails part-way (a full disk, a quota) cuts the file back to
 * where it ended before, so a reader never finds half a line and the next piece does not land
 * after one. What was written before a failure stays as it was. Not thread-safe: its owner
 * serializes writes.
 */
final class LineFile implements AutoCloseable {
  private final FileChannel channel;

  private LineFile(FileChannel channel) {
    this.channel = channel;
  }

  /** Opens the file for appending, created when missing (its folder must exist). */
  public static LineFile open(Path file) throws IOException {
    return new LineFile(FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND));
  }

  /**
   * Appends the text whole, or leaves the file as it was and throws.
   *
   * @throws IOException when the text could not be written whole
   */
  public void append(String text) throws IOException {
    ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
    long end = channel.size();
    try {
      while (bytes.hasRemaining()) {
        channel.write(bytes);
      }
    } catch (IOException e) {
      try {
        channel.truncate(end);
      } catch (IOException cut) {
        e.addSuppressed(cut);
      }
      throw e;
    }
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }
}
