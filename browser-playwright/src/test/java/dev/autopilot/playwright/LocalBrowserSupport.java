package dev.autopilot.playwright;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.PlaywrightException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The browser of the test JVM ({@link SharedBrowser}: 3 s action timeout, launched once and
 * closed when the run ends) and one local server per test class. Pages come only from the server
 * on 127.0.0.1. Every context a class opened is closed after it, so the next class starts from
 * a browser with no page, as a launch would give it. The fields are static and shared by every
 * subclass: test classes built on it run one at a time.
 */
abstract class LocalBrowserSupport {
  @RegisterExtension
  static final SharedBrowser SHARED = new SharedBrowser();

  static PlaywrightBrowser browser;
  static TestServer server;

  @BeforeAll
  static void startBrowser() {
    server = TestServer.start();
    browser = SHARED.browser();
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      closeContexts(browser);
      browser = null;
    }
    if (server != null) {
      server.close();
    }
  }

  /** Closes every context of the browser: what a test class opened and left open. */
  static void closeContexts(PlaywrightBrowser browser) {
    if (!browser.isConnected()) {
      return;
    }
    for (BrowserContext context : List.copyOf(browser.unwrap(Browser.class).contexts())) {
      try {
        context.close();
      } catch (PlaywrightException e) {
        // already closing with its page; the next class gets a fresh context either way
      }
    }
  }
}
