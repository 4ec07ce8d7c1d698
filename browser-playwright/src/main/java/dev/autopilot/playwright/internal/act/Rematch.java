package dev.autopilot.playwright.internal.act;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;

/**
 * Finds an element again in another snapshot by what it means rather than by its ref: the same
 * role, the same accessible name and the same group question (the legend or question text of its
 * group, none when it has no group). Only a unique match counts. Stateless.
 */
public final class Rematch {
  private Rematch() {}

  /**
   * Finds the elements of {@code in} that match {@code element} of {@code from}: the same role,
   * accessible name and group question; isolated ones never do.
   *
   * @param from the snapshot the element was planned from
   * @param element the element whose ref went stale
   * @param in a fresh snapshot of the same page
   * @return the matches in document order; only exactly one makes a re-resolution
   */
  public static List<SemanticElement> candidates(SemanticSnapshot from, SemanticElement element, SemanticSnapshot in) {
    String question = groupQuestion(from, element);
    return in.elements().stream()
        .filter(e -> !e.isolated())
        .filter(e -> e.role() == element.role() && e.name().equals(element.name()))
        .filter(e -> groupQuestion(in, e).equals(question))
        .toList();
  }

  /** The group question of an element: its group's question, empty when it has no group. */
  static String groupQuestion(SemanticSnapshot s, SemanticElement e) {
    return s.groupOf(e).map(ElementGroup::question).map(Match::collapse).orElse("");
  }

  /**
   * The same action aimed at another ref: what the executor carried out after it re-resolved a
   * stale ref.
   *
   * @param action an action aimed at a ref
   * @param ref the ref it is aimed at instead
   * @return the action with the same verb, value and meta, aimed at {@code ref}; a submit keeps
   *     its own outcome deadline
   * @throws IllegalArgumentException when the action has no target ({@code wait_for}, {@code
   *     refresh_soft})
   */
  public static Action retarget(Action action, String ref) {
    requireNonNull(ref, "ref");
    if (action instanceof Action.ClickRef a) {
      return new Action.ClickRef(ref, a.meta());
    }
    if (action instanceof Action.TypeRef a) {
      return new Action.TypeRef(ref, a.text(), a.meta(), a.keepOpen());
    }
    if (action instanceof Action.SelectRef a) {
      return new Action.SelectRef(ref, a.option(), a.meta());
    }
    if (action instanceof Action.SetCheckbox a) {
      return new Action.SetCheckbox(ref, a.checked(), a.meta());
    }
    if (action instanceof Action.SetRadio a) {
      return new Action.SetRadio(ref, a.meta());
    }
    if (action instanceof Action.UploadFile a) {
      return new Action.UploadFile(ref, a.file(), a.meta());
    }
    if (action instanceof Action.Submit a) {
      return new Action.Submit(ref, a.method(), a.meta(), a.outcomeDeadlineMillis());
    }
    if (action instanceof Action.PressKey a) {
      return new Action.PressKey(ref, a.key(), a.meta());
    }
    throw new IllegalArgumentException(action.verb() + " has no target to retarget");
  }
}
