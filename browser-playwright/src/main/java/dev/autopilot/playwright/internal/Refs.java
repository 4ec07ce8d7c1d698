package dev.autopilot.playwright.internal;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.StaleRefException;

/**
 * Resolves a ref through the page's registry to its element. The snapshot script keeps the
 * registry on {@code window[Symbol.for('dev.autopilot.refs')]}: a WeakMap from element to ref
 * and a Map from ref to a WeakRef of its element. A ref resolves only to the very element it was
 * issued for, and only while that element is in the document; anything else is a
 * {@link StaleRefException}. Stateless.
 */
public final class Refs {

  /** A script resolving {@code ref} to its live element, or to a string saying why it cannot. */
  static final String RESOLVE = """
      (ref) => {
        const reg = window[Symbol.for('dev.autopilot.refs')];
        if (!reg) return 'no snapshot was taken of the current document';
        const w = reg.byRef.get(ref);
        if (!w) return 'it was not issued for the current document';
        const el = w.deref();
        if (!el || !el.isConnected) return 'its element was removed or replaced';
        return el;
      }""";

  private Refs() {}

  /**
   * The element of a ref.
   *
   * @throws StaleRefException when the ref is unknown to the current document or its element
   *     left the document
   * @throws dev.autopilot.core.BrowserException when the page cannot be read
   */
  public static ElementHandle resolve(Page page, String ref, String verb) {
    JSHandle handle;
    try {
      handle = page.evaluateHandle(RESOLVE, ref);
    } catch (PlaywrightException e) {
      if (isContextGone(e)) {
        throw new StaleRefException(ref, "ref " + ref + " is stale: the page navigated; take a new snapshot");
      }
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not resolve ref " + ref, ref, verb, page.url());
    }
    ElementHandle element = handle.asElement();
    if (element != null) {
      return element;
    }
    Object why = handle.jsonValue();
    handle.dispose();
    throw new StaleRefException(ref, "ref " + ref + " is stale: " + why + "; take a new snapshot");
  }

  /** Whether the exception says the document the script ran in went away (a navigation). */
  public static boolean isContextGone(Throwable e) {
    String m = e.getMessage();
    return m != null && (m.contains("Execution context was destroyed") || m.contains("Cannot find context with specified id"));
  }
}
