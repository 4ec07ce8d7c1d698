package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.PlaywrightActionExecutor.READY_GRACE_MILLIS;
import static dev.autopilot.playwright.internal.act.Gestures.clickOptions;
import static dev.autopilot.playwright.internal.act.Gestures.dispose;
import static dev.autopilot.playwright.internal.act.Gestures.failed;
import static dev.autopilot.playwright.internal.act.Gestures.obstacle;

import com.microsoft.playwright.ElementHandle;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.playwright.internal.act.ElementScripts.Hit;
import dev.autopilot.playwright.internal.act.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.session.Deadline;

/**
 * {@code set_checkbox} and {@code set_radio}: a click only when the state differs; a hidden or
 * covered native control is clicked through its visible label; a hidden one without a visible
 * label is refused, for a person could not operate it. Immutable and thread-safe.
 */
public final class Toggles {
  private final Gestures g;

  /**
   * Makes the checkbox and radio verbs.
   *
   * @param g the shared gestures, with the executor's pacing
   */
  public Toggles(Gestures g) {
    this.g = g;
  }

  ExecutionResult toggle(Action action, ElementHandle el, Inspection info, boolean wanted, Deadline d) {
    Boolean current = info.checked();
    String state = wanted ? "checked" : "unchecked";
    if (current == null) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " has no checked state", d);
    }
    if (current == wanted) {
      return ExecutionResult.performed(action, info.describe() + " was already " + state, null, d.elapsedMillis());
    }
    // a native control is clicked itself only where a person sees it: a pointer at a clipped-away
    // input (Bootstrap's btn-check) reaches the box around it, never the input; its label is what
    // people click
    if (!info.nativeToggle() || (info.seen() && (info.hit() == Hit.SELF || info.hit() == Hit.ANCESTOR))) {
      g.pointerPrelude(el, d);
      el.click(clickOptions(info, d));
      return ExecutionResult.performed(action, "clicked " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    ElementHandle label = ElementScripts.visibleLabel(el);
    if (label != null) {
      try {
        Inspection labelInfo = ElementScripts.inspect(label, true);
        if (!labelInfo.hit().reachable()) {
          labelInfo = ElementScripts.awaitReady(label, labelInfo, true, d.atMost(READY_GRACE_MILLIS));
        }
        if (!labelInfo.hit().reachable()) {
          return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": the label of " + info.describe() + " " + obstacle(labelInfo), d);
        }
        g.pointerPrelude(label, d);
        label.click(clickOptions(labelInfo, d));
      } finally {
        dispose(label);
      }
      return ExecutionResult.performed(action, "clicked the label of " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    if (info.hit() == Hit.COVERED && info.seen()) {
      Inspection again = ElementScripts.awaitReady(el, info, true, d.atMost(READY_GRACE_MILLIS));
      if (!again.hit().reachable()) {
        return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " " + obstacle(again), d);
      }
      g.pointerPrelude(el, d);
      el.click(clickOptions(again, d));
      return ExecutionResult.performed(action, "clicked " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    // Nothing a person could click: a hidden control without a visible label is a trap, never ticked.
    return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " is not visible and has no visible label to click", d);
  }
}
