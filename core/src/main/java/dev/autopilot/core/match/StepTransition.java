package dev.autopilot.core.match;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a click on a form's "next" control ({@link StepControls#isNext}) came to, judged from the
 * snapshots before and after it: the verifier records it as the click's evidence and the run
 * routes on it, so both judge a step transition the same way.
 *
 * <ul>
 *   <li>{@link Kind#NEXT_STEP}: the questions the step showed are hidden or gone, and questions
 *       the page did not show before are shown, or a submit or "next" control shows (a review
 *       step), and no new error: a verified step transition, not a submit;
 *   <li>{@link Kind#FORM_ENDED}: the questions are hidden or gone and nothing of a form took
 *       their place: the click may have sent the form, so its outcome is classified as a
 *       submit's;
 *   <li>{@link Kind#SAME_STEP}: the step still shows (a check of the page held it back, say).
 * </ul>
 *
 * <p>Questions are compared by their {@linkplain SemanticSnapshot#questionSignatureOf signature},
 * so a step that loads as a new document (new refs) is judged as one shown in place.
 *
 * @param kind what the click came to
 * @param evidence the criteria, each deciding, for an {@code action_verified} event
 */
public record StepTransition(Kind kind, List<Evidence> evidence) {
  /**
   * Checks the kind and keeps an immutable copy of the evidence.
   *
   * @param kind what the click came to
   * @param evidence the criteria; copied
   * @throws NullPointerException when {@code kind} or {@code evidence} is null, or an evidence is
   */
  public StepTransition {
    requireNonNull(kind, "kind");
    evidence = List.copyOf(evidence);
  }

  /** What a "next" click came to. */
  public enum Kind {
    /** A new step shows. */
    NEXT_STEP,
    /** The form's questions left and none took their place. */
    FORM_ENDED,
    /** The step did not change. */
    SAME_STEP
  }

  /**
   * Whether the click moved the form to a new step.
   *
   * @return true for {@link Kind#NEXT_STEP} only
   */
  public boolean verified() {
    return kind == Kind.NEXT_STEP;
  }

  /**
   * Judges a "next" click from the snapshot it was planned on and the one taken after it.
   *
   * @param before the snapshot the click was planned on
   * @param after the snapshot taken after it
   * @return the transition, with three criteria as its evidence
   */
  public static StepTransition judge(SemanticSnapshot before, SemanticSnapshot after) {
    Set<String> was = shownQuestions(before);
    Set<String> now = shownQuestions(after);
    Set<String> left = new LinkedHashSet<>(was);
    left.removeAll(now);
    Set<String> came = new LinkedHashSet<>(now);
    came.removeAll(was);
    boolean hidden = !was.isEmpty() && left.size() == was.size();
    boolean shown = !came.isEmpty();
    int errorsBefore = before.visibleErrors().size();
    int errorsAfter = after.visibleErrors().size();
    boolean goesOn = goesOn(after);
    boolean moved = shown || goesOn;
    Kind kind = hidden && moved && errorsAfter <= errorsBefore ? Kind.NEXT_STEP : hidden && !moved ? Kind.FORM_ENDED : Kind.SAME_STEP;
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(new Evidence("previous step's questions hidden", hidden, was.size() + " shown", left.size() + " of them hidden or gone"));
    String news = came.size() + " new question(s)" + (goesOn ? ", a next or submit control shows" : ", no next or submit control");
    evidence.add(kind == Kind.FORM_ENDED ? Evidence.informative("a new step shows", false, null, news) : new Evidence("a new step shows", moved, null, news));
    evidence.add(new Evidence("no new errors", errorsAfter <= errorsBefore, String.valueOf(errorsBefore), String.valueOf(errorsAfter)));
    return new StepTransition(kind, evidence);
  }

  /**
   * The verdict on the click: verified when a new step shows, and when the form ended (then the
   * click is to be treated as a submit that may have sent the form); not when the step stayed.
   *
   * @param action the "next" click judged
   * @return the verification, with this transition's evidence; verified for {@code NEXT_STEP} and
   *     {@code FORM_ENDED}
   */
  public Verification verification(Action action) {
    String reason = switch (kind) {
      case NEXT_STEP -> "verified step transition: the previous step's questions left and a new step shows";
      case FORM_ENDED -> "the form's questions left and none took their place: the click may have sent the form";
      case SAME_STEP -> "the step did not change";
    };
    return new Verification(action, kind != Kind.SAME_STEP, reason, evidence);
  }

  /** Whether the form goes on: a submit or "next" control shows ({@link StepControls#formShows}; a review step has no questions, only its submit). */
  private static boolean goesOn(SemanticSnapshot s) {
    return StepControls.formShows(s);
  }


  private static Set<String> shownQuestions(SemanticSnapshot s) {
    Set<String> out = new LinkedHashSet<>();
    for (SemanticElement e : s.elements()) {
      if (e.visible() && !e.isolated() && e.role().isField()) {
        out.add(s.questionSignatureOf(e));
      }
    }
    return out;
  }
}
