package dev.autopilot.playwright;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * What the tests' own browser and server processes share (a Chromium with its DevTools port open,
 * a Playwright server): finding the {@code ws://} endpoint the process prints when it is ready,
 * and killing it with every process it started, at once, as a machine that dies would.
 */
final class EndpointProcesses {
  private EndpointProcesses() {}

  /**
   * Reads a process's output (its standard output, with its errors redirected into it) up to
   * the first line that starts with {@code readyLine} and holds a {@code ws://} URL; the rest of
   * the output is then read and dropped on a daemon thread, so that the process never blocks on
   * a full pipe.
   *
   * @param process the process, started with its error stream redirected
   * @param readyLine how the line that announces the endpoint starts, such as {@code "Listening on"}
   * @return the URL, from {@code ws://} to the end of the line; empty when the output ended first
   * @throws IOException when the output cannot be read
   */
  static Optional<String> announcedEndpoint(Process process, String readyLine) throws IOException {
    BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      int at = line.indexOf("ws://");
      if (line.startsWith(readyLine) && at >= 0) {
        Thread drain = new Thread(() -> {
          try {
            out.transferTo(Writer.nullWriter());
          } catch (IOException e) {
            // the process ended
          }
        });
        drain.setDaemon(true);
        drain.start();
        return Optional.of(line.substring(at).trim());
      }
    }
    return Optional.empty();
  }

  /**
   * Kills a process and every process it started, forcibly and at once; returns once the
   * process has ended (or after ten seconds) and each of the others has ended (or after {@code
   * othersBound} each).
   *
   * @param process the process
   * @param othersBound how long to wait for each process it started, a failsafe bound
   */
  static void killTree(Process process, Duration othersBound) {
    List<ProcessHandle> others = process.descendants().toList();
    process.destroyForcibly();
    for (ProcessHandle other : others) {
      other.destroyForcibly();
    }
    try {
      process.waitFor(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (ProcessHandle other : others) {
      other.onExit().completeOnTimeout(other, othersBound.toMillis(), TimeUnit.MILLISECONDS).join();
    }
  }
}
