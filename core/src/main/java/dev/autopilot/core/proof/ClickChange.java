package dev.autopilot.core.proof;

import static dev.autopilot.core.proof.Changes.changedElements;
import static dev.autopilot.core.proof.Changes.cut;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a click on anything but a toggle changed: it counts when it had an effect. The URL changed,
 * the page's interactive structure, the target's state, the errors or another control's state
 * changed, a JavaScript dialog opened, or the page changed visibly anywhere after the click
 * ({@link PageChanges}: content that was already changing before the click, a clock or a
 * carousel, is not its effect). A click with none of these is unverified, with that reason.
 * Stateless.
 */
public final class ClickChange {
  private ClickChange() {}

  /**
   * Judges a click from the snapshots before and after it and what the page showed.
   *
   * @param execution the click's execution; its navigation, when there was one, counts as a URL change
   * @param action the click judged; its ref names the target looked up in both snapshots
   * @param before the snapshot the click was planned on
   * @param after the snapshot read after the click
   * @param seen the page's visible changes after the click ({@link PageChanges#none()} when it was not watched)
   * @param dialogsNow how many JavaScript dialogs the session has answered now
   * @return a verification that holds, with one evidence item per change seen; or, when nothing
   *     changed, one that does not hold, saying so (and how many changes to already-changing
   *     content were ignored)
   */
  public static Verification judge(ExecutionResult execution, Action.ClickRef action, SemanticSnapshot before, SemanticSnapshot after,
      PageChanges seen, int dialogsNow) {
    List<Evidence> changes = new ArrayList<>();
    Navigation nav = execution.navigation();
    String urlBefore = before.page().url();
    String urlAfter = after.page().url();
    if (!urlBefore.equals(urlAfter) || (nav != null && !nav.urlBefore().equals(nav.urlAfter()))) {
      changes.add(new Evidence("URL changed", true, cut(urlBefore), cut(nav != null ? nav.urlAfter() : urlAfter)));
    }
    if (!before.page().structureHash().equals(after.page().structureHash()) || after.structureChanged() && after.epoch() != before.epoch()) {
      changes.add(new Evidence("page structure changed", true, before.page().structureHash(), after.page().structureHash()));
    }
    SemanticElement targetBefore = before.element(action.ref()).orElse(null);
    SemanticElement targetAfter = after.element(action.ref()).orElse(null);
    if (targetBefore != null && !sameState(targetBefore, targetAfter)) {
      changes.add(new Evidence("target state changed", true, cut(state(targetBefore)), cut(targetAfter == null ? "gone" : state(targetAfter))));
    }
    List<String> errorsBefore = before.visibleErrors().stream().map(FieldError::text).toList();
    List<String> errorsAfter = after.visibleErrors().stream().map(FieldError::text).toList();
    if (!errorsBefore.equals(errorsAfter)) {
      changes.add(new Evidence("errors changed", true, errorsBefore.size() + " shown", errorsAfter.size() + " shown"));
    }
    int changedElements = changedElements(before, after, action.ref());
    if (changedElements > 0) {
      changes.add(new Evidence("other elements changed state", true, null, changedElements + " changed"));
    }
    if (seen.armed() && dialogsNow > seen.dialogsBefore()) {
      changes.add(new Evidence("dialog opened", true, null, (dialogsNow - seen.dialogsBefore()) + " opened"));
    }
    if (seen.changes() > 0) {
      changes.add(new Evidence("page changed visibly", true, null, seen.changes() + " change(s): " + String.join(", ", seen.seen())));
    }
    if (changes.isEmpty()) {
      String ignored = seen.ignored() > 0 ? "; " + seen.ignored() + " change(s) to content that was already changing before the click ignored" : "";
      return new Verification(action, false, "the click had no effect: no navigation, no dialog, no visible change to the page" + ignored,
          List.of(new Evidence("something observable changed", false, before.page().structureHash(), cut("nothing changed" + ignored))));
    }
    return Verification.fromEvidence(action, changes);
  }

  private static boolean sameState(SemanticElement a, @Nullable SemanticElement b) {
    return b != null && Objects.equals(a.checked(), b.checked()) && Objects.equals(a.value(), b.value())
        && a.options().equals(b.options()) && a.visible() == b.visible() && a.disabled() == b.disabled()
        && a.attributes().equals(b.attributes()) && a.name().equals(b.name());
  }

  private static String state(SemanticElement e) {
    return "checked=" + e.checked() + " value=" + e.value() + " visible=" + e.visible() + " " + e.attributes();
  }
}
