package dev.autopilot.extract.internal;

import com.microsoft.playwright.Page;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.util.Map;

/**
 * Whether the control a selector names is one of a form's submit controls, by the project's one
 * judgement ({@link ActionGate#isSubmit} on a fresh snapshot of the session): what an extraction
 * must never click. A control the snapshot gave no ref to is no submit control. Stateless.
 */
public final class SubmitCheck {
  private SubmitCheck() {}

  /** True when clicking the control would submit a form. */
  public static boolean isSubmit(PlaywrightBrowserSession session, SnapshotProvider snapshots, String selector) {
    SemanticSnapshot snapshot = snapshots.snapshot(session);
    Object raw = session.unwrap(Page.class).evaluate(PageScripts.CONTROL, selector);
    Object ref = raw instanceof Map<?, ?> m ? m.get("ref") : null;
    return ref != null && ActionGate.isSubmit(new Action.ClickRef(ref.toString(), ActionMeta.of("paginate", null)), snapshot);
  }
}
