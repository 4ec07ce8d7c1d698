package dev.autopilot.extract.internal;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Request;
import com.microsoft.playwright.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Keeps an extraction read-only at the network: while installed, a route aborts every document
 * request (a navigation or a form submission, in the page or a frame) whose method is not GET,
 * before it is sent, and remembers it. Other requests fall through to the session's own routes
 * (its host boundary). Installed for one extraction and removed after; used on the thread that
 * drives the page.
 */
public final class ReadOnlyGuard implements AutoCloseable {
  private final BrowserContext context;
  private final Predicate<String> all = url -> true;
  private final Consumer<Route> handler = this::route;
  private final List<String> refused = new ArrayList<>();

  private ReadOnlyGuard(BrowserContext context) {
    this.context = context;
  }

  /**
   * Installs the guard on a context.
   *
   * @param context the browser context whose pages the extraction reads
   * @return the installed guard; the caller closes it when the extraction ends
   */
  public static ReadOnlyGuard install(BrowserContext context) {
    ReadOnlyGuard g = new ReadOnlyGuard(context);
    context.route(g.all, g.handler);
    return g;
  }

  /**
   * The non-GET navigations aborted so far, as "METHOD url".
   *
   * @return a copy, in the order they were aborted; empty when none was
   */
  public synchronized List<String> refused() {
    return List.copyOf(refused);
  }

  private void route(Route route) {
    Request r = route.request();
    if ((r.isNavigationRequest() || "document".equals(r.resourceType())) && !"GET".equalsIgnoreCase(r.method())) {
      synchronized (this) {
        refused.add(r.method() + " " + r.url());
      }
      route.abort("blockedbyclient");
      return;
    }
    route.fallback();
  }

  @Override
  public void close() {
    try {
      context.unroute(all, handler);
    } catch (RuntimeException e) {
      // the context is closed: its routes went with it
    }
  }
}
