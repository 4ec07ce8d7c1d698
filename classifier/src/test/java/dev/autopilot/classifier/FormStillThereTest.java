package dev.autopilot.classifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.match.StepControls;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * "The form is still there" read once ({@link StepControls#formShows}) by the classifier and the
 * step transition. They used to differ: the classifier counted a footer's newsletter box (a
 * foreign panel) as the form and a step's "Next" button as no form; the step transition the
 * other way round.
 */
class FormStillThereTest {
  private static final String URL = "https://jobs.example.com/apply";

  private static SemanticElement button(String ref, String name, boolean isolated) {
    return new SemanticElement(ref, Role.BUTTON, name, null, null, false, false, null, true, null, List.of(), "submit", Map.of(), isolated);
  }

  private static SemanticSnapshot snap(List<SemanticElement> elements, List<SubmitCandidate> submits) {
    return new SemanticSnapshot(new PageInfo(URL, "Apply", "jobs.example.com", "/apply", "h"), elements, List.of(), List.of(), List.of(), submits, 1, true);
  }

  private static String code(SemanticSnapshot s) {
    return OutcomeClassifiers.rules().classify(new OutcomeSignals(URL, URL, "Apply", "", null, s)).code();
  }

  @Test
  void aNewsletterBoxInTheFooterIsNotTheForm() {
    SemanticSnapshot s = snap(List.of(button("e7", "Subscribe", true)), List.of(new SubmitCandidate("e7", "Subscribe", true)));
    assertFalse(StepControls.formShows(s));
    assertEquals("NO_SIGNAL", code(s));
  }

  @Test
  void aStepsNextButtonIsTheFormStillThere() {
    SemanticSnapshot s = snap(List.of(button("e3", "Next", false)), List.of());
    assertTrue(StepControls.formShows(s));
    assertEquals("FORM_STILL_PRESENT", code(s));
  }
}
