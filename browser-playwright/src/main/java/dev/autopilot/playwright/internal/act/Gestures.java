package dev.autopilot.playwright.internal.act;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.playwright.Pacing;
import dev.autopilot.playwright.internal.act.ElementScripts.Hit;
import dev.autopilot.playwright.internal.act.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.act.widgets.Overlays;
import dev.autopilot.playwright.internal.act.widgets.PickerTyping;
import dev.autopilot.playwright.internal.session.Deadline;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * What the executor's verbs share: the pacing of pointer, focus and key gestures (scroll and hover
 * first, key by key, each pause through the pacing's sleeper; nothing when pacing is off), the
 * click options a hit test calls for, the popups a gesture marks and closes ({@link Overlays}),
 * and how a gesture fails. Immutable and thread-safe; each gesture must come from the thread that
 * owns the page.
 */
public final class Gestures {
  private final Pacing pacing;

  /**
   * Makes the shared gestures.
   *
   * @param pacing the executor's pacing; {@link Pacing#off()} adds no gesture and no pause
   */
  public Gestures(Pacing pacing) {
    this.pacing = pacing;
  }

  Pacing pacing() {
    return pacing;
  }

  void pointerPrelude(ElementHandle el, Deadline d) {
    if (pacing.isOff()) {
      return;
    }
    if (!pacing.scroll().isZero()) {
      el.scrollIntoViewIfNeeded(new ElementHandle.ScrollIntoViewIfNeededOptions().setTimeout(d.remaining()));
      pause(pacing.scroll(), d);
    }
    if (!pacing.hover().isZero()) {
      el.hover(new ElementHandle.HoverOptions().setTimeout(d.remaining()).setForce(true));
      pause(pacing.hover(), d);
    }
  }

  void focusPrelude(ElementHandle el, Deadline d) {
    if (pacing.isOff()) {
      return;
    }
    if (!pacing.scroll().isZero()) {
      el.scrollIntoViewIfNeeded(new ElementHandle.ScrollIntoViewIfNeededOptions().setTimeout(d.remaining()));
      pause(pacing.scroll(), d);
    }
    if (!pacing.focus().isZero()) {
      el.focus();
      pause(pacing.focus(), d);
    }
  }

  /**
   * Types the text into the focused element, key by key with the pacing's cadence. Typing never
   * submits: a line break would be an Enter key, which submits a form from a single-line field,
   * so outside text areas and editable regions line breaks are typed as spaces.
   */
  void keys(Page page, String text, Deadline d) {
    if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      Object multiline = page.evaluate("() => { const e = document.activeElement; return !!e && (e.tagName === 'TEXTAREA' || e.isContentEditable); }");
      if (!Boolean.TRUE.equals(multiline)) {
        text = text.replaceAll("\r\n|\r|\n", " ");
      }
    }
    if (pacing.keystroke().isZero()) {
      page.keyboard().type(text);
      return;
    }
    int[] points = text.codePoints().toArray();
    for (int i = 0; i < points.length; i++) {
      page.keyboard().type(new String(points, i, 1));
      if (i + 1 < points.length) {
        pause(pacing.keystroke(), d);
      }
    }
  }

  private void pause(Duration pause, Deadline d) {
    if (d.expired()) {
      return;
    }
    long left = d.totalMillis() - d.elapsedMillis();
    Duration capped = pause.toMillis() > left ? Duration.ofMillis(Math.max(0, left)) : pause;
    try {
      pacing.sleeper().sleep(capped);
    } catch (InterruptedException e) {
      throw new Interrupted();
    }
  }

  /** A pacing pause was interrupted. */
  public static final class Interrupted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Interrupted() {
      super(null, null, false, false);
    }
  }

  static ExecutionResult failed(Action action, ErrorCode code, String detail, Deadline d) {
    return ExecutionResult.failed(action, code, detail, d.elapsedMillis());
  }

  static void dispose(ElementHandle handle) {
    try {
      handle.dispose();
    } catch (PlaywrightException e) {
      // the page navigated or closed: the handle is gone with it
    }
  }

  /**
   * Click options: forced when the hit test found the pointer reaches the element through a label
   * or its container (Playwright's own check would wait for the element itself).
   */
  static ElementHandle.ClickOptions clickOptions(Inspection info, Deadline d) {
    ElementHandle.ClickOptions o = new ElementHandle.ClickOptions().setTimeout(d.remaining());
    return info.hit() == Hit.LABEL || info.hit() == Hit.ANCESTOR ? o.setForce(true) : o;
  }

  static String obstacle(Inspection info) {
    return info.hit() == Hit.COVERED ? "is covered by " + info.cover() : "is not visible";
  }

  /** Marks the popups open before a gesture on the ref that may open one (see {@link Overlays}). */
  static void markOverlays(@Nullable Frame frame, String ref) {
    if (frame != null) {
      Overlays.mark(frame, ref);
    }
  }

  /** Closes the popups the gesture on the ref left open; a note for the detail when one stayed open. */
  static String closeOverlays(Page page, @Nullable Frame frame, String ref, Deadline d) {
    return frame == null ? "" : Overlays.note(Overlays.close(page, frame, ref, d));
  }

  /** The result of a widget's own gesture (a date picker, a mask, a slider; internal.act.widgets). */
  static ExecutionResult widget(PickerTyping.Outcome outcome, Action action, Deadline d) {
    return outcome.performed() ? ExecutionResult.performed(action, outcome.detail(), null, d.elapsedMillis())
        : failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + outcome.detail(), d);
  }
}
