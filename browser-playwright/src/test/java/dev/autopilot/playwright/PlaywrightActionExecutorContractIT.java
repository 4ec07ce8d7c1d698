package dev.autopilot.playwright;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.Verifier;
import dev.autopilot.testkit.ActionExecutorContract;
import org.junit.jupiter.api.extension.RegisterExtension;

class PlaywrightActionExecutorContractIT extends ActionExecutorContract {
  @RegisterExtension
  static final SharedBrowser BROWSER = new SharedBrowser();

  @Override
  protected BrowserSession newSession() {
    return BROWSER.newSession();
  }

  @Override
  protected ActionExecutor executor() {
    return PlaywrightActionExecutor.create();
  }

  @Override
  protected Verifier verifier() {
    return PlaywrightVerifier.create();
  }

  @Override
  protected SnapshotProvider snapshotProvider() {
    return PlaywrightSnapshotProvider.create();
  }
}
