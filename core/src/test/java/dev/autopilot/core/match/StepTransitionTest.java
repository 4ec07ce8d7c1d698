package dev.autopilot.core.match;

import static dev.autopilot.core.model.SnapshotFixtures.page;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.model.Verification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StepTransitionTest {
  private static SemanticElement hidden(SemanticElement e) {
    return new SemanticElement(e.ref(), e.role(), e.name(), e.label(), e.value(), e.required(), e.disabled(), e.checked(), false, e.groupId(),
        e.options(), e.inputType(), e.attributes(), e.isolated());
  }

  private static SemanticElement button(String ref, String name, boolean visible) {
    return new SemanticElement(ref, Role.BUTTON, name, null, null, false, false, null, visible, null, List.of(), "submit", Map.of(), false);
  }

  private static SemanticSnapshot snap(List<SemanticElement> elements, List<SubmitCandidate> submits, List<FieldError> errors) {
    return new SemanticSnapshot(page(), elements, List.of(), errors, List.of(), submits, 1, false);
  }

  private final SemanticElement first = textbox("e1", "First name", "Ada", true, "text");
  private final SemanticElement email = textbox("e3", "Email", null, true, "email");
  private final SemanticSnapshot step1 = snap(List.of(first, button("e2", "Next", true), hidden(email), button("e4", "Submit application", false)),
      List.of(new SubmitCandidate("e2", "Next", true), new SubmitCandidate("e4", "Submit application", true)), List.of());
  private final Action.ClickRef click = new Action.ClickRef("e2", ActionMeta.of(StepControls.NEXT_STEP_INTENT, "next step"));

  @Test
  void aNewStepShowingIsAVerifiedTransition() {
    SemanticSnapshot step2 = snap(List.of(hidden(first), button("e2", "Next", false), email, button("e4", "Submit application", true)),
        step1.submitCandidates(), List.of());
    StepTransition t = StepTransition.judge(step1, step2);
    assertEquals(StepTransition.Kind.NEXT_STEP, t.kind());
    Verification v = t.verification(click);
    assertTrue(v.verified(), v::toString);
    assertTrue(v.reason().startsWith("verified step transition"), v.reason());
  }

  @Test
  void aStepWhoseOnlyQuestionIsASliderIsANewStepNotAnEndedForm() {
    // the planner counted a slider as a field and this judgement did not: a step of one slider read as "the form ended"
    SemanticElement years = new SemanticElement("e5", Role.SLIDER, "Years of experience", null, "0", true, false, null, true, null, List.of(), "range",
        Map.of(), false);
    SemanticSnapshot step2 = snap(List.of(hidden(first), button("e2", "Next", false), years), List.of(), List.of());
    assertEquals(StepTransition.Kind.NEXT_STEP, StepTransition.judge(step1, step2).kind());
    assertTrue(years.role().isField());
    assertTrue(dev.autopilot.core.model.Role.SLIDER.isField() && !Role.BUTTON.isField() && !Role.OPTION.isField());
  }

  @Test
  void aNewDocumentWithNewQuestionsIsATransitionToo() {
    SemanticSnapshot step2 = snap(List.of(textbox("e1", "Email", null, true, "email"), button("e2", "Next", true)),
        List.of(new SubmitCandidate("e2", "Next", true)), List.of());
    assertEquals(StepTransition.Kind.NEXT_STEP, StepTransition.judge(step1, step2).kind());
  }

  @Test
  void aReviewStepWithOnlyItsSubmitIsATransition() {
    SemanticSnapshot review = snap(List.of(hidden(first), button("e4", "Submit application", true)), List.of(new SubmitCandidate("e4", "Submit application", true)), List.of());
    assertEquals(StepTransition.Kind.NEXT_STEP, StepTransition.judge(step1, review).kind());
  }

  @Test
  void theSameStepWithAnErrorIsNoTransition() {
    SemanticSnapshot held = snap(step1.elements(), step1.submitCandidates(), List.of(new FieldError("Required", true, "e1", null)));
    StepTransition t = StepTransition.judge(step1, held);
    assertEquals(StepTransition.Kind.SAME_STEP, t.kind());
    assertFalse(t.verification(click).verified());
  }

  @Test
  void aFormThatLeftWithNothingInItsPlaceMayHaveBeenSent() {
    SemanticSnapshot thanks = snap(List.of(), List.of(), List.of());
    StepTransition t = StepTransition.judge(step1, thanks);
    assertEquals(StepTransition.Kind.FORM_ENDED, t.kind());
    assertTrue(t.verification(click).reason().contains("may have sent the form"));
  }
}
