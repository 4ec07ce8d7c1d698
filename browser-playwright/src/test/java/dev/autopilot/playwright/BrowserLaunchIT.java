package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Launching from explicit configuration, and connecting to a running Chromium over CDP. */
class BrowserLaunchIT {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static TestServer server;

  @TempDir
  Path tmp;

  @BeforeAll
  static void start() {
    server = TestServer.start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void anExplicitExecutableIsUsed() {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(BrowserConfig.builder().executablePath(CHROMIUM).build());
        PlaywrightBrowserSession session = browser.newSession()) {
      assertEquals("configured executable " + CHROMIUM, browser.source());
      session.navigate(server.url("/pages/refs.html"));
      assertEquals("Refs", session.title());
      assertTrue(browser.isConnected());
    }
  }

  @Test
  void aBrokenExplicitExecutableFailsWithoutFallingBack() {
    Path bogus = tmp.resolve("no-such-browser");
    BrowserException e = assertThrows(BrowserException.class,
        () -> PlaywrightBrowser.launch(BrowserConfig.builder().executablePath(bogus).launchTimeout(java.time.Duration.ofSeconds(5)).build()));
    assertEquals(ErrorCode.BROWSER_UNAVAILABLE, e.code());
    assertTrue(e.getMessage().contains(bogus.toString()), e.getMessage());
    assertFalse(e.isRetriable());
  }

  @Test
  void connectsToARunningChromiumOverCdp() throws IOException, InterruptedException {
    // Not under @TempDir: Chromium's helper processes can still write to the profile while JUnit
    // deletes its temp folder, which fails the test for a reason that is not the test's.
    Path profile = Files.createTempDirectory("autopilot-cdp-profile");
    Process chromium = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--remote-debugging-address=127.0.0.1",
        "--remote-debugging-port=0", "--user-data-dir=" + profile, "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", "about:blank")
        .redirectErrorStream(true).start();
    try {
      String endpoint = devtoolsEndpoint(chromium);
      try (PlaywrightBrowser browser = PlaywrightBrowser.launch(BrowserConfig.builder().connectOverCdp(endpoint).build());
          PlaywrightBrowserSession session = browser.newSession()) {
        assertTrue(browser.source().startsWith("remote browser at ws://127.0.0.1:"), browser.source());
        session.navigate(server.url("/pages/refs.html"));
        assertEquals("Refs", session.title());
      }
    } finally {
      List<ProcessHandle> helpers = chromium.descendants().toList();
      chromium.destroy();
      if (!chromium.waitFor(5, TimeUnit.SECONDS)) {
        chromium.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
      for (ProcessHandle helper : helpers) {
        helper.destroyForcibly();
        helper.onExit().completeOnTimeout(helper, 5, TimeUnit.SECONDS).join();
      }
      deleteQuietly(profile);
    }
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
    BufferedReader out = new BufferedReader(new InputStreamReader(chromium.getInputStream(), StandardCharsets.UTF_8));
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      int at = line.indexOf("ws://");
      if (line.startsWith("DevTools listening on") && at >= 0) {
        Thread drain = new Thread(() -> {
          try {
            out.transferTo(java.io.Writer.nullWriter());
          } catch (IOException e) {
            // the process ended
          }
        });
        drain.setDaemon(true);
        drain.start();
        return line.substring(at).trim();
      }
    }
    throw new AssertionError("chromium printed no DevTools endpoint");
  }
}
