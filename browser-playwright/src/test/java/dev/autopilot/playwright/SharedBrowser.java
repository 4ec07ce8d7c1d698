package dev.autopilot.playwright;

import java.time.Duration;
import java.util.Objects;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One headless browser (3 s action timeout) for every test class that registers this extension
 * in a test JVM: launched on first use, kept in the root extension store and closed by JUnit
 * when the run ends (a launch costs about two seconds of processor time; a session a tenth of
 * that). A browser that is no longer connected is replaced.
 */
final class SharedBrowser implements BeforeAllCallback {
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedBrowser.class);

  private PlaywrightBrowser browser;

  @Override
  public void beforeAll(ExtensionContext context) {
    ExtensionContext.Store store = context.getRoot().getStore(NAMESPACE);
    PlaywrightBrowser shared = store.get("browser", PlaywrightBrowser.class);
    if (shared != null && !shared.isConnected()) {
      store.remove("browser", PlaywrightBrowser.class).close();
    }
    browser = store.getOrComputeIfAbsent("browser",
        key -> PlaywrightBrowser.launch(BrowserConfig.builder().actionTimeout(Duration.ofSeconds(3)).build()), PlaywrightBrowser.class);
  }

  /** {@return the shared browser} */
  PlaywrightBrowser browser() {
    return Objects.requireNonNull(browser, "the extension has not run yet");
  }

  /** A new session of the shared browser. */
  PlaywrightBrowserSession newSession() {
    return browser().newSession();
  }
}
