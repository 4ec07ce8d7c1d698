package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.internal.act.Gestures.clickOptions;
import static dev.autopilot.playwright.internal.act.Gestures.failed;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.playwright.internal.act.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.proof.ClickEffect;
import dev.autopilot.playwright.internal.session.Deadline;
import dev.autopilot.playwright.internal.session.DialogWatch;
import dev.autopilot.playwright.internal.session.NetworkWatch;
import org.jspecify.annotations.Nullable;

/**
 * {@code click_ref} and {@code press_key}: a click, watched from just before it so the verifier can
 * judge it by its effect ({@link ClickEffect}), and a key pressed in a focused element; each
 * awaits the navigation or requests it starts and reports a navigation. Immutable and
 * thread-safe.
 */
public final class Clicks {
  /** How long to wait for a click to start a request before deciding it started none. */
  private static final long CLICK_GRACE_MILLIS = 150;

  private final Gestures g;

  /**
   * Makes the click verbs.
   *
   * @param g the shared gestures, with the executor's pacing
   */
  public Clicks(Gestures g) {
    this.g = g;
  }

  ExecutionResult click(Page page, Action.ClickRef action, ElementHandle el, Inspection info, Deadline d, @Nullable DialogWatch dialogs) {
    String before = page.url();
    g.pointerPrelude(el, d);
    // the verifier judges the click by what it changed on the page (PlaywrightVerifier, ClickEffect)
    ClickEffect.arm(page, dialogs == null ? 0 : dialogs.all().size());
    try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.NAVIGATION_AND_FETCH)) {
      el.click(clickOptions(info, d));
      boolean settled = watch.settle(d, CLICK_GRACE_MILLIS);
      Navigation nav = null;
      if (watch.navigated() || !before.equals(page.url())) {
        Response r = watch.mainResponse();
        nav = new Navigation(before, page.url(), r == null ? null : r.status(), r == null ? null : r.url());
      }
      return ExecutionResult.performed(action, "clicked " + info.describe() + (settled ? "" : "; the page was still loading"), nav, d.elapsedMillis());
    }
  }

  /**
   * Presses a key in the element, focused first. Enter where it would submit a form is refused:
   * submitting is the submit action's, with its proof.
   */
  ExecutionResult pressKey(Page page, Action.PressKey action, ElementHandle el, Inspection info, Deadline d) {
    String key = action.key().domKey();
    if (action.key() == Action.Key.ENTER && ElementScripts.enterSubmits(el)) {
      return failed(action, ErrorCode.ACTION_FAILED, "press_key Enter: " + info.describe() + " is in a form that Enter would submit; submit with the submit action", d);
    }
    String before = page.url();
    try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.NAVIGATION_AND_FETCH)) {
      el.focus();
      el.press(key, new ElementHandle.PressOptions().setTimeout(d.remaining()));
      boolean settled = watch.settle(d, CLICK_GRACE_MILLIS);
      Navigation nav = null;
      if (watch.navigated() || !before.equals(page.url())) {
        Response r = watch.mainResponse();
        nav = new Navigation(before, page.url(), r == null ? null : r.status(), r == null ? null : r.url());
      }
      return ExecutionResult.performed(action, "pressed " + key + " in " + info.describe() + (settled ? "" : "; the page was still loading"), nav,
          d.elapsedMillis());
    }
  }
}
