package dev.autopilot.playwright;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.testkit.SnapshotProviderContract;
import org.junit.jupiter.api.extension.RegisterExtension;

class PlaywrightSnapshotProviderContractIT extends SnapshotProviderContract {
  @RegisterExtension
  static final SharedBrowser BROWSER = new SharedBrowser();

  @Override
  protected BrowserSession newSession() {
    return BROWSER.newSession();
  }

  @Override
  protected SnapshotProvider snapshotProvider() {
    return PlaywrightSnapshotProvider.builder().isolatedSelector(FOREIGN_PANELS).build();
  }

  @Override
  protected ActionExecutor executor() {
    return PlaywrightActionExecutor.builder().noReresolution().build();
  }
}
