package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;

/**
 * A writer onto a print stream that keeps the stream's own encoding and turns its swallowed
 * errors ({@link PrintStream#checkError()}) back into exceptions, so that failures are seen.
 */
public final class PrintStreamWriter extends Writer {
  private final PrintStream out;

  /**
   * A writer onto this stream. Closing the writer flushes the stream and leaves it open.
   *
   * @param out the stream, such as {@code System.out}; its owner closes it
   */
  public PrintStreamWriter(PrintStream out) {
    this.out = requireNonNull(out, "out");
  }

  @Override
  public void write(char[] buffer, int offset, int length) throws IOException {
    out.print(new String(buffer, offset, length));
    check();
  }

  @Override
  public void write(String text) throws IOException {
    out.print(text);
    check();
  }

  @Override
  public void flush() throws IOException {
    out.flush();
    check();
  }

  @Override
  public void close() throws IOException {
    flush();
  }

  private void check() throws IOException {
    if (out.checkError()) {
      throw new IOException("the print stream reports an error");
    }
  }
}
