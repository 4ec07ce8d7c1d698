package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Tracing;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.LoadState;
import com.microsoft.playwright.options.WaitUntilState;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.PageRegion;
import dev.autopilot.core.model.RegionKind;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.proof.ClickEffect;
import dev.autopilot.playwright.internal.proof.OutcomeRegions;
import dev.autopilot.playwright.internal.session.BoundaryGuard;
import dev.autopilot.playwright.internal.session.Deadline;
import dev.autopilot.playwright.internal.session.DialogWatch;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.session.PageCallGuard;
import dev.autopilot.playwright.internal.session.PageLoads;
import dev.autopilot.playwright.internal.session.PageSettle;
import dev.autopilot.playwright.internal.session.ScreenshotMask;
import dev.autopilot.playwright.internal.session.ThreadOwner;
import dev.autopilot.playwright.internal.snapshot.MainWorld;
import dev.autopilot.playwright.internal.snapshot.RefState;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link BrowserSession} on one Playwright page in its own browser context, made by
 * {@link PlaywrightBrowser#newSession()}.
 *
 * <p>Not thread-safe: use it from the thread that owns its {@link PlaywrightBrowser}; any other
 * thread gets a {@link BrowserException} with {@link ErrorCode#BROWSER_WRONG_THREAD} at once. Only
 * {@link #close()} and {@link #id()} may be called from another thread. Methods never return null.
 *
 * <p>Navigations wait for the document and a settled page, never for every subresource (see
 * {@link #navigate}). Screenshots mask every control that can show personal data unless {@link
 * BrowserConfig#revealInputsInScreenshots()}. {@link #restrictTo} stops requests that leave the
 * run's hosts. Playwright's exceptions are wrapped in {@link BrowserException}: with
 * {@link ErrorCode#BROWSER_CRASHED} when the page, context or browser is gone, with
 * {@link ErrorCode#BROWSER_NAVIGATION_FAILED} otherwise. {@link #unwrap(Class)} gives the
 * {@link Page}, the {@link BrowserContext} and the session itself (for a wrapper that delegates
 * {@code unwrap} to it).
 *
 * <p>The session owns the ref state of its page: the ids of its frames and the refs issued in
 * them, which the snapshot provider writes and the executor and verifier read to resolve refs.
 * It lives and dies with the session; nothing else keeps page state.
 */
public final class PlaywrightBrowserSession implements BrowserSession {
  private static final Logger LOG = LoggerFactory.getLogger(PlaywrightBrowserSession.class);
  private static final String VISIBLE_TEXT = Scripts.load("session/visible-text.js");
  private static final String REFS_AT_XPATH = Scripts.load("session/refs-at-xpath.js");
  private static final String DISPATCH_EVENT = Scripts.load("session/dispatch-event.js");
  private static final double ERROR_PAGE_SETTLE_MILLIS = 1_000;

  private final String id;
  private final BrowserContext context;
  private final Page page;
  private final BrowserConfig config;
  private final ThreadOwner owner;
  private final BoundaryGuard guard = new BoundaryGuard();
  private final DialogWatch dialogs;
  private final RefState refs = new RefState();
  private final MainWorld mainWorld;
  private final PageLoads loads;
  private final PageCallGuard calls;
  private final @Nullable PlaywrightBrowser browser;
  /** What {@link #close()} closes. */
  private final Closes closes;
  private boolean tracing;
  private volatile boolean closed;
  /** The status of the document the last navigate opened, 0 when none answered. */
  private volatile int navigationStatus;

  /** What closing a session closes. */
  enum Closes {
    /** Its own context, with its page: a session of a {@link PlaywrightBrowser}. */
    CONTEXT,
    /** Its page only: a session on the shared persistent context of a browser with extensions. */
    PAGE,
    /** Nothing: a host's page wrapped by {@link AutopilotPage} lives on. */
    NOTHING
  }

  PlaywrightBrowserSession(String id, BrowserContext context, Page page, BrowserConfig config, ThreadOwner owner, PlaywrightBrowser browser, PageCallGuard calls,
      Closes closes) {
    this(id, context, page, config, owner, browser, closes, calls);
  }

  private PlaywrightBrowserSession(String id, BrowserContext context, Page page, BrowserConfig config, ThreadOwner owner,
      @Nullable PlaywrightBrowser browser, Closes closes, PageCallGuard calls) {
    this.owner = owner;
    this.calls = calls;
    this.browser = browser;
    this.loads = PageLoads.watch(page);
    this.closes = closes;
    this.id = id;
    this.context = context;
    this.page = page;
    this.config = config;
    this.dialogs = DialogWatch.attach(page);
    this.mainWorld = MainWorld.of(page);
    // Every later document of the page starts with the watch of handlers and changes that the
    // snapshot's clickables and the judgement of clicks read (ClickEffect).
    page.addInitScript(ClickEffect.START);
  }

  /**
   * A session over a page the host made and keeps, owned by the calling thread: {@link #close()}
   * leaves the page and its context open, and {@link #abort()} does nothing (the driver is the
   * host's).
   */
  static PlaywrightBrowserSession wrapping(String id, Page page) {
    return new PlaywrightBrowserSession(id, page.context(), page, BrowserConfig.defaults(), ThreadOwner.current("AutopilotPage " + id), null, Closes.NOTHING,
        PageCallGuard.of(null, () -> {}));
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String url() {
    owner.check("url");
    return page.url();
  }

  @Override
  public String title() {
    owner.check("title");
    try {
      return calls.call("reading the title", config.callTimeout(), page::title);
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not read the title", null, null, page.url());
    }
  }

  /**
   * Opens the URL and waits until its document is parsed, then for its load event at most
   * {@value PageSettle#LOAD_SETTLE_MILLIS} ms more: a hung image, font or tracker never fails a
   * navigation. An HTTP error status is not a failure: the page shows it, and the outcome
   * classifier reads it. A URL outside the session's {@linkplain #restrictTo boundary} fails
   * with {@link ErrorCode#HOST_NOT_ALLOWED} or {@link ErrorCode#URL_NOT_ALLOWED} before any
   * request.
   */
  @Override
  public void navigate(String url) {
    requireNonNull(url, "url");
    owner.check("navigate");
    guard.checkNavigation(url);
    calls.run("opening the page", config.navigationTimeout().plus(config.callTimeout()), () -> open(url));
  }

  @Override
  public int navigationStatus() {
    return navigationStatus;
  }

  private void open(String url) {
    Deadline deadline = Deadline.in(config.navigationTimeout().toMillis());
    navigationStatus = 0;
    try {
      Response response = page.navigate(url, new Page.NavigateOptions().setWaitUntil(WaitUntilState.COMMIT).setTimeout(deadline.remaining()));
      navigationStatus = response == null ? 0 : response.status();
      PageSettle.afterCommit(page, deadline);
      guard.checkLanded(page.url());
    } catch (PlaywrightException e) {
      String violation = guard.violation();
      if (violation != null) {
        throw new BrowserException(ErrorCode.HOST_NOT_ALLOWED, "stopped at the run's boundary: " + violation, null, "navigate", null, null);
      }
      String reason = e.getMessage() != null && e.getMessage().contains("ERR_TOO_MANY_REDIRECTS")
          ? "the site redirects in a loop (too many redirects), opening " : "could not open ";
      BrowserException wrapped = Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, reason + url, null, "navigate", url);
      String message = e.getMessage() == null ? "" : e.getMessage();
      if (wrapped.code() != ErrorCode.BROWSER_CRASHED && message.contains("net::ERR_") && !message.contains("net::ERR_ABORTED")) {
        settleOnErrorPage();
      }
      throw wrapped;
    }
  }

  /**
   * Chromium follows a failed navigation with its own error page, committed a moment after the
   * failure is reported; waiting for it to load leaves the session stable, so the next navigation
   * is not interrupted by it.
   */
  private void settleOnErrorPage() {
    try {
      page.waitForCondition(() -> page.url().startsWith("chrome-error:"), new Page.WaitForConditionOptions().setTimeout(ERROR_PAGE_SETTLE_MILLIS));
      page.waitForLoadState(LoadState.LOAD, new Page.WaitForLoadStateOptions().setTimeout(ERROR_PAGE_SETTLE_MILLIS));
    } catch (PlaywrightException e) {
      LOG.debug("the page did not settle after a failed navigation: {}", Failures.summary(e));
    }
  }

  @Override
  public void restrictTo(HostBoundary boundary) {
    requireNonNull(boundary, "boundary");
    owner.check("restrictTo");
    guard.install(context, boundary);
  }

  /**
   * Ends a call that hangs in this session, from any thread, by ending its browser's driver (see
   * {@link PlaywrightBrowser#abort()}): the blocked call fails with {@link ErrorCode#BROWSER_CRASHED},
   * and the browser and all its sessions are unusable afterwards.
   */
  @Override
  public boolean abort() {
    return browser != null && browser.abort();
  }

  @Override
  public long pageLoads() {
    return loads.count();
  }

  /** The boundary {@link #restrictTo} set, or null when none was: a submit's requests to its hosts are evidence. */
  @Nullable HostBoundary boundary() {
    return guard.boundary();
  }

  @Override
  public @Nullable String boundaryViolation() {
    return guard.violation();
  }

  /**
   * {@inheritDoc}
   *
   * <p>Evaluated in the main frame's document with the browser's own XPath; at most 50 matches
   * are named. An XPath the browser cannot parse matches nothing.
   */
  @Override
  public List<String> refsMatching(String xpath) {
    owner.check("refsMatching");
    try {
      Object out = calls.call("matching an XPath", config.callTimeout(), () -> page.evaluate(REFS_AT_XPATH, xpath));
      if (!(out instanceof List<?> refs)) {
        return List.of();
      }
      return refs.stream().map(String::valueOf).toList();
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not match an XPath in the page", null, null, page.url());
    }
  }

  @Override
  public String visibleText(int maxChars) {
    owner.check("visibleText");
    if (maxChars < 0) {
      throw new IllegalArgumentException("maxChars must not be negative, was " + maxChars);
    }
    try {
      Object text = calls.call("reading the page's text", config.callTimeout(), () -> page.evaluate(VISIBLE_TEXT, maxChars));
      return text == null ? "" : text.toString();
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not read the page text", null, null, page.url());
    }
  }

  /**
   * {@return the extensions of the browser this session belongs to, and what became of each}
   * See {@link PlaywrightBrowser#extensions()}; empty for a host's page wrapped by {@link
   * AutopilotPage}.
   */
  public List<BrowserExtension> extensions() {
    owner.check("extensions");
    return browser == null ? List.of() : browser.extensions();
  }

  /**
   * Asks the page's extensions to act, the way the trigger says; returns at once, without waiting
   * for what they do.
   *
   * @param trigger what the page dispatches or presses for the extensions to hear
   * @throws BrowserException when the page cannot be reached
   */
  public void trigger(ExtensionTrigger trigger) {
    requireNonNull(trigger, "trigger");
    owner.check("trigger");
    try {
      calls.call("triggering an extension", config.callTimeout(), () -> {
        if (trigger instanceof ExtensionTrigger.DomEvent event) {
          page.evaluate(DISPATCH_EVENT, event.type());
        } else if (trigger instanceof ExtensionTrigger.Keys keys) {
          page.keyboard().press(keys.shortcut());
        }
        return Boolean.TRUE;
      });
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not trigger the extension", null, null, page.url());
    }
  }

  /**
   * The visible text by region, read by one in-page script: main content, open dialogs, live
   * regions and toasts, text outside landmarks, complementary content, header, navigation and
   * footer, through open shadow roots and same-origin frames; and the messages of the JavaScript
   * dialogs opened since the last submit began.
   */
  @Override
  public List<PageRegion> outcomeRegions(int maxChars) {
    if (maxChars < 0) {
      throw new IllegalArgumentException("maxChars must not be negative, was " + maxChars);
    }
    try {
      List<PageRegion> regions = new ArrayList<>(calls.call("reading the page's regions", config.callTimeout(), () -> OutcomeRegions.read(page, maxChars)));
      for (BrowserDialog d : dialogs.sinceSubmit()) {
        if (!d.message().isBlank()) {
          regions.add(new PageRegion(RegionKind.BROWSER_DIALOG, d.message()));
        }
      }
      return List.copyOf(regions);
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not read the page's regions", null, null, page.url());
    }
  }

  /**
   * The JavaScript dialogs so far. Each was answered when it opened: a confirm that asks to send
   * the form is accepted while a submit is under way, every other dialog dismissed.
   */
  @Override
  public List<BrowserDialog> dialogs() {
    return dialogs.all();
  }

  @Override
  public Path screenshot(Path file) {
    requireNonNull(file, "file");
    owner.check("screenshot");
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
    } catch (IOException e) {
      throw new BrowserException(ErrorCode.BROWSER_EXPORT_FAILED, "cannot create the folder of " + file, null, "screenshot", page.url(), e);
    }
    try {
      // a full-page capture is page-wide work (fonts, every tile, the masks), like a navigation: on a
      // busy machine it outlasts an action's timeout, and the evidence would be lost
      Page.ScreenshotOptions options = new Page.ScreenshotOptions().setPath(file).setFullPage(true).setTimeout(config.navigationTimeout().toMillis());
      boolean mask = !config.revealInputsInScreenshots();
      calls.run("taking a screenshot", config.callTimeout(), () -> {
        if (mask) {
          options.setMask(ScreenshotMask.prepare(page)).setMaskColor(ScreenshotMask.COLOR);
        }
        try {
          page.screenshot(options);
        } finally {
          if (mask) {
            ScreenshotMask.clear(page);
          }
        }
      });
      return file;
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not take a screenshot", null, "screenshot", page.url());
    }
  }

  /**
   * Starts a Playwright trace of this session's context: the calls into the page, DOM snapshots
   * and the network (requests, statuses, the bodies of pages; Playwright records the network only
   * with snapshots). No screenshots: an image would show what the fields hold, unmasked. No
   * sources. Contexts shared with other sessions (a browser with extensions) are not traced.
   */
  @Override
  public boolean startTrace() {
    owner.check("startTrace");
    if (closes != Closes.CONTEXT) {
      return false;
    }
    try {
      if (tracing) {
        context.tracing().stop();
      }
      context.tracing().start(new Tracing.StartOptions().setScreenshots(false).setSnapshots(true).setSources(false));
      tracing = true;
      return true;
    } catch (PlaywrightException e) {
      LOG.debug("session {}: no trace: {}", id, Failures.summary(e));
      return false;
    }
  }

  @Override
  public boolean stopTrace(@Nullable Path file) {
    owner.check("stopTrace");
    if (!tracing) {
      return false;
    }
    tracing = false;
    try {
      if (file == null || isClosed()) {
        context.tracing().stop();
        return false;
      }
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      context.tracing().stop(new Tracing.StopOptions().setPath(file));
      return Files.isRegularFile(file);
    } catch (PlaywrightException | IOException e) {
      LOG.debug("session {}: the trace could not be written: {}", id, e.toString());
      return false;
    }
  }

  /**
   * The Playwright session behind a session: the session itself, or the one a wrapper gives
   * through {@link BrowserSession#unwrap(Class)}.
   *
   * @throws IllegalArgumentException when the session is not backed by a Playwright session
   */
  static PlaywrightBrowserSession of(BrowserSession session) {
    requireNonNull(session, "session");
    if (session instanceof PlaywrightBrowserSession playwright) {
      return playwright;
    }
    try {
      return session.unwrap(PlaywrightBrowserSession.class);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(session + " is not a Playwright session: open one with PlaywrightBrowser.newSession()", e);
    }
  }

  /**
   * The page of this session, for the snapshot provider, executor and verifier.
   *
   * @throws BrowserException with {@link ErrorCode#BROWSER_WRONG_THREAD} on another thread
   */
  Page page() {
    owner.check("a snapshot, action or verification");
    return page;
  }

  /**
   * Runs a call into the page (a snapshot, an action, a verification) within the session's call
   * deadline ({@link BrowserConfig#callTimeout()}) plus the call's own timeout.
   *
   * @throws BrowserException with {@link ErrorCode#PAGE_UNRESPONSIVE} when it outlived it
   */
  <T> T withDeadline(String what, Duration own, Supplier<T> call) {
    return calls.call(what, config.callTimeout().plus(own), call);
  }

  /**
   * The failure for a call on this session's page once it is closed: {@link
   * ErrorCode#PAGE_UNRESPONSIVE} when the session's call deadline ended the browser (the page did
   * not answer), else {@link ErrorCode#BROWSER_CRASHED}.
   *
   * @param what what the call would have done ("could not take a snapshot")
   */
  BrowserException closed(String what, @Nullable String ref, @Nullable String verb) {
    if (calls.endedBrowser()) {
      return PageCallGuard.browserEnded(what);
    }
    String url;
    try {
      url = page().url(); // a closed page still knows the URL it showed
    } catch (RuntimeException e) {
      url = null;
    }
    return new BrowserException(ErrorCode.BROWSER_CRASHED, what + ": the page is closed", ref, verb, url, null);
  }

  /** Moves the deadline of the call in flight by {@code more} (see {@link PageCallGuard#extend}). */
  void extendCallDeadline(Duration more) {
    calls.extend(more);
  }

  /** The ref state of this session's page. */
  RefState refState() {
    return refs;
  }

  /** The main world of this session's page, reached directly (for snapshots). */
  MainWorld mainWorld() {
    return mainWorld;
  }

  @Override
  public <T> T unwrap(Class<T> type) {
    owner.check("unwrap");
    if (type.isInstance(this)) {
      return type.cast(this);
    }
    if (type.isInstance(page)) {
      return type.cast(page);
    }
    if (type.isInstance(context)) {
      return type.cast(context);
    }
    if (type.isInstance(dialogs)) {
      return type.cast(dialogs);
    }
    throw new IllegalArgumentException("a PlaywrightBrowserSession has no " + type.getName());
  }

  /** {@return whether the session's page was closed (by {@link #close()}, the page itself, or a crash)} */
  public boolean isClosed() {
    return closed || page.isClosed();
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    calls.close();
    if (closes == Closes.NOTHING) {
      // a host's page lives on: leave it without this session's DevTools session
      mainWorld.close();
      return;
    }
    try {
      if (closes == Closes.PAGE) {
        mainWorld.close();
        page.close();
        return;
      }
      context.close();
    } catch (PlaywrightException e) {
      LOG.debug("closing session {} failed: {}", id, Failures.summary(e));
    }
  }

  @Override
  public String toString() {
    return "PlaywrightBrowserSession[" + id + (closed ? ", closed" : "") + "]";
  }
}
