package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Launching from explicit configuration, and connecting to a running Chromium over CDP. */
class BrowserLaunchIT {
  private static final Path CHROMIUM = CdpChromium.CHROMIUM;
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
  void connectsToARunningChromiumOverCdp() {
    try (CdpChromium chromium = CdpChromium.start();
        PlaywrightBrowser browser = PlaywrightBrowser.launch(BrowserConfig.builder().connectOverCdp(chromium.endpoint()).build());
        PlaywrightBrowserSession session = browser.newSession()) {
      assertTrue(browser.source().startsWith("remote browser at ws://127.0.0.1:"), browser.source());
      session.navigate(server.url("/pages/refs.html"));
      assertEquals("Refs", session.title());
    }
  }
}
