package dev.autopilot.observability;

import dev.autopilot.testkit.EventSinkContract.Delivered;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Reads back what the sinks of this module wrote, for the event sink contract. */
final class SinkOutputs {
  private static final Pattern NDJSON = Pattern.compile("^\\{\"schema_version\":\"[^\"]*\",\"request_id\":\"([^\"]*)\",\"seq\":(\\d+),.*?\"type\":\"([a-z_]+)\"");
  private static final Pattern LOG = Pattern.compile("^[A-Z]+ \\[(\\S+) #(\\d+) [A-Z_]+ step \\d+(?: \\S+)?\\] ([a-z_]+) ");

  private SinkOutputs() {}

  /** The events of NDJSON text, line by line. */
  static List<Delivered> ndjson(String text) {
    return parse(text, NDJSON);
  }

  /** The events of log lines as {@link Slf4jEventSink} writes them. */
  static List<Delivered> logLines(List<String> lines) {
    return parse(String.join("\n", lines), LOG);
  }

  /** The events of every {@code events.ndjson} under a run-folder root, file by file. */
  static List<Delivered> runFolders(Path root) {
    List<Delivered> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : files.filter(p -> p.getFileName().toString().equals(RunFolder.EVENTS_FILE)).sorted().toList()) {
        out.addAll(ndjson(Files.readString(f)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static List<Delivered> parse(String text, Pattern pattern) {
    List<Delivered> out = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      Matcher m = pattern.matcher(line);
      if (!m.find()) {
        throw new AssertionError("not an event line: " + line);
      }
      out.add(new Delivered(m.group(1), Long.parseLong(m.group(2)), m.group(3)));
    }
    return out;
  }

  /** A writer whose every write and flush fails, as on a full disk. */
  static Writer failingWriter() {
    return new Writer() {
      @Override
      public void write(char[] buf, int off, int len) throws IOException {
        throw new IOException("No space left on device");
      }

      @Override
      public void flush() throws IOException {
        throw new IOException("No space left on device");
      }

      @Override
      public void close() throws IOException {
        throw new IOException("No space left on device");
      }
    };
  }

  /**
   * Runs the body on this many threads, released together so that they contend for the sink,
   * and waits for every one (30 s at most each); a body's failure fails the caller.
   */
  static void onThreadsAtOnce(int threads, ThreadBody body) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<?>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        futures.add(
            pool.submit(
                () -> {
                  start.await();
                  body.run(thread);
                  return null;
                }));
      }
      start.countDown();
      for (Future<?> f : futures) {
        f.get(30, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdown();
    }
  }

  /** What one of the threads of {@link #onThreadsAtOnce} does. */
  @FunctionalInterface
  interface ThreadBody {
    void run(int thread) throws Exception;
  }

  /** A regular file where a sink expects a folder. */
  static Path notAFolder(Path dir) {
    try {
      return Files.writeString(dir.resolve("not-a-folder"), "x");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
