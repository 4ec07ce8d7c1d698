package dev.autopilot.playwright.internal.snapshot;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.playwright.internal.session.Failures;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Evaluations in the main world of a page's main frame through a DevTools session on
 * Playwright's own connection ({@code Runtime.evaluate}), for the one call made most often: the
 * snapshot of a document that already has the snapshot script. Playwright's {@code evaluate}
 * wraps each call in its utility script, serialises the argument and the result in the page and
 * awaits a promise; a plain {@code Runtime.evaluate} of an expression that gives a string does
 * none of that (about 0.4 ms less a call on this project's machines, a third of a trivial
 * {@code evaluate}; figures in {@code docs/snapshot.md}).
 *
 * <p>The session is opened when {@link #available()} is first asked. A browser without DevTools
 * sessions (not Chromium) makes this object unavailable for good, and its callers use
 * Playwright's {@code evaluate}. Errors keep Playwright's meaning: a closed page, context or
 * browser, or a document that went away during the call, fail with a {@link PlaywrightException}
 * whose message {@link Failures#isClosed} and {@link Refs#isContextGone} recognise; an expression
 * that throws fails with its error's description.
 *
 * <p>Not thread-safe: the session's owner thread uses it. One per browser session.
 */
public final class MainWorld implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(MainWorld.class);

  private final Page page;
  private @Nullable CDPSession cdp;
  private boolean unavailable;

  private MainWorld(Page page) {
    this.page = page;
  }

  /**
   * The main world of the page; nothing is opened until the first call.
   *
   * @param page the page, owned by the calling thread
   * @return a new handle on the page's main world, one per session
   */
  public static MainWorld of(Page page) {
    return new MainWorld(page);
  }

  /**
   * {@return whether calls can go this way} Opens the DevTools session at the first question;
   * false when the page is closed, and for good once the session could not be opened (not
   * Chromium).
   */
  public boolean available() {
    if (unavailable || page.isClosed()) {
      return false;
    }
    if (cdp != null) {
      return true;
    }
    try {
      cdp = page.context().newCDPSession(page);
      return true;
    } catch (PlaywrightException e) {
      if (!Failures.isClosed(e)) {
        unavailable = true;
        LOG.debug("no DevTools session for the page, its snapshots use Playwright's evaluate: {}", Failures.summary(e));
      }
      return false;
    }
  }

  /**
   * The value of a JavaScript expression evaluated in the main frame's main world: a string, or
   * null when it gives null or undefined.
   *
   * @param expression a JavaScript expression that gives a string, null or undefined
   * @return the string, or null for null or undefined
   * @throws PlaywrightException when the page cannot be reached or the expression throws
   * @throws IllegalStateException when the expression gives something else (a caller's mistake),
   *     or when {@link #available()} was not true first
   */
  public @Nullable String evaluateString(String expression) {
    CDPSession session = session();
    JsonObject params = new JsonObject();
    params.addProperty("expression", expression);
    params.addProperty("returnByValue", true);
    params.addProperty("silent", true);
    JsonObject reply = session.send("Runtime.evaluate", params);
    JsonObject thrown = reply.getAsJsonObject("exceptionDetails");
    if (thrown != null) {
      throw new PlaywrightException(describe(thrown));
    }
    JsonObject result = reply.getAsJsonObject("result");
    String type = result == null || !result.has("type") ? "undefined" : result.get("type").getAsString();
    if (type.equals("undefined")) {
      return null;
    }
    JsonElement value = result.get("value");
    if (value == null || value.isJsonNull()) {
      return null;
    }
    if (!type.equals("string")) {
      throw new IllegalStateException("the expression gave a " + type + ", not a string");
    }
    return value.getAsString();
  }

  private CDPSession session() {
    if (cdp == null) {
      throw new IllegalStateException("the page's DevTools session is not open: ask available() first");
    }
    return cdp;
  }

  /** The thrown error as Playwright words it ("Error: message"), its description when it has one. */
  private static String describe(JsonObject thrown) {
    JsonObject exception = thrown.getAsJsonObject("exception");
    if (exception != null && exception.has("description")) {
      return exception.get("description").getAsString();
    }
    return thrown.has("text") ? thrown.get("text").getAsString() : "the expression threw";
  }

  /** Ends the DevTools session, if one was opened and the page is still open. */
  @Override
  public void close() {
    CDPSession session = cdp;
    cdp = null;
    unavailable = true;
    if (session == null || page.isClosed()) {
      return;
    }
    try {
      session.detach();
    } catch (PlaywrightException e) {
      LOG.debug("the page's DevTools session could not be detached: {}", Failures.summary(e));
    }
  }
}
