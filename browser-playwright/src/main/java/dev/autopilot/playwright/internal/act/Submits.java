package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.internal.act.Gestures.clickOptions;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Page;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.act.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.proof.SubmitWatch;
import dev.autopilot.playwright.internal.session.Deadline;
import dev.autopilot.playwright.internal.session.DialogWatch;
import java.time.Duration;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * {@code submit}: clicks or presses Enter through {@link SubmitWatch}, which waits for an outcome
 * signal up to the submit deadline and reports everything the gesture was seen to cause; the
 * detail says what was seen. Immutable and thread-safe.
 */
public final class Submits {
  /** How long to wait for a submit to start a request before deciding it started none: it more often starts it from a script. */
  private static final long SUBMIT_GRACE_MILLIS = 400;
  private static final String INVALID_FIELDS = Scripts.load("proof/invalid-fields.js");

  private final Gestures g;
  private final Duration submitDeadline;

  /**
   * Makes the submit verb.
   *
   * @param g the shared gestures, with the executor's pacing
   * @param submitDeadline how long a submit waits for an outcome signal unless the action says
   */
  public Submits(Gestures g, Duration submitDeadline) {
    this.g = g;
    this.submitDeadline = submitDeadline;
  }

  /** The fields the browser's constraint validation holds the control's form back for; empty when none or unreadable. */
  private static List<String> invalidFields(ElementHandle el) {
    try {
      Object r = el.evaluate(INVALID_FIELDS);
      if (r instanceof List<?> list) {
        return list.stream().map(String::valueOf).toList();
      }
    } catch (RuntimeException e) {
      // the control went with its document (the page moved on): nothing was held back
    }
    return List.of();
  }

  /** @param dispatching told right before the click or key is sent to the page */
  ExecutionResult submit(Page page, Action.Submit action, ElementHandle el, Inspection info, Deadline d, @Nullable DialogWatch dialogs,
      @Nullable HostBoundary boundary, Runnable dispatching) {
    boolean enter = action.method() == Action.SubmitMethod.ENTER;
    if (enter) {
      g.focusPrelude(el, d);
    } else {
      g.pointerPrelude(el, d);
    }
    // which fields the browser's own validation would hold the form back for, read before the
    // gesture (the page answers now; after it, a page that stopped answering is not asked again)
    List<String> invalid = invalidFields(el);
    Long asked = action.outcomeDeadlineMillis();
    Deadline outcome = Deadline.in(asked != null ? asked : submitDeadline.toMillis());
    // A request counts as the submit's when it goes to a host of the run's boundary (the form's own host without one).
    // The gesture returns once it is dispatched: Playwright would otherwise wait for a navigation it
    // started to commit, up to the action's timeout, and report a submit whose request is never
    // answered as a gesture that timed out (not performed) when it may have sent the form. The
    // watch waits for the outcome, up to the submit deadline.
    SubmitWatch.Outcome o = SubmitWatch.perform(page, el, dialogs, boundary == null ? null : boundary::allows, () -> {
      dispatching.run();
      if (enter) {
        el.press("Enter", new ElementHandle.PressOptions().setTimeout(d.remaining()).setNoWaitAfter(true));
      } else {
        el.click(clickOptions(info, d).setNoWaitAfter(true));
      }
    }, outcome, SUBMIT_GRACE_MILLIS);
    Navigation nav = o.navigation();
    Integer status = nav.responseStatus();
    SubmitEffects effects = nav.effects();
    long sent = effects == null ? 0 : effects.requests().size();
    if (sent == 0 && status == null && (effects == null || effects.dialogs().isEmpty())) {
      if (!invalid.isEmpty()) {
        // the browser itself held the form back: nothing was sent, and it says which field and why
        return ExecutionResult.failed(action, ErrorCode.FORM_INVALID, "the browser did not send the form; it holds it back for "
            + String.join("; ", invalid), d.elapsedMillis());
      }
    }
    String detail = (enter ? "pressed Enter" : "clicked " + info.describe())
        + (status == null ? "; no response seen" : "; response HTTP " + status)
        + (sent == 0 ? "" : "; " + sent + " request(s) sent")
        + (effects == null || effects.dialogs().isEmpty() ? "" : "; " + effects.dialogs().size() + " dialog(s) answered")
        + (o.settled() ? "" : "; no outcome signal within the submit deadline of " + outcome.totalMillis() + " ms")
        + (effects != null && effects.mayHaveBeenSubmitted() ? "; the form may have been submitted: a request got no answer" : "");
    return ExecutionResult.performed(action, detail, nav, d.elapsedMillis());
  }
}
