package dev.autopilot.assist;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.testkit.AssistPluginContract;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The browser-extension assist, driving the test extension in a real Chromium, passes the assist
 * plugin contract: the count it reports is the fields still changed at the end (the test
 * extension's last name, filled and emptied again, is not among them).
 */
class BrowserExtensionAssistContractIT extends AssistPluginContract {
  static final String FORM = """
      <!doctype html><title>Contact us</title><form action="/sent" onsubmit="document.body.append('Application sent'); return false">
      <p><label>First name <input name="first_name"></label></p>
      <p><label>Last name <input name="last_name"></label></p>
      <p><label>Email <input name="email" type="email"></label></p>
      <p><label>Phone <input name="phone" type="tel"></label></p>
      <button>Send</button></form>""";

  private static @Nullable PlaywrightBrowser browser;

  @BeforeAll
  static void launch() {
    browser = PlaywrightBrowser.launch(BrowserConfig.builder().addExtension(BrowserExtensionAssistIT.TEST_AUTOFILL).build());
  }

  @AfterAll
  static void shutDown() {
    PlaywrightBrowser b = browser;
    browser = null;
    if (b != null) {
      b.close();
    }
  }

  @Override
  protected BrowserSession newSession() {
    return Objects.requireNonNull(browser, "no browser").newSession();
  }

  @Override
  protected String formPage() {
    server().page("extension/contact.html", FORM);
    return "extension/contact.html";
  }

  @Override
  protected AssistPlugin plugin() {
    return ExtensionAssist.builder(BrowserExtensionAssistIT.TEST_AUTOFILL, BrowserExtensionAssistIT.TRIGGER).deadline(Duration.ofSeconds(1)).build();
  }

  @Override
  protected SnapshotProvider snapshotProvider() {
    return PlaywrightSnapshotProvider.create();
  }
}
