package dev.autopilot.playwright.internal.session;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.options.LoadState;

/**
 * How long to wait for a page that has committed a navigation: until its document is parsed
 * ({@code DOMContentLoaded}), then for its load event only as long as the settle time allows. A
 * subresource that never finishes (a hung image, font or tracker) delays the load event forever;
 * the page is usable without it. Stateless.
 */
public final class PageSettle {
  /** How long, at most, to wait for the load event after the document is ready. */
  public static final long LOAD_SETTLE_MILLIS = 1_500;

  private PageSettle() {}

  /**
   * Waits for the document within the deadline, then for the load event for at most
   * {@link #LOAD_SETTLE_MILLIS} of what is left.
   *
   * @param page the page whose navigation committed
   * @param deadline the navigation's deadline
   * @throws TimeoutError when the document is not ready by the deadline
   */
  public static void afterCommit(Page page, Deadline deadline) {
    page.waitForLoadState(LoadState.DOMCONTENTLOADED, new Page.WaitForLoadStateOptions().setTimeout(deadline.remaining()));
    try {
      page.waitForLoadState(LoadState.LOAD, new Page.WaitForLoadStateOptions().setTimeout(deadline.atMost(LOAD_SETTLE_MILLIS)));
    } catch (TimeoutError e) {
      // a subresource is still loading: the document is ready, go on
    }
  }
}
