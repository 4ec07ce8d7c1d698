package dev.autopilot.core.match;

import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The one judgement of whether a snapshot shows a form a person could fill now, which controls
 * may open one that is not shown yet, and whether a shown form holds any value at all. A form
 * that a script builds after load, or that a "Start application" button reveals, is not in view
 * in the first snapshot; the run waits for it and may press a start control ({@link
 * #startControls}) before deciding that the page has no form. Whether pressing opened the form is
 * judged by {@link #inView} on the snapshot after, never by the control's name.
 *
 * <p>Stateless and thread-safe; every method takes a non-null snapshot and never returns null.
 */
public final class FormPresence {
  /** The intent ({@link dev.autopilot.core.model.ActionMeta#intent()}) of a click on a control that may open a form not shown yet. */
  public static final String START_INTENT = "open_form";
  /** The roles of elements that take an answer; a search box is a site's, not a form's. */
  private static final Set<Role> ANSWER_ROLES = EnumSet.of(Role.TEXTBOX, Role.COMBOBOX, Role.LISTBOX, Role.CHECKBOX, Role.RADIO,
      Role.SWITCH, Role.SPINBUTTON, Role.SLIDER, Role.MENUITEMCHECKBOX, Role.MENUITEMRADIO, Role.FILE);

  private FormPresence() {}

  /**
   * Whether the element is a field of a form that a person could fill now ({@link Fields#askable}).
   *
   * @param e an element of a snapshot
   * @return true for an askable element of a role that takes an answer (not a search box)
   */
  public static boolean isShownField(SemanticElement e) {
    return ANSWER_ROLES.contains(e.role()) && Fields.askable(e);
  }

  /**
   * Whether the snapshot shows a form: a field a person could fill now, or a submit control a
   * person could see. Hidden fields (a form behind a "Start" button, a honeypot) do not count.
   *
   * @param snapshot the page
   * @return true when a field or a submit control is there for a person now
   */
  public static boolean inView(SemanticSnapshot snapshot) {
    for (SemanticElement e : snapshot.elements()) {
      if (isShownField(e)) {
        return true;
      }
    }
    for (SubmitCandidate c : snapshot.submitCandidates()) {
      if (snapshot.element(c.ref()).map(Fields::askable).orElse(false)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The controls that may open a form not shown yet, best first: visible, enabled buttons and
   * links whose name reads as starting ({@link StepControls#isStart}), then those that read as
   * "next" ({@link StepControls#isNext}: an introduction page's "Continue"). Never a submit
   * control of the page ({@link SemanticSnapshot#submitCandidates()}): pressing one could send a
   * form. Empty when the snapshot shows a form ({@link #inView}): there is nothing to open.
   *
   * @param snapshot the page
   * @return the candidates, start controls before "next" ones, in page order within each;
   *     unmodifiable, empty when a form is in view or nothing reads as opening one
   */
  public static List<SemanticElement> startControls(SemanticSnapshot snapshot) {
    if (inView(snapshot)) {
      return List.of();
    }
    Set<String> submits = new HashSet<>();
    for (SubmitCandidate c : snapshot.submitCandidates()) {
      submits.add(c.ref());
    }
    List<SemanticElement> start = new ArrayList<>();
    List<SemanticElement> next = new ArrayList<>();
    for (SemanticElement e : snapshot.elements()) {
      if ((e.role() != Role.BUTTON && e.role() != Role.LINK) || !Fields.askable(e) || submits.contains(e.ref())) {
        continue;
      }
      if (StepControls.isStart(e.name())) {
        start.add(e);
      } else if (StepControls.isNext(e.name())) {
        next.add(e);
      }
    }
    start.addAll(next);
    return List.copyOf(start);
  }

  /**
   * Whether the form in view holds no value at all: it has fields a person could fill now
   * ({@link #isShownField}) and none of them holds an answer ({@link Fields#answered}). A run that
   * placed none of its values on such a form must not submit it: the form may still be building,
   * or the run found nothing of its own to put there. False when no field is shown (a form of a
   * single button holds nothing to fill).
   *
   * @param snapshot the page
   * @return true when fields are shown and none holds an answer
   */
  public static boolean holdsNoValue(SemanticSnapshot snapshot) {
    boolean anyField = false;
    for (SemanticElement e : snapshot.elements()) {
      if (isShownField(e)) {
        if (Fields.answered(e)) {
          return false;
        }
        anyField = true;
      }
    }
    return anyField;
  }
}
