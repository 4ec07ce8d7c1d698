package dev.autopilot.assist;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.testkit.AssistPluginContract;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The profile autofill, on Playwright in a real Chromium, passes the assist plugin contract. */
class ProfileAutofillAssistContractIT extends AssistPluginContract {
  static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0100", "London, UK", Map.of(),
      Path.of("/tmp/ada-cv.pdf"), null, new Profile.WorkAuthorization(true, false), Profile.Consent.NONE, Map.of("Country", "United States"));

  private static @Nullable PlaywrightBrowser browser;

  @BeforeAll
  static void launch() {
    browser = PlaywrightBrowser.launch(BrowserConfig.builder().actionTimeout(Duration.ofSeconds(3)).build());
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
  protected AssistPlugin plugin() {
    return AssistPlugins.profileAutofill(JobApplicationPack.of(PROFILE), PlaywrightActionExecutor.create());
  }

  @Override
  protected SnapshotProvider snapshotProvider() {
    return PlaywrightSnapshotProvider.create();
  }
}
