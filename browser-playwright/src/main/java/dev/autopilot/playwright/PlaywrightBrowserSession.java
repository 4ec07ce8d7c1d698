package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.options.LoadState;
import com.microsoft.playwright.options.WaitUntilState;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.playwright.internal.Failures;
import dev.autopilot.playwright.internal.RefState;
import dev.autopilot.playwright.internal.Scripts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link BrowserSession} on one Playwright page in its own browser context, made by
 * {@link PlaywrightBrowser#newSession()}.
 *
 * <p>Not thread-safe: use it from the thread that owns its {@link PlaywrightBrowser}. Methods
 * never return null. Playwright's exceptions are wrapped in {@link BrowserException}: with
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
  private static final String VISIBLE_TEXT = Scripts.load("page/visible-text.js");
  private static final double ERROR_PAGE_SETTLE_MILLIS = 1_000;

  private final String id;
  private final BrowserContext context;
  private final Page page;
  private final BrowserConfig config;
  private final RefState refs = new RefState();
  /** Whether {@link #close()} closes the context: false for a host's page wrapped by {@link AutopilotPage}. */
  private final boolean ownsContext;
  private boolean closed;

  PlaywrightBrowserSession(String id, BrowserContext context, Page page, BrowserConfig config) {
    this(id, context, page, config, true);
  }

  private PlaywrightBrowserSession(String id, BrowserContext context, Page page, BrowserConfig config, boolean ownsContext) {
    this.id = id;
    this.context = context;
    this.page = page;
    this.config = config;
    this.ownsContext = ownsContext;
  }

  /**
   * A session over a page the host made and keeps: {@link #close()} leaves the page and its
   * context open.
   */
  static PlaywrightBrowserSession wrapping(String id, Page page) {
    return new PlaywrightBrowserSession(id, page.context(), page, BrowserConfig.defaults(), false);
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String url() {
    return page.url();
  }

  @Override
  public String title() {
    try {
      return page.title();
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not read the title", null, null, page.url());
    }
  }

  /**
   * Opens the URL and waits for its load event. An HTTP error status is not a failure: the page
   * shows it, and the outcome classifier reads it.
   */
  @Override
  public void navigate(String url) {
    requireNonNull(url, "url");
    try {
      page.navigate(url, new Page.NavigateOptions().setWaitUntil(WaitUntilState.LOAD).setTimeout(config.navigationTimeout().toMillis()));
    } catch (PlaywrightException e) {
      BrowserException wrapped = Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not open " + url, null, "navigate", url);
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
  public String visibleText(int maxChars) {
    if (maxChars < 0) {
      throw new IllegalArgumentException("maxChars must not be negative, was " + maxChars);
    }
    try {
      Object text = page.evaluate(VISIBLE_TEXT, maxChars);
      return text == null ? "" : text.toString();
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not read the page text", null, null, page.url());
    }
  }

  @Override
  public Path screenshot(Path file) {
    requireNonNull(file, "file");
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
    } catch (IOException e) {
      throw new BrowserException(ErrorCode.BROWSER_EXPORT_FAILED, "cannot create the folder of " + file, null, "screenshot", page.url(), e);
    }
    try {
      page.screenshot(new Page.ScreenshotOptions().setPath(file).setFullPage(true));
      return file;
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not take a screenshot", null, "screenshot", page.url());
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

  /** The page of this session. */
  Page page() {
    return page;
  }

  /** The ref state of this session's page. */
  RefState refState() {
    return refs;
  }

  @Override
  public <T> T unwrap(Class<T> type) {
    if (type.isInstance(this)) {
      return type.cast(this);
    }
    if (type.isInstance(page)) {
      return type.cast(page);
    }
    if (type.isInstance(context)) {
      return type.cast(context);
    }
    throw new IllegalArgumentException("a PlaywrightBrowserSession has no " + type.getName());
  }

  /** Whether the session's page was closed (by {@link #close()}, the page itself, or a crash). */
  public boolean isClosed() {
    return closed || page.isClosed();
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    if (!ownsContext) {
      return;
    }
    try {
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
