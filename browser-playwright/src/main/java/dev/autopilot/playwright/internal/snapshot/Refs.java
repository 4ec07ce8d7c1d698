package dev.autopilot.playwright.internal.snapshot;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.session.Failures;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Resolves a ref to its element. A ref is {@code e12} in the main frame, or {@code f2e12} in the
 * frame whose id is {@code f2} (see {@link RefState}); the number indexes the registry the
 * snapshot script keeps on that frame's window at {@code window[Symbol.for('dev.autopilot.refs')]}:
 * a WeakMap from element to ref number and a Map from {@code e12} to a WeakRef of its element.
 *
 * <p>A ref resolves only to the very element it was issued for, and only while that element is in
 * its frame's document. Otherwise: {@link ErrorCode#STALE_REF} when the ref was issued and its
 * element, document or frame is gone; {@link ErrorCode#UNKNOWN_REF} when no snapshot of the page
 * issued it. Stateless.
 */
public final class Refs {
  private static final Pattern REF = Pattern.compile("(f[1-9][0-9]{0,8})?e([1-9][0-9]{0,15})");

  /** A script resolving {@code ref} to its live element, or to a string saying why it cannot. */
  private static final String RESOLVE = Scripts.load("snapshot/resolve-ref.js");

  private Refs() {}

  /**
   * The element of a ref, in whichever frame it lives.
   *
   * @param page the page, owned by the calling thread
   * @param state the ref state of the page's session
   * @param ref a ref a snapshot of the page issued
   * @param verb what the element is resolved for, named in a failure's detail
   * @return the element, which the caller disposes
   * @throws StaleRefException with {@link ErrorCode#STALE_REF} when its element, document or
   *     frame is gone, with {@link ErrorCode#UNKNOWN_REF} when no snapshot of the page issued it
   * @throws dev.autopilot.core.BrowserException when the page cannot be read
   */
  public static ElementHandle resolve(Page page, RefState state, String ref, String verb) {
    Frame frame = frameOrThrow(page, state, ref);
    JSHandle handle;
    try {
      handle = frame.evaluateHandle(RESOLVE, localRef(ref));
    } catch (PlaywrightException e) {
      if (isContextGone(e)) {
        throw new StaleRefException(ref, "ref " + ref + " is stale: its document navigated away; take a new snapshot");
      }
      if (frame != page.mainFrame() && frame.isDetached()) {
        throw new StaleRefException(ref, "ref " + ref + " is stale: its frame was removed; take a new snapshot");
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

  /**
   * The frame a ref lives in, or null when the ref is not one the page issued or its frame is
   * gone (a read-back then finds nothing).
   *
   * @param page the page
   * @param state the ref state of the page's session
   * @param ref a ref
   * @return the frame, or null
   */
  public static @Nullable Frame frameOf(Page page, RefState state, String ref) {
    try {
      return frameOrThrow(page, state, ref);
    } catch (StaleRefException e) {
      return null;
    }
  }

  /**
   * The ref as its frame's registry knows it: {@code f2e12} becomes {@code e12}.
   *
   * @param ref a ref, with or without a frame prefix
   * @return the ref without its frame prefix; a main-frame ref as it is
   */
  public static String localRef(String ref) {
    int e = ref.indexOf('e');
    return e <= 0 ? ref : ref.substring(e);
  }

  private static Frame frameOrThrow(Page page, RefState state, String ref) {
    Matcher m = REF.matcher(ref);
    if (!m.matches()) {
      throw new StaleRefException(ErrorCode.UNKNOWN_REF, ref, "ref " + ref + " is unknown: refs look like e12 or f2e12; take a snapshot and use its refs");
    }
    String frameId = m.group(1) == null ? "" : m.group(1);
    long number = Long.parseLong(m.group(2));
    RefState.FrameState fs = state.frame(frameId);
    if (fs == null || number > fs.issued()) {
      throw new StaleRefException(ErrorCode.UNKNOWN_REF, ref, "ref " + ref + " is unknown: no snapshot of this page issued it; take a snapshot and use its refs");
    }
    if (frameId.isEmpty()) {
      return page.mainFrame();
    }
    Frame frame = fs.frame();
    if (frame == null || frame.isDetached()) {
      throw new StaleRefException(ref, "ref " + ref + " is stale: its frame was removed; take a new snapshot");
    }
    return frame;
  }

  /**
   * Whether the exception says the document the script ran in went away, or its successor is not
   * there yet (a navigation); Playwright's words and the DevTools protocol's ({@link MainWorld}).
   *
   * @param e what a call into the page threw
   * @return whether it says so; reading the page again may then succeed
   */
  public static boolean isContextGone(Throwable e) {
    String m = e.getMessage();
    return m != null && (m.contains("Execution context was destroyed") || m.contains("Cannot find context with specified id")
        || m.contains("Cannot find default execution context") || m.contains("Inspected target navigated or closed"));
  }
}
