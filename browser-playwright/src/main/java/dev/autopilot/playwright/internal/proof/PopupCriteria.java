package dev.autopilot.playwright.internal.proof;

import static dev.autopilot.playwright.internal.proof.Criteria.cut;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import dev.autopilot.playwright.internal.act.widgets.Overlays;
import dev.autopilot.playwright.internal.snapshot.RefState;
import java.util.List;

/**
 * The one criterion "popups closed" of type_ref and select_ref: the popups the executor's gesture
 * on the ref opened (suggestions, a date picker, a replaced select's list) are closed, after up to
 * {@value #POPUP_CLOSE_MILLIS} ms for one that fades out ({@link Overlays#leftOpen}, judged only
 * where the executor marked them for this ref). Stateless.
 */
final class PopupCriteria {
  /** How long a popup may take to close by itself before "popups closed" fails (pickers fade out). */
  private static final long POPUP_CLOSE_MILLIS = 1_000;

  private PopupCriteria() {}

  /** {@link #judge(Criteria, ElementHandle, String)} for the element of the target, when it is still there. */
  static void judge(Criteria c, Page page, RefState refs, Target t) {
    t.onElement(page, refs, "type_ref", false, el -> judge(c, el, t.ref()));
  }

  /**
   * Judges "popups closed" for the gesture on the ref.
   *
   * @return whether the criterion was judged
   */
  static boolean judge(Criteria c, ElementHandle el, String ref) {
    Frame frame = el.ownerFrame();
    if (frame == null) {
      return false;
    }
    Overlays.awaitClosed(frame, ref, POPUP_CLOSE_MILLIS);
    List<String> left = Overlays.leftOpen(frame, ref);
    if (left == null) {
      return false;
    }
    c.decide("popups closed", left.isEmpty(), null, left.isEmpty() ? "none open" : cut(String.join(", ", left)));
    return true;
  }
}
