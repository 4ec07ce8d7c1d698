package dev.autopilot.core.proof;

import static dev.autopilot.core.proof.Changes.changedElements;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a key press changed: it is verified by its effect, never by the press itself. Tab must move
 * the focus off the target; any other key must navigate, change the target's value or state,
 * change another element of the page (a listbox opened, a popup closed) or its structure, or move
 * the focus. Stateless.
 */
public final class KeyChange {
  private KeyChange() {}

  /**
   * Judges a key press.
   *
   * @param execution the press's execution; a navigation in it is an effect
   * @param action the press judged; Tab is judged by the focus alone
   * @param ref the target's ref
   * @param was the target in the snapshot before, or null when it is not found there
   * @param before the snapshot the press was planned on
   * @param after the snapshot read after the press
   * @param live the target's state read live after the press
   * @param stillFocused whether the target, or something in it, has the focus now
   * @return for Tab, a verification by "focus moved" alone; for any other key, one deciding item
   *     "key had an effect" naming the first effect seen (or "nothing changed") and the focus as
   *     information
   */
  public static Verification judge(ExecutionResult execution, Action.PressKey action, String ref, @Nullable SemanticElement was,
      SemanticSnapshot before, SemanticSnapshot after, TargetState live, boolean stillFocused) {
    Evidence focusMoved = new Evidence("focus moved", !stillFocused, "on " + ref, stillFocused ? "on " + ref : "elsewhere");
    if (action.key() == Action.Key.TAB) {
      return Verification.fromEvidence(action, List.of(focusMoved));
    }
    boolean navigated = execution.navigation() != null;
    boolean targetChanged = was != null && live.found() && (!Objects.equals(was.value(), live.value()) || !Objects.equals(was.checked(), live.checked()));
    int others = changedElements(before, after, ref);
    boolean structure = !Objects.equals(before.page().structureHash(), after.page().structureHash());
    boolean effect = navigated || targetChanged || others > 0 || structure || focusMoved.held();
    String seen = navigated ? "navigated" : targetChanged ? "target changed" : others > 0 ? others + " other elements changed"
        : structure ? "page structure changed" : focusMoved.held() ? "focus moved" : "nothing changed";
    return Verification.fromEvidence(action, List.of(new Evidence("key had an effect", effect, null, seen), Evidence.informative(focusMoved.criterion(), focusMoved.held(), focusMoved.before(), focusMoved.after())));
  }
}
