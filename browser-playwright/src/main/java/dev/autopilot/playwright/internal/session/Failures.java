package dev.autopilot.playwright.internal.session;

import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Turns Playwright's exceptions into Autopilot's. Messages built here never quote what was typed
 * or chosen: they name the kind of failure only, and the Playwright exception is kept as the
 * cause only in redacted form (its call log, which quotes call arguments, is dropped). Stateless.
 */
public final class Failures {

  private static final String[] CLOSED_MARKERS = {
    "target page, context or browser has been closed", "target closed", "browser has been closed",
    "browser closed", "browser has disconnected", "connection closed", "page crashed", "target crashed",
    "page has been closed", "context has been closed", "playwright connection closed",
    "failed to read message from driver", "pipe closed"
  };

  private Failures() {}

  /**
   * {@return whether the exception, or one of its causes, says the page, its context, the
   * browser or the driver is gone}
   *
   * @param e what a Playwright call threw
   */
  public static boolean isClosed(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t.getClass().getSimpleName().equals("TargetClosedError")) {
        return true;
      }
      String m = t.getMessage();
      if (m != null) {
        String lower = m.toLowerCase(Locale.ROOT);
        for (String marker : CLOSED_MARKERS) {
          if (lower.contains(marker)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * {@return whether the exception says the element left the document while being acted on}
   *
   * @param e what a Playwright call threw
   */
  public static boolean isDetached(Throwable e) {
    String m = e.getMessage();
    return m != null && (m.contains("not attached to the DOM") || m.contains("Element is not attached"));
  }

  /**
   * Wraps a Playwright exception: {@link ErrorCode#BROWSER_CRASHED} when the browser or page is
   * gone, else {@code otherwise}.
   *
   * @param e what Playwright threw; kept as the cause with its message redacted
   * @param otherwise the code when the browser and page are still there
   * @param what what was being done, the start of the message
   * @param ref the ref acted on, or null
   * @param verb the verb or operation, or null
   * @param url the page's URL, or null
   * @return the exception, for the caller to throw
   */
  public static BrowserException wrap(PlaywrightException e, ErrorCode otherwise, String what, @Nullable String ref, @Nullable String verb, @Nullable String url) {
    if (isClosed(e)) {
      return crashed(what, ref, verb, url, e);
    }
    return new BrowserException(otherwise, what + ": " + summary(e), ref, verb, url, RedactedCause.of(e));
  }

  /**
   * The browser-is-gone exception.
   *
   * @param what what was being done, the start of the message
   * @param ref the ref acted on, or null
   * @param verb the verb or operation, or null
   * @param url the page's URL, or null
   * @param cause what was thrown; kept with its message redacted
   * @return the exception with {@link ErrorCode#BROWSER_CRASHED}, for the caller to throw
   */
  public static BrowserException crashed(String what, @Nullable String ref, @Nullable String verb, @Nullable String url, Throwable cause) {
    return new BrowserException(ErrorCode.BROWSER_CRASHED, what + ": the page or browser is closed", ref, verb, url, RedactedCause.of(cause));
  }

  /**
   * Why a gesture failed, in a few words and without values: "element is disabled", "covered by
   * another element", ...
   *
   * @param e what the gesture threw
   * @return the problem; "the browser refused the gesture" when it is none of the known ones
   */
  public static String gestureProblem(Throwable e) {
    String m = e.getMessage() == null ? "" : e.getMessage();
    if (m.contains("intercepts pointer events")) {
      return "covered by another element";
    }
    if (m.contains("not enabled") || m.contains("is disabled")) {
      return "element is disabled";
    }
    if (m.contains("not editable") || m.contains("cannot be filled") || m.contains("Element is not an <input>")
        || m.contains("Cannot type text") || m.contains("Malformed value")) {
      return "element is not editable";
    }
    if (m.contains("not visible")) {
      return "element is not visible";
    }
    if (m.contains("not stable")) {
      return "element kept moving";
    }
    if (m.contains("outside of the viewport")) {
      return "element is outside the viewport";
    }
    if (m.contains("Timeout") || m.contains("timeout")) {
      return "timed out";
    }
    return "the browser refused the gesture";
  }

  /**
   * The error line of a Playwright message, cut short, without the call log that follows it
   * (the call log quotes the call's arguments).
   *
   * @param e what Playwright threw
   * @return the line, at most 200 characters; the exception's class name when there is no
   *     message line
   */
  public static String summary(Throwable e) {
    String m = e.getMessage();
    if (m == null || m.isBlank()) {
      return e.getClass().getSimpleName();
    }
    String line = m.strip().lines().findFirst().orElse("");
    if (line.startsWith("Error {") || line.isBlank()) {
      line = m.strip().lines().skip(1).findFirst().orElse(line).replace("message='", "").strip();
    }
    if (line.startsWith("Call log:") || line.startsWith("- ")) {
      line = e.getClass().getSimpleName();
    }
    return line.length() > 200 ? line.substring(0, 200) : line;
  }
}
