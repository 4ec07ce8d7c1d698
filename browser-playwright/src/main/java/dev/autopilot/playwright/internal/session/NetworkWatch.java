package dev.autopilot.playwright.internal.session;

import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Request;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.options.LoadState;
import dev.autopilot.core.model.SentRequest;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Watches the page's network while an action runs, to tell when the page has settled and which
 * response the action caused: the main-frame document response (after redirects) first, else the
 * last non-GET fetch/XHR response, else the last fetch/XHR response.
 *
 * <p>Listeners are registered by {@link #start} and removed by {@link #close}. Playwright calls
 * them on the thread that drives the page, so no synchronization is needed; not thread-safe.
 */
public final class NetworkWatch implements AutoCloseable {

  /** Which requests count. */
  public enum Scope {
    /** Main-frame navigations and fetch/XHR requests: what a form submission causes. */
    NAVIGATION_AND_FETCH,
    /** Every request: for network idleness. */
    ALL
  }

  private final Page page;
  private final Scope scope;
  private final Set<Request> inflight = new HashSet<>();
  private final Set<Request> awaitingRedirect = new HashSet<>();
  private int started;
  private boolean navigationStarted;
  private boolean committed;
  private boolean navigationEnded;
  private long lastActivityNanos = System.nanoTime();
  private @Nullable Response navigationResponse;
  private @Nullable Response mutationResponse;
  private @Nullable Response fetchResponse;
  /** Requests that may carry a form, in the order they started, with how they ended. */
  private final Map<Request, Sent> sent = new LinkedHashMap<>();

  private final Consumer<Request> onRequest = this::requestStarted;
  private final Consumer<Response> onResponse = this::responseReceived;
  private final Consumer<Request> onFinished = this::requestFinished;
  private final Consumer<Request> onFailed = this::requestFailed;
  private final Consumer<Frame> onNavigated = this::frameNavigated;
  private final Consumer<Download> onDownload = d -> navigationEnded = true;

  private NetworkWatch(Page page, Scope scope) {
    this.page = page;
    this.scope = scope;
  }

  /**
   * Starts watching; close the watch when done.
   *
   * @param page the page, owned by the calling thread
   * @param scope which requests count
   * @return the watch; the caller closes it, which removes its listeners
   */
  public static NetworkWatch start(Page page, Scope scope) {
    NetworkWatch w = new NetworkWatch(page, scope);
    page.onRequest(w.onRequest);
    page.onResponse(w.onResponse);
    page.onRequestFinished(w.onFinished);
    page.onRequestFailed(w.onFailed);
    page.onFrameNavigated(w.onNavigated);
    page.onDownload(w.onDownload);
    return w;
  }

  /**
   * Waits until what the action started has finished: if no request starts within
   * {@code graceMillis}, nothing did; otherwise until every watched request finished, redirects
   * were followed, and a committed navigation reached its load event.
   *
   * @param deadline the action's deadline
   * @param graceMillis how long the first request may take to start
   * @return false when the deadline passed first
   * @throws PlaywrightException when the page died meanwhile
   */
  public boolean settle(Deadline deadline, long graceMillis) {
    if (started == 0 && !committed) {
      try {
        page.waitForCondition(() -> started > 0 || committed, new Page.WaitForConditionOptions().setTimeout(deadline.atMost(graceMillis)));
      } catch (TimeoutError e) {
        return true;
      }
    }
    try {
      page.waitForCondition(this::quiet, new Page.WaitForConditionOptions().setTimeout(deadline.remaining()));
      if (committed) {
        PageSettle.afterCommit(page, deadline);
      }
      return true;
    } catch (TimeoutError e) {
      return false;
    }
  }

  /**
   * Waits until no watched request has been in flight for {@code quietMillis}.
   *
   * @param deadline the action's deadline
   * @param quietMillis how long the network must stay quiet
   * @throws TimeoutError when the deadline passes first
   */
  public void awaitIdle(Deadline deadline, long quietMillis) {
    long quietNanos = quietMillis * 1_000_000L;
    page.waitForCondition(() -> inflight.isEmpty() && System.nanoTime() - lastActivityNanos >= quietNanos,
        new Page.WaitForConditionOptions().setTimeout(deadline.remaining()));
  }

  /** {@return whether a main-frame navigation started and has neither committed nor ended (no answer yet)} */
  public boolean navigationPending() {
    return navigationStarted && !committed && !navigationEnded;
  }

  /**
   * Stops the page's loading (DevTools {@code Page.stopLoading}, through a DevTools session opened
   * for this only): a main-frame navigation whose request got no answer. Until such a navigation
   * commits, Chromium's page answers no script, not over Playwright and not over DevTools, so
   * every later read of the page would hang until the session's call deadline and end the
   * browser. The request already sent is not taken back: the form may have arrived.
   *
   * @return whether the loading was stopped; false when the browser has no DevTools protocol
   */
  public boolean stopLoading() {
    try {
      CDPSession cdp = page.context().newCDPSession(page);
      try {
        cdp.send("Page.stopLoading");
      } finally {
        cdp.detach();
      }
      navigationEnded = true;
      return true;
    } catch (PlaywrightException e) {
      return false;
    }
  }

  /** {@return whether a main-frame navigation started or committed while watching} */
  public boolean navigated() {
    return navigationStarted || committed;
  }

  /** {@return the response the action caused, or null when none was seen} */
  public @Nullable Response mainResponse() {
    if (navigationResponse != null) {
      return navigationResponse;
    }
    return mutationResponse != null ? mutationResponse : fetchResponse;
  }

  private boolean quiet() {
    return inflight.isEmpty() && awaitingRedirect.isEmpty() && (!navigationStarted || committed || navigationEnded);
  }

  private boolean isMainNavigation(Request r) {
    if (!r.isNavigationRequest()) {
      return false;
    }
    try {
      return r.frame() == page.mainFrame();
    } catch (PlaywrightException e) {
      return false;
    }
  }

  private static boolean isFetch(Request r) {
    String type = r.resourceType();
    return "fetch".equals(type) || "xhr".equals(type);
  }

  private boolean watched(Request r) {
    return scope == Scope.ALL || isFetch(r) || isMainNavigation(r);
  }

  private void requestStarted(Request r) {
    lastActivityNanos = System.nanoTime();
    SentRequest.Kind kind = evidenceKind(r);
    if (kind != null) {
      sent.put(r, new Sent(r.method(), kind, r.url()));
    }
    Request from = r.redirectedFrom();
    if (from != null) {
      awaitingRedirect.remove(from);
    }
    if (!watched(r)) {
      return;
    }
    inflight.add(r);
    started++;
    if (isMainNavigation(r)) {
      navigationStarted = true;
    }
  }

  private void responseReceived(Response response) {
    Request r = response.request();
    Sent rec = sent.get(r);
    if (rec != null) {
      rec.status = response.status();
    }
    if (!inflight.contains(r)) {
      return;
    }
    int status = response.status();
    if (status == 301 || status == 302 || status == 303 || status == 307 || status == 308) {
      awaitingRedirect.add(r);
    }
    if (isMainNavigation(r)) {
      navigationResponse = response;
      if (status == 204 || status == 205) {
        navigationEnded = true;
      }
    } else if (isFetch(r)) {
      fetchResponse = response;
      if (!"GET".equals(r.method())) {
        mutationResponse = response;
      }
    }
  }

  private void requestFinished(Request r) {
    lastActivityNanos = System.nanoTime();
    inflight.remove(r);
  }

  private void requestFailed(Request r) {
    lastActivityNanos = System.nanoTime();
    Sent rec = sent.get(r);
    if (rec != null) {
      String failure = r.failure();
      rec.failure = failure == null || failure.isBlank() ? "failed" : failure;
    }
    inflight.remove(r);
    awaitingRedirect.remove(r);
    if (isMainNavigation(r)) {
      navigationEnded = true;
    }
  }

  private void frameNavigated(Frame frame) {
    if (frame == page.mainFrame()) {
      committed = true;
    }
  }

  /**
   * The requests sent while watching that may carry a form: main-frame navigations, fetch, XHR,
   * beacons, and any other request that is not a GET of a static asset; URLs without query or
   * fragment.
   *
   * @param allowed tells whether a request's URL goes to a host the run allows
   * @return the requests in the order sent, with how each ended; empty when none was sent
   */
  public List<SentRequest> sent(java.util.function.Predicate<String> allowed) {
    List<SentRequest> out = new ArrayList<>();
    for (Sent s : sent.values()) {
      String bare = s.url;
      try {
        URI u = URI.create(s.url);
        bare = new URI(u.getScheme(), u.getAuthority(), u.getPath(), null, null).toString();
      } catch (IllegalArgumentException | java.net.URISyntaxException e) {
        int q = bare.indexOf('?');
        bare = q < 0 ? bare : bare.substring(0, q);
      }
      // A failure after a response (an aborted body) still got its answer.
      String failure = s.status != null ? null : s.failure;
      out.add(new SentRequest(s.method, s.kind, bare, allowed.test(s.url), s.status, failure));
    }
    return out;
  }

  /** {@return whether a request that may carry a form (a beacon aside) is still waiting for its answer} */
  public boolean sendingOutstanding() {
    return sent.values().stream().anyMatch(s -> s.kind != SentRequest.Kind.BEACON && s.status == null && s.failure == null);
  }

  private SentRequest.@Nullable Kind evidenceKind(Request r) {
    String type = r.resourceType();
    if (isMainNavigation(r)) {
      return SentRequest.Kind.DOCUMENT;
    }
    if ("fetch".equals(type)) {
      return SentRequest.Kind.FETCH;
    }
    if ("xhr".equals(type)) {
      return SentRequest.Kind.XHR;
    }
    if ("ping".equals(type) || "beacon".equals(type)) {
      return SentRequest.Kind.BEACON;
    }
    boolean asset = switch (type) {
      case "stylesheet", "image", "media", "font", "script", "texttrack", "manifest", "eventsource", "websocket" -> true;
      default -> false;
    };
    return !asset && !"GET".equals(r.method()) ? SentRequest.Kind.OTHER : null;
  }

  /** A request that may carry a form, and how it ended so far. */
  private static final class Sent {
    final String method;
    final SentRequest.Kind kind;
    final String url;
    @Nullable Integer status;
    @Nullable String failure;

    Sent(String method, SentRequest.Kind kind, String url) {
      this.method = method;
      this.kind = kind;
      this.url = url;
    }
  }

  @Override
  public void close() {
    page.offRequest(onRequest);
    page.offResponse(onResponse);
    page.offRequestFinished(onFinished);
    page.offRequestFailed(onFailed);
    page.offFrameNavigated(onNavigated);
    page.offDownload(onDownload);
  }
}
