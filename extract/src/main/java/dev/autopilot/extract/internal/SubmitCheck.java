package dev.autopilot.extract.internal;

import com.microsoft.playwright.Page;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.util.Map;

/**
 * Whether the control a selector names would send a form, by the snapshot's own judgement: it is
 * one of the snapshot's {@link SemanticSnapshot#submitCandidates() submit controls}. A step's
 * "Next" counts too: a run may press it to move a form on ({@link
 * dev.autopilot.core.gate.ActionGate#isSubmit} lets it), but pressing it sends the form, which an
 * extraction never does. A control the snapshot gave no ref to is no submit control. Stateless.
 */
public final class SubmitCheck {
  private SubmitCheck() {}

  /**
   * True when clicking the control would send a form.
   *
   * @param session the session showing the page, on its owning thread
   * @param snapshots takes the snapshot whose submit controls are compared
   * @param selector a Playwright selector of the control; its first match is judged
   * @return true when that control is one of the snapshot's submit controls; false when it is
   *     not, or the selector matches nothing the snapshot names
   */
  public static boolean isSubmit(PlaywrightBrowserSession session, SnapshotProvider snapshots, String selector) {
    SemanticSnapshot snapshot = snapshots.snapshot(session);
    Object raw = session.unwrap(Page.class).evaluate(PageScripts.CONTROL, selector);
    Object ref = raw instanceof Map<?, ?> m ? m.get("ref") : null;
    if (ref == null) {
      return false;
    }
    for (SubmitCandidate c : snapshot.submitCandidates()) {
      if (c.ref().equals(ref.toString())) {
        return true;
      }
    }
    return false;
  }
}
