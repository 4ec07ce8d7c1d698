package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.PlaywrightActionExecutor.READY_GRACE_MILLIS;
import static dev.autopilot.playwright.internal.act.Gestures.failed;
import static dev.autopilot.playwright.internal.act.Gestures.obstacle;
import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.playwright.FieldKind;
import dev.autopilot.playwright.Pacing;
import dev.autopilot.playwright.internal.act.ElementScripts.Hit;
import dev.autopilot.playwright.internal.act.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.act.widgets.Overlays;
import dev.autopilot.playwright.internal.session.Deadline;
import dev.autopilot.playwright.internal.session.DialogWatch;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The executor's verbs, one class per verb or family ({@link Clicks}, {@link Typing}, {@link
 * Selecting}, {@link Toggles}, {@link Uploads}, {@link Submits}, {@link Waits}), and what comes
 * before each pointer gesture: the target is hit-tested at its center, and a control that is
 * disabled or covered gets a short grace ({@code PlaywrightActionExecutor.READY_GRACE_MILLIS}) to
 * become usable, a popup left open over a submit control is closed first, and an obstacle that
 * stays is the action's failure. Immutable and thread-safe; each call must come from the thread
 * that owns the page.
 */
public final class Verbs {
  private final Gestures g;
  private final Clicks clicks;
  private final Typing typing;
  private final Selecting selecting;
  private final Toggles toggles;
  private final Uploads uploads;
  private final Submits submits;

  /**
   * @param pacing the pacing of gestures
   * @param submitDeadline how long a submit waits for an outcome signal unless the action says
   * @param keyKindNames the in-page names of the field kinds typed with key events
   * @param kindOf the field kind an in-page name stands for
   */
  public Verbs(Pacing pacing, Duration submitDeadline, List<String> keyKindNames, Function<String, FieldKind> kindOf) {
    this.g = new Gestures(pacing);
    this.clicks = new Clicks(g);
    this.typing = new Typing(g, keyKindNames, kindOf);
    this.selecting = new Selecting(g);
    this.toggles = new Toggles(g);
    this.uploads = new Uploads(g);
    this.submits = new Submits(g, submitDeadline);
  }

  /**
   * Carries out the action on its resolved element (none for {@code wait_for} and {@code
   * refresh_soft}) within the deadline.
   *
   * @param page the page acted on, owned by the calling thread
   * @param action the action, its ref already resolved
   * @param el the action's resolved element, or null for {@code wait_for} and {@code refresh_soft}
   * @param d the action's deadline
   * @param dialogs the session's dialog watch, or null when the session has none; a submit reports
   *     the dialogs it opened
   * @param boundary the run's host boundary: a submit counts the requests to its hosts as the
   *     form's; null counts only the host of the page
   * @param dispatching told right before a submit's click or key is sent to the page: until then
   *     nothing was submitted
   * @throws PlaywrightException when a gesture fails in Playwright
   * @return the result; a gesture that could not be carried out is a failed result, not an
   *     exception
   * @throws Gestures.Interrupted when a pacing pause was interrupted
   */
  public ExecutionResult perform(Page page, Action action, @Nullable ElementHandle el, Deadline d, @Nullable DialogWatch dialogs,
      @Nullable HostBoundary boundary, Runnable dispatching) {
    if (action instanceof Action.WaitFor w) {
      return Waits.waitFor(page, w, d);
    }
    if (action instanceof Action.RefreshSoft r) {
      return Waits.refresh(page, r, d);
    }
    requireNonNull(el, "element");
    if (action instanceof Action.TypeRef t) {
      return typing.type(page, t, el, d);
    }
    if (action instanceof Action.SelectRef s) {
      ExecutionResult replaced = selecting.selectWidget(page, s, el, d);
      if (replaced != null) {
        return replaced;
      }
    }
    if (action instanceof Action.SelectRef s && g.pacing().isOff()) {
      ExecutionResult chosen = selecting.selectNative(s, el, d);
      if (chosen != null) {
        return chosen;
      }
    }
    boolean pointer = !(action instanceof Action.Submit s && s.method() == Action.SubmitMethod.ENTER);
    Inspection info = ElementScripts.inspect(el, pointer);
    boolean reach = needsReach(action, info);
    if (info.disabled() || (reach && !info.hit().reachable())) {
      info = ElementScripts.awaitReady(el, info, reach, d.atMost(READY_GRACE_MILLIS));
    }
    if (info.disabled()) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " is disabled", d);
    }
    if (reach && !info.hit().reachable() && info.hit() == Hit.COVERED && action instanceof Action.Submit) {
      // A picker or suggestion list left open by the last answer covers the button: a person
      // closes it with Escape before submitting.
      // (Some pickers close only on a click outside them.) The one way the executor closes a popup: Overlays.dismiss.
      Frame frame = el.ownerFrame();
      if (frame != null) {
        Overlays.dismiss(page, frame, () -> ElementScripts.inspect(el, pointer).hit().reachable(), d);
      } else {
        page.keyboard().press("Escape");
      }
      info = ElementScripts.awaitReady(el, ElementScripts.inspect(el, pointer), true, d.atMost(READY_GRACE_MILLIS));
    }
    if (reach && !info.hit().reachable()) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " " + obstacle(info), d);
    }
    if (action instanceof Action.PressKey k) {
      return clicks.pressKey(page, k, el, info, d);
    }
    if (action instanceof Action.ClickRef c) {
      return clicks.click(page, c, el, info, d, dialogs);
    }
    if (action instanceof Action.SelectRef s) {
      return selecting.select(page, s, el, info, d);
    }
    if (action instanceof Action.SetCheckbox c) {
      return toggles.toggle(c, el, info, c.checked(), d);
    }
    if (action instanceof Action.SetRadio r) {
      if (info.checked() != null && !"radio".equals(info.type()) && !"radio".equals(info.role()) && !"menuitemradio".equals(info.role())) {
        return failed(action, ErrorCode.ACTION_FAILED, "set_radio: " + info.describe() + " is not a radio", d);
      }
      return toggles.toggle(r, el, info, true, d);
    }
    if (action instanceof Action.UploadFile u) {
      return uploads.upload(page, u, el, info, d);
    }
    if (action instanceof Action.Submit s) {
      return submits.submit(page, s, el, info, d, dialogs, boundary, dispatching);
    }
    throw new IllegalArgumentException("unknown action " + action.verb());
  }

  /** Whether the gesture is a pointer gesture on the element itself, so it must be reachable. */
  private static boolean needsReach(Action action, Inspection info) {
    if (action instanceof Action.ClickRef) {
      return true;
    }
    if (action instanceof Action.SetCheckbox || action instanceof Action.SetRadio) {
      return !info.nativeToggle() && info.checked() != null;
    }
    if (action instanceof Action.SelectRef) {
      return !info.tag().equals("select") && !info.fillable() && !info.role().equals("listbox") && !info.expanded();
    }
    if (action instanceof Action.UploadFile) {
      return !info.type().equals("file") && !info.labelsFile();
    }
    return action instanceof Action.Submit s && s.method() == Action.SubmitMethod.CLICK;
  }
}
