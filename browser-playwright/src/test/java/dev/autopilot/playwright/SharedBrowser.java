package dev.autopilot.playwright;

import java.time.Duration;
import java.util.Objects;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One headless browser for every test class that registers this extension in a test run:
 * launched on first use, kept in the root extension store and closed by JUnit when the run ends
 * (a launch costs about two seconds; a session costs milliseconds).
 */
final class SharedBrowser implements BeforeAllCallback {
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedBrowser.class);

  private PlaywrightBrowser browser;

  @Override
  public void beforeAll(ExtensionContext context) {
    browser = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent("browser",
        key -> PlaywrightBrowser.launch(BrowserConfig.builder().actionTimeout(Duration.ofSeconds(3)).build()), PlaywrightBrowser.class);
  }

  /** A new session of the shared browser. */
  PlaywrightBrowserSession newSession() {
    return Objects.requireNonNull(browser, "the extension has not run yet").newSession();
  }
}
