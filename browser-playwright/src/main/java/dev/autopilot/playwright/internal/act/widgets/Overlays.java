package dev.autopilot.playwright.internal.act.widgets;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.TimeoutError;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.proof.ReadBack;
import dev.autopilot.playwright.internal.session.Deadline;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Overlays opened are overlays closed: the popups (listboxes, menus, pickers, dropdowns, suggestion
 * lists, non-modal dialogs) a gesture opened in a document, found by comparing with a mark taken
 * before the gesture ({@code act/overlays.js} says what counts as a popup, date pickers' popups
 * included). The one judgement of "a popup is open" for type_ref (suggestions, date pickers,
 * masks) and select_ref alike; every widget family calls it the same way:
 *
 * <pre>{@code
 * Overlays.mark(frame, ref);            // before the gesture that may open a popup
 * ... open, choose ...
 * List<String> left = Overlays.close(page, frame, ref, deadline);  // Escape, then a click outside
 * // the verifier (criterion "popups closed"): Overlays.leftOpen(frame, ref) must be empty
 * }</pre>
 *
 * <p>The mark lives in the document (on its window, invisible to the page's markup) and names its
 * owner, the ref the gesture is about, so the verifier judges only the gesture it verifies; a new
 * mark replaces the last one, a new document has none. Stateless; each call must come from the
 * thread that owns the session.
 */
public final class Overlays {

  private static final String SCRIPT = Scripts.load("act/overlays.js");
  /** How long a closed popup must stay closed (a widget may reopen it on a deferred focus). */
  private static final long SETTLE_MILLIS = 500;
  private static final int CLOSE_ROUNDS = 3;
  /** How long a popup may take to close after Escape or a click outside, in milliseconds. */
  public static final long CLOSE_GRACE_MILLIS = 600;

  private Overlays() {}

  /**
   * Remembers the popups open now in the frame, for the owner.
   *
   * @param frame the frame of the control; its last mark is replaced
   * @param owner the ref of the control about to be operated
   */
  public static void mark(Frame frame, String owner) {
    frame.evaluate(SCRIPT, Arrays.asList("mark", owner));
  }

  /**
   * The popups open now that were not open at the owner's mark, described as {@code <tag#id>};
   * null when the frame's last mark is not the owner's (no gesture of it was marked).
   *
   * @param frame the frame marked before the gesture
   * @param owner the ref of the control operated
   * @return the popups left open, empty when none; null when the frame's last mark is not the owner's
   */
  public static @Nullable List<String> leftOpen(Frame frame, String owner) {
    Object r = frame.evaluate(SCRIPT, Arrays.asList("left", owner));
    return r instanceof List<?> ? ReadBack.strings(r) : null;
  }

  /**
   * Leaves the popups the owner's gesture opened open for choosing: the snapshot offers the
   * controls and items they hold (a suggestion list's items, a date picker's days) until they
   * close.
   *
   * @param frame the frame marked before the gesture
   * @param owner the ref of the control typed into
   * @return the popups left open, described as {@code <tag#id>}; empty when none opened
   */
  public static List<String> leaveOpenForChoosing(Frame frame, String owner) {
    Object r = frame.evaluate(SCRIPT, Arrays.asList("choosing", owner));
    return r instanceof List<?> ? ReadBack.strings(r) : List.of();
  }

  /**
   * The refs (local to the frame, as {@code e12}) of the elements the snapshot offered inside the
   * popups the owner's gesture left open for choosing, while they are shown; empty when none.
   *
   * @param frame the frame of the control typed into
   * @param owner the ref of the control typed into
   * @return the frame-local refs, in document order; empty when nothing is left open for choosing
   */
  public static List<String> offeredFor(Frame frame, String owner) {
    Object r = frame.evaluate(SCRIPT, Arrays.asList("offered", owner));
    return r instanceof List<?> ? ReadBack.strings(r) : List.of();
  }

  /**
   * Closes what the owner's gesture left open, as a person does: Escape, and where that is not
   * enough a click on a blank point of the page. Does nothing when nothing was left open.
   *
   * @param page the page, whose keyboard presses Escape
   * @param frame the frame marked before the gesture
   * @param owner the ref of the control operated
   * @param d the action's deadline; closing stops at it
   * @return what is still open afterwards; empty when all closed or nothing was marked
   */
  public static List<String> close(Page page, Frame frame, String owner, Deadline d) {
    // Some widgets reopen a moment after a choice (a deferred focus on a widget that opens on
    // focus, as Tom Select does): a popup counts as closed once it stayed closed a short while; a
    // reopened one is closed again with the focus taken off the widget, a few times at most.
    for (int round = 0; round < CLOSE_ROUNDS; round++) {
      List<String> left = leftOpen(frame, owner);
      if (left == null) {
        return List.of();
      }
      if (left.isEmpty()) {
        if (!reopens(frame, owner, d.atMost(SETTLE_MILLIS))) {
          return List.of();
        }
        continue;
      }
      if (round > 0) {
        frame.evaluate("() => { const a = document.activeElement; if (a && a !== document.body) a.blur(); }");
      }
      closeOnce(page, frame, owner, d);
    }
    List<String> still = leftOpen(frame, owner);
    return still == null ? List.of() : still;
  }

  /** Whether a popup of the owner's gesture opens (again) within {@code millis}. */
  private static boolean reopens(Frame frame, String owner, double millis) {
    return waitUntil(frame, owner, false, millis);
  }

  /** Escape, and where that is not enough a click on a blank point of the page. */
  private static void closeOnce(Page page, Frame frame, String owner, Deadline d) {
    if (dismiss(page, frame, () -> awaitClosed(frame, owner, d.atMost(CLOSE_GRACE_MILLIS)), d)) {
      awaitClosed(frame, owner, d.atMost(CLOSE_GRACE_MILLIS));
    }
  }

  /**
   * Closes a popup as a person does, the one way the executor closes one (after a gesture, and
   * before a submit whose control a popup left open covers): Escape, and where that is not
   * {@code enough} a click on a blank point of the frame (one that hits nothing that reacts to
   * clicks and no popup; {@code act/overlays.js} finds it, trying each corner of the view).
   *
   * @param page the page, whose keyboard presses Escape
   * @param frame the frame the popup is in, where the blank point is looked for
   * @param enough asked after Escape: whether the popup is out of the way
   * @param d the action's deadline
   * @return whether it clicked outside (Escape was not enough and a blank point was found)
   */
  public static boolean dismiss(Page page, Frame frame, java.util.function.BooleanSupplier enough, Deadline d) {
    page.keyboard().press("Escape");
    if (enough.getAsBoolean()) {
      return false;
    }
    Object point = frame.evaluate(SCRIPT, Arrays.asList("blank", ""));
    if (!(point instanceof Map<?, ?> p)) {
      return false;
    }
    ElementHandle html = frame.querySelector("html");
    if (html == null) {
      return false;
    }
    try {
      Object box = html.evaluate("(h) => { const r = h.getBoundingClientRect(); return [r.left, r.top]; }");
      List<?> origin = (List<?>) box;
      double x = ((Number) requireNonNull(p.get("x"), "act/overlays.js gives a blank point's x")).doubleValue() - ((Number) origin.get(0)).doubleValue();
      double y = ((Number) requireNonNull(p.get("y"), "act/overlays.js gives a blank point's y")).doubleValue() - ((Number) origin.get(1)).doubleValue();
      html.click(new ElementHandle.ClickOptions().setPosition(x, y).setForce(true).setTimeout(d.remaining()));
    } finally {
      html.dispose();
    }
    return true;
  }

  /**
   * A note for an execution's detail: how the popups ended.
   *
   * @param stillOpen what {@link #close} reported still open
   * @return empty when nothing stayed open, else a clause starting with {@code "; "} naming them
   */
  public static String note(List<String> stillOpen) {
    return stillOpen.isEmpty() ? "" : "; a popup stayed open: " + String.join(", ", stillOpen);
  }

  /**
   * Waits up to {@code millis} for the popups the owner's gesture left open to close by
   * themselves (a picker that fades out after a day is chosen); true at once when none is open or
   * nothing was marked for the owner.
   *
   * @param frame the frame marked before the gesture
   * @param owner the ref of the control operated
   * @param millis the longest wait, in milliseconds
   * @return whether they closed in time
   */
  public static boolean awaitClosed(Frame frame, String owner, double millis) {
    return waitUntil(frame, owner, true, millis);
  }

  /** Waits up to {@code millis} until the owner's popups are closed (or, with {@code closed} false, open). */
  private static boolean waitUntil(Frame frame, String owner, boolean closed, double millis) {
    try {
      JSHandle h = frame.waitForFunction("(a) => " + (closed ? "" : "!") + "(" + SCRIPT + ")(a)", Arrays.asList("closed", owner),
          new Frame.WaitForFunctionOptions().setTimeout(millis));
      h.dispose();
      return true;
    } catch (TimeoutError e) {
      return false;
    } catch (PlaywrightException e) {
      // the document went away with the popup: nothing is open in it any more
      return closed && frame.isDetached();
    }
  }
}
