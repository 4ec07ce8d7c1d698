package dev.autopilot.playwright.internal.session;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.Request;

/**
 * Counts the documents a page's main frame requests (navigations, form submissions, reloads),
 * so that a run can tell a page that submitted itself while it was being filled. Listens from
 * the session's start; Playwright calls it on the thread that drives the page, and the count is
 * readable from any thread.
 */
public final class PageLoads {
  private final Page page;
  private volatile long count;

  private PageLoads(Page page) {
    this.page = page;
  }

  /**
   * Starts counting the page's main-frame document requests.
   *
   * @param page the session's page
   * @return the counter, counting for the page's life
   */
  public static PageLoads watch(Page page) {
    PageLoads loads = new PageLoads(page);
    page.onRequest(loads::requested);
    return loads;
  }

  /** {@return how many documents the main frame has requested since the count began} */
  public long count() {
    return count;
  }

  private void requested(Request request) {
    if (request.isNavigationRequest() && request.frame() == page.mainFrame()) {
      count++;
    }
  }
}
