package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.internal.act.Gestures.failed;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.options.WaitForSelectorState;
import com.microsoft.playwright.options.WaitUntilState;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.playwright.internal.session.Deadline;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.session.NetworkWatch;
import dev.autopilot.playwright.internal.session.PageSettle;

/**
 * {@code wait_for} (a selector or text shown, a URL reached, the network idle) and {@code
 * refresh_soft} (a reload, awaited as any navigation). Stateless.
 */
public final class Waits {
  /** The quiet period of {@code wait_for NETWORK_IDLE}. */
  private static final long IDLE_MILLIS = 500;

  private Waits() {}

  static ExecutionResult waitFor(Page page, Action.WaitFor action, Deadline d) {
    try {
      switch (action.condition()) {
        case SELECTOR -> page.locator(action.value()).first()
            .waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE).setTimeout(d.remaining()));
        case TEXT -> page.getByText(action.value()).first()
            .waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE).setTimeout(d.remaining()));
        case URL -> page.waitForURL(url -> UrlMatch.matches(action.value(), url), new Page.WaitForURLOptions().setTimeout(d.remaining()));
        case NETWORK_IDLE -> {
          try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.ALL)) {
            watch.awaitIdle(d, IDLE_MILLIS);
          }
        }
      }
    } catch (TimeoutError e) {
      return failed(action, ErrorCode.ACTION_TIMEOUT, "wait_for " + action.condition() + " did not hold within " + d.totalMillis() + " ms", d);
    } catch (PlaywrightException e) {
      if (Failures.isClosed(e)) {
        throw e;
      }
      return failed(action, ErrorCode.ACTION_FAILED, "wait_for " + action.condition() + " failed: " + Failures.summary(e), d);
    }
    return ExecutionResult.performed(action, "wait_for " + action.condition() + " held", null, d.elapsedMillis());
  }

  static ExecutionResult refresh(Page page, Action.RefreshSoft action, Deadline d) {
    String before = page.url();
    Response r = page.reload(new Page.ReloadOptions().setWaitUntil(WaitUntilState.DOMCONTENTLOADED).setTimeout(d.remaining()));
    PageSettle.afterCommit(page, d);
    Integer status = r == null ? null : r.status();
    return ExecutionResult.performed(action, "reloaded" + (status == null ? "" : "; response HTTP " + status),
        new Navigation(before, page.url(), status, r == null ? null : r.url()), d.elapsedMillis());
  }
}
