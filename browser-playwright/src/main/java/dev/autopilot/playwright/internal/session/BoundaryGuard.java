package dev.autopilot.playwright.internal.session;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Request;
import com.microsoft.playwright.Route;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.HostBoundary;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Keeps a session's browser context inside a {@link HostBoundary}: a route on every request
 * aborts each document request the page starts (a navigation, a form submission, in the page or
 * a frame) to a URL the boundary refuses, before it is sent, and remembers the first refusal.
 * A redirect is followed by the browser itself, without a route: its hop to a refused host is
 * seen as it starts and remembered, so the run stops before any input or submit there.
 * Subresources (images, scripts, fetches) are let through. Playwright calls the route on the
 * thread that drives the page; the violation is readable from any thread.
 */
public final class BoundaryGuard {
  private volatile @Nullable HostBoundary boundary;
  private volatile @Nullable String violation;
  private boolean installed;

  /**
   * Installs the route on first use; later calls only change the boundary. Clears the last
   * violation.
   *
   * @param context the session's context, whose requests the route answers or refuses; the same
   *     one on every call
   * @param boundary the hosts the session's requests may reach from now on
   */
  public void install(BrowserContext context, HostBoundary boundary) {
    this.boundary = boundary;
    this.violation = null;
    if (!installed) {
      Consumer<Route> handler = this::route;
      context.route(url -> true, handler);
      context.onRequest(this::observe);
      installed = true;
    }
  }

  /** {@return the boundary set last, or null when none was} */
  public @Nullable HostBoundary boundary() {
    return boundary;
  }

  /** {@return the first refusal since the boundary was set, saying what was refused; null when none} */
  public @Nullable String violation() {
    return violation;
  }

  /**
   * Refuses a URL the session is asked to open when it is outside the boundary.
   *
   * @param url the URL about to be opened; anything is allowed while no boundary is set
   * @throws BrowserException with {@link ErrorCode#URL_NOT_ALLOWED} for a refused scheme or
   *     credentials, {@link ErrorCode#HOST_NOT_ALLOWED} for a refused host
   */
  public void checkNavigation(String url) {
    HostBoundary b = boundary;
    if (b == null) {
      return;
    }
    String why = b.refusal(url);
    if (why != null) {
      ErrorCode code = why.startsWith("the host") ? ErrorCode.HOST_NOT_ALLOWED : ErrorCode.URL_NOT_ALLOWED;
      throw new BrowserException(code, "not opened, outside the run's boundary: " + why, null, "navigate", null, null);
    }
  }

  /**
   * After a navigation: fails when it was stopped or redirected outside the boundary.
   *
   * @param url the URL the page landed on
   * @throws BrowserException with {@link ErrorCode#HOST_NOT_ALLOWED}
   */
  public void checkLanded(String url) {
    HostBoundary b = boundary;
    if (b == null) {
      return;
    }
    String why = b.refusal(url);
    if (why != null && !url.startsWith("chrome-error:")) {
      record("a navigation that ended outside the boundary: " + why);
    }
    String v = violation;
    if (v != null) {
      throw new BrowserException(ErrorCode.HOST_NOT_ALLOWED, "stopped at the run's boundary: " + v, null, "navigate", null, null);
    }
  }

  private void route(Route route) {
    Request request = route.request();
    HostBoundary b = boundary;
    if (b != null && isDocument(request)) {
      String why = b.refusal(request.url());
      if (why != null) {
        record((request.redirectedFrom() != null ? "a redirect" : request.method().equals("POST") ? "a form submission" : "a navigation") + " to a URL outside the boundary: " + why);
        route.abort("blockedbyclient");
        return;
      }
    }
    route.fallback();
  }

  /** Redirect hops, which the browser follows without the route, are caught here. */
  private void observe(Request request) {
    HostBoundary b = boundary;
    if (b != null && isDocument(request) && request.redirectedFrom() != null) {
      String why = b.refusal(request.url());
      if (why != null) {
        record("a redirect to a URL outside the boundary: " + why);
      }
    }
  }

  private void record(String why) {
    if (violation == null) {
      violation = why;
    }
  }

  private static boolean isDocument(Request request) {
    String type = request.resourceType();
    return request.isNavigationRequest() || "document".equals(type);
  }
}
