package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FormPresenceTest {
  private static final PageInfo PAGE = new PageInfo("http://127.0.0.1/jobs/1", "Job", "127.0.0.1", "/jobs/1", "h");

  private static SemanticElement el(String ref, Role role, String name, String value, boolean visible) {
    return new SemanticElement(ref, role, name, null, value, false, false, null, visible, null, List.of(), null, Map.of(), false);
  }

  private static SemanticSnapshot snap(List<SemanticElement> elements, List<SubmitCandidate> submits) {
    return new SemanticSnapshot(PAGE, elements, List.of(), List.of(), List.of(), submits, 1, false);
  }

  @Test
  void aFormBehindAStartButtonIsNotInViewAndItsStartButtonIsTheCandidate() {
    SemanticSnapshot page = snap(List.of(
        el("e1", Role.BUTTON, "Start application", null, true),
        el("e2", Role.TEXTBOX, "First name", "", false),
        el("e3", Role.BUTTON, "Submit application", null, false),
        el("e4", Role.SEARCHBOX, "Search jobs", "", true),
        el("e5", Role.LINK, "Continue", null, true),
        el("e6", Role.BUTTON, "Pay now", null, true)),
        List.of(new SubmitCandidate("e3", "Submit application", true)));
    assertFalse(FormPresence.inView(page), "hidden fields, a hidden submit and a site's search box are no form in view");
    assertEquals(List.of("e1", "e5"), FormPresence.startControls(page).stream().map(SemanticElement::ref).toList(), "start first, then next; never 'Pay now'");
  }

  @Test
  void aSubmitControlIsNeverAStartCandidateAndAShownFormNeedsNone() {
    SemanticSnapshot onlySubmit = snap(List.of(el("e1", Role.BUTTON, "Apply", null, true)), List.of(new SubmitCandidate("e1", "Apply", true)));
    assertTrue(FormPresence.inView(onlySubmit), "a visible submit control is a form");
    assertTrue(FormPresence.startControls(onlySubmit).isEmpty());
    SemanticSnapshot hiddenSubmit = snap(List.of(el("e1", Role.BUTTON, "Apply", null, true)), List.of(new SubmitCandidate("e1", "Apply", true)));
    assertTrue(FormPresence.startControls(hiddenSubmit).isEmpty());
  }

  @Test
  void holdsNoValueOnlyWhenShownFieldsAreAllEmpty() {
    assertTrue(FormPresence.holdsNoValue(snap(List.of(el("e1", Role.TEXTBOX, "Name", "", true), el("e2", Role.BUTTON, "Send", null, true)), List.of())));
    assertFalse(FormPresence.holdsNoValue(snap(List.of(el("e1", Role.TEXTBOX, "Name", "Ada", true), el("e2", Role.TEXTBOX, "Town", "", true)), List.of())));
    assertFalse(FormPresence.holdsNoValue(snap(List.of(el("e1", Role.BUTTON, "Confirm", null, true)), List.of())), "no field: nothing to fill");
    assertFalse(FormPresence.holdsNoValue(snap(List.of(el("e1", Role.TEXTBOX, "Name", "", false)), List.of())), "hidden fields are not the form shown");
  }
}
