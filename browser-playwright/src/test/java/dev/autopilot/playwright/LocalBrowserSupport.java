package dev.autopilot.playwright;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * One browser (3 s action timeout) and one local server per test class, started before its
 * tests and closed after them. Pages come only from the server on 127.0.0.1. The fields are
 * static and shared by every subclass: test classes built on it run one at a time.
 */
abstract class LocalBrowserSupport {
  static PlaywrightBrowser browser;
  static TestServer server;

  @BeforeAll
  static void startBrowser() {
    server = TestServer.start();
    browser = PlaywrightBrowser.launch(BrowserConfig.builder().actionTimeout(java.time.Duration.ofSeconds(3)).build());
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      browser.close();
    }
    if (server != null) {
      server.close();
    }
  }
}
