package dev.autopilot.playwright.internal.proof;

import static dev.autopilot.playwright.internal.proof.Criteria.str;

import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.Objects;

/**
 * The criteria of {@code set_radio}, {@code set_checkbox} and a click on a radio, checkbox or
 * switch: the target's checked state is the wanted one; for radios, no other radio of its group
 * is checked; the errors of its question ({@link ErrorCriteria}, deciding for an answer). Stateless.
 */
public final class ToggleCriteria {
  private ToggleCriteria() {}

  /**
   * Judges a toggle.
   *
   * @param errors the criteria on the question's errors
   * @param pipeline the pipeline a re-read of the errors goes through
   * @param action the action that toggled: a {@code set_checkbox}, {@code set_radio} or click
   * @param t its target in both snapshots
   * @param wanted whether the target must be checked
   * @param radio whether the target is a radio
   * @param live the target's live state
   * @return the verification
   */
  public static Verification judge(ErrorCriteria errors, SnapshotPipeline pipeline, Action action, Target t, boolean wanted, boolean radio,
      ReadBack live) {
    Criteria c = new Criteria();
    SemanticElement was = t.before();
    c.decide(wanted ? "target checked" : "target unchecked", Objects.equals(live.checked(), wanted), str(was == null ? null : was.checked()),
        str(live.checked()));
    if (radio) {
      int othersBefore = was == null ? 0 : checkedPeers(t.beforeSnapshot(), was);
      SemanticElement now = t.after();
      int othersAfter = Math.max(live.othersChecked(), now == null ? 0 : checkedPeers(t.afterSnapshot(), now));
      c.decide("other radios of the group unchecked", othersAfter == 0, othersBefore + " other checked", othersAfter + " other checked");
    }
    errors.judge(pipeline, c, t, wanted);
    return c.verification(action);
  }

  /** How many other radios of the element's group the snapshot shows checked. */
  private static int checkedPeers(SemanticSnapshot s, SemanticElement radio) {
    return s.groupOf(radio).map(g -> (int) s.members(g).stream()
        .filter(m -> !m.ref().equals(radio.ref()) && m.role() == Role.RADIO && Boolean.TRUE.equals(m.checked()))
        .count()).orElse(0);
  }
}
