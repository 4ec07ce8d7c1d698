package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.observability.RunFolder;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One file per run, in the run's {@link RunFolder}: opened (for appending) at the run's first
 * write, closed at its end. Runs write concurrently; writes of one run are serialized.
 */
public final class RunFolderOutput implements LineOutput {
  private final Path root;
  private final Clock clock;
  private final Function<RunFolder, Path> fileOfRun;
  private final ConcurrentMap<String, RunFile> files = new ConcurrentHashMap<>();
  private volatile boolean closed;

  /**
   * @param root the folder that holds the dated run folders
   * @param clock gives the date of a run's folder when its first text is written
   * @param fileOfRun which file of the run folder to write, such as {@link RunFolder#eventsFile()}
   */
  public RunFolderOutput(Path root, Clock clock, Function<RunFolder, Path> fileOfRun) {
    this.root = requireNonNull(root, "root");
    this.clock = requireNonNull(clock, "clock");
    this.fileOfRun = requireNonNull(fileOfRun, "fileOfRun");
  }

  @Override
  public void write(String requestId, String text) throws IOException {
    if (closed) {
      throw new IOException("output is closed");
    }
    while (true) {
      RunFile file = files.computeIfAbsent(requestId, RunFile::new);
      synchronized (file) {
        if (file.ended) {
          files.remove(requestId, file);
          continue;
        }
        file.write(text);
        return;
      }
    }
  }

  @Override
  public void endRun(String requestId) throws IOException {
    RunFile file = files.remove(requestId);
    if (file != null) {
      synchronized (file) {
        file.end();
      }
    }
  }

  @Override
  public void close() throws IOException {
    closed = true;
    IOException first = null;
    for (String requestId : List.copyOf(files.keySet())) {
      try {
        endRun(requestId);
      } catch (IOException e) {
        if (first == null) {
          first = e;
        } else {
          first.addSuppressed(e);
        }
      }
    }
    if (first != null) {
      throw first;
    }
  }

  /** The open file of one run. Guarded by its own monitor. */
  private final class RunFile {
    private final String requestId;
    private @Nullable LineFile writer;
    private boolean ended;

    RunFile(String requestId) {
      this.requestId = requestId;
    }

    void write(String text) throws IOException {
      LineFile w = writer;
      if (w == null) {
        Path path = fileOfRun.apply(RunFolder.create(root, requestId, clock));
        w = LineFile.open(path);
        writer = w;
      }
      w.append(text);
    }

    void end() throws IOException {
      ended = true;
      LineFile w = writer;
      writer = null;
      if (w != null) {
        w.close();
      }
    }
  }
}
