package dev.autopilot.playwright.internal.session;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The DevTools port of a Chromium that a Playwright driver launched with {@link #LAUNCH_ARG}: a
 * second way into the browser, independent of Playwright's connection, so that another thread can
 * end a page's script while the page's owner thread is blocked in a call (Playwright objects may
 * not be used from two threads). The port listens on 127.0.0.1 only; Chromium writes it to the
 * file {@code DevToolsActivePort} of its profile folder, which is found through the browser
 * process's command line. Thread-safe and immutable.
 */
public final class DevToolsPort {
  private static final Logger LOG = LoggerFactory.getLogger(DevToolsPort.class);

  /** The switch that opens the port: Chromium chooses a free one. */
  public static final String LAUNCH_ARG = "--remote-debugging-port=0";

  private static final String PROFILE_ARG = "--user-data-dir=";
  private static final long WAIT_MILLIS = 3_000;

  private final int port;

  private DevToolsPort(int port) {
    this.port = port;
  }

  /**
   * The port of the browser launched by this driver, when it can be found within a few seconds;
   * empty for a remote browser or when the platform hides process command lines.
   *
   * @param driver the Playwright driver that launched the browser
   * @return the port, or empty when it was not found in time
   */
  public static Optional<DevToolsPort> of(DriverProcess driver) {
    long end = System.nanoTime() + WAIT_MILLIS * 1_000_000L;
    do {
      for (ProcessHandle p : driver.descendants()) {
        Optional<Path> profile = profileOf(p.info().arguments().map(List::of).orElse(List.of()));
        if (profile.isPresent()) {
          Optional<Integer> port = readPort(profile.get().resolve("DevToolsActivePort"));
          if (port.isPresent()) {
            return Optional.of(new DevToolsPort(port.get()));
          }
        }
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Optional.empty();
      }
    } while (System.nanoTime() < end);
    LOG.debug("the browser's DevTools port was not found; a hung page script can only be ended by ending the browser");
    return Optional.empty();
  }

  /** The profile folder of a browser process started with the DevTools port, from its arguments. */
  static Optional<Path> profileOf(List<String> args) {
    if (!args.contains(LAUNCH_ARG)) {
      return Optional.empty();
    }
    return args.stream().filter(a -> a.startsWith(PROFILE_ARG)).findFirst().map(a -> Path.of(a.substring(PROFILE_ARG.length())));
  }

  private static Optional<Integer> readPort(Path file) {
    try {
      List<String> lines = Files.readAllLines(file);
      return lines.isEmpty() || lines.get(0).isBlank() ? Optional.empty() : Optional.of(Integer.parseInt(lines.get(0).strip()));
    } catch (IOException | NumberFormatException e) {
      return Optional.empty();
    }
  }

  /**
   * {@return the WebSocket address of a page target of this browser, on 127.0.0.1}
   *
   * @param targetId the page's DevTools target id
   */
  public URI page(String targetId) {
    return URI.create("ws://127.0.0.1:" + port + "/devtools/page/" + targetId);
  }
}
