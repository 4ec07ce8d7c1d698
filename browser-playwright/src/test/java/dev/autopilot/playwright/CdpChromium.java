package dev.autopilot.playwright;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * This machine's Chromium started by a test with its DevTools port open on 127.0.0.1 (a CDP
 * endpoint), on a profile folder of its own, killed with its helper processes on close.
 */
final class CdpChromium implements AutoCloseable {
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");

  private final Process process;
  private final Path profile;
  private final String endpoint;

  private CdpChromium(Process process, Path profile, String endpoint) {
    this.process = process;
    this.profile = profile;
    this.endpoint = endpoint;
  }

  static CdpChromium start() {
    try {
      // Not under @TempDir: Chromium's helper processes can still write to the profile while JUnit
      // deletes its temp folder, which fails the test for a reason that is not the test's.
      Path profile = Files.createTempDirectory("autopilot-cdp-profile");
      Process chromium = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--remote-debugging-address=127.0.0.1",
          "--remote-debugging-port=0", "--user-data-dir=" + profile, "--disable-background-networking",
          "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", "about:blank")
          .redirectErrorStream(true).start();
      return new CdpChromium(chromium, profile, devtoolsEndpoint(chromium));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The {@code ws://127.0.0.1:port/devtools/browser/...} URL. */
  String endpoint() {
    return endpoint;
  }

  /** Kills the browser and its helpers at once. */
  void kill() {
    EndpointProcesses.killTree(process, Duration.ofSeconds(5));
  }

  @Override
  public void close() {
    kill();
    deleteQuietly(profile);
  }

  /** Deletes a folder tree, best effort: a leftover profile in the temp folder fails no test. */
  private static void deleteQuietly(Path root) {
    try (java.util.stream.Stream<Path> paths = Files.walk(root)) {
      paths.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException e) {
      // gone already, or being removed by the process that held it
    }
  }

  private static String devtoolsEndpoint(Process chromium) throws IOException {
    return EndpointProcesses.announcedEndpoint(chromium, "DevTools listening on")
        .orElseThrow(() -> new IllegalStateException("chromium printed no DevTools endpoint"));
  }
}
