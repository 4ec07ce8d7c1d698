package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A real Playwright server ({@code playwright run-server}, the npm package at the Java client's
 * exact version that the build installs into {@code target/playwright-server}) listening on
 * 127.0.0.1. Started with {@code --unsafe} so that it launches the executable a client names (this
 * machine's Chromium) rather than a browser of its own download.
 */
final class PlaywrightServerProcess implements AutoCloseable {
  private final Process process;
  private final String endpoint;
  private final int port;

  private PlaywrightServerProcess(Process process, String endpoint, int port) {
    this.process = process;
    this.endpoint = endpoint;
    this.port = port;
  }

  /** Starts a server on a free port. */
  static PlaywrightServerProcess start() {
    return start(0);
  }

  /** Starts a server on this port (0: a free one); returns once it listens. */
  static PlaywrightServerProcess start(int port) {
    Path dir = Path.of(System.getProperty("autopilot.playwright.server.dir", "target/playwright-server"));
    Path cli = dir.resolve("node_modules/playwright/cli.js");
    if (!Files.isRegularFile(cli)) {
      throw new IllegalStateException(cli + " is missing: the build installs it (mvn verify runs npm-playwright-server)");
    }
    assertEquals(System.getProperty("autopilot.playwright.version"), npmVersion(dir), "the server's playwright must be the Java client's exact version");
    try {
      Process process = new ProcessBuilder("node", cli.toString(), "run-server", "--host", "127.0.0.1", "--port", Integer.toString(port),
          "--path", "/pw", "--unsafe").redirectErrorStream(true).start();
      Optional<String> endpoint = EndpointProcesses.announcedEndpoint(process, "Listening on");
      if (endpoint.isPresent()) {
        int listening = Integer.parseInt(endpoint.get().replaceAll("^ws://127\\.0\\.0\\.1:(\\d+)/.*$", "$1"));
        return new PlaywrightServerProcess(process, endpoint.get(), listening);
      }
      throw new IllegalStateException("the Playwright server printed no endpoint (exit " + process.waitFor() + ")");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static String npmVersion(Path dir) {
    try {
      return new ObjectMapper().readTree(dir.resolve("node_modules/playwright-core/package.json").toFile()).get("version").asText();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The {@code ws://127.0.0.1:port/pw} URL clients connect to. */
  String endpoint() {
    return endpoint;
  }

  /** The command lines of the browsers the server runs now. */
  List<String> browserCommands() {
    return process.descendants().map(p -> p.info().command().orElse("")).filter(c -> c.contains("chrom")).distinct().toList();
  }

  int port() {
    return port;
  }

  /** Kills the server and every browser it launched at once, as a machine that dies would. */
  void kill() {
    EndpointProcesses.killTree(process, Duration.ofSeconds(10));
  }

  @Override
  public void close() {
    kill();
  }
}
