package dev.autopilot.core.model;

import static dev.autopilot.core.model.SnapshotFixtures.radio;
import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.match.Fields;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SemanticSnapshotTest {

  private final ElementGroup auth = new ElementGroup("g1", GroupKind.FIELDSET, "Authorized to work? *", true, List.of("e3", "e4"));
  private final SemanticSnapshot snap = snapshot(
      List.of(textbox("e1", "Email", "a@b.c", true, "email"), textbox("e2", "Phone", null, true, "tel"), radio("e3", "Yes", false, "g1"), radio("e4", "No", false, "g1")),
      List.of(auth),
      List.of(new FieldError("Required", true, "e2", null), new FieldError("Pick one", true, null, "g1"), new FieldError("hidden", false, "e1", null)),
      List.of("phone", "authorized to work"));

  @Test
  void countsRequiredQuestionsOncePerGroup() {
    assertEquals(3, snap.requiredCount());
    assertEquals(1, snap.requiredFilledCount());
  }

  @Test
  void tiesErrorsToFieldsAndGroups() {
    assertEquals("Required", snap.errorsFor(snap.element("e2").orElseThrow()).get(0).text());
    assertEquals("Pick one", snap.errorsFor(snap.element("e4").orElseThrow()).get(0).text());
    assertTrue(snap.errorsFor(snap.element("e1").orElseThrow()).isEmpty(), "invisible errors do not count");
    assertEquals(2, snap.visibleErrors().size());
  }

  @Test
  void questionOfAGroupedElementIsTheGroupQuestion() {
    assertEquals("Authorized to work? *", snap.questionOf(snap.element("e3").orElseThrow()));
    assertEquals("authorized to work", snap.questionSignatureOf(snap.element("e4").orElseThrow()));
    assertEquals(List.of("e3", "e4"), snap.members(auth).stream().map(SemanticElement::ref).toList());
  }

  @Test
  void collectionsAreCopied() {
    List<SemanticElement> elements = new ArrayList<>(snap.elements());
    SemanticSnapshot copy = snapshot(elements, List.of(), List.of(), List.of());
    elements.clear();
    assertEquals(4, copy.elements().size());
    assertThrows(UnsupportedOperationException.class, () -> copy.elements().clear());
  }

  @Test
  void filledMeansCheckedChosenOrNonBlank() {
    assertTrue(Fields.answered(textbox("e1", "x", "v", false, null)));
    assertFalse(Fields.answered(textbox("e1", "x", "  ", false, null)));
    assertFalse(Fields.answered(radio("e1", "x", false, "g")));
    assertFalse(Fields.answered(SnapshotFixtures.select("e1", "x", List.of(new SelectOption("Select...", "", true)), true)));
  }

  @Test
  void verificationNeedsEvidence() {
    Action a = new Action.ClickRef("e1", ActionMeta.of("answer", null));
    assertFalse(Verification.fromEvidence(a, List.of()).verified());
    Verification mixed = Verification.fromEvidence(a, List.of(new Evidence("target checked", false, "false", "false"), new Evidence("error gone", true, null, null)));
    assertFalse(mixed.verified());
    assertEquals("target checked did not hold", mixed.reason());
    assertTrue(Verification.fromEvidence(a, List.of(new Evidence("target checked", true, "false", "true"))).verified());
  }

  @Test
  void runResultDemandsAReasonForManual() {
    RunCounters c = new RunCounters(0, 0, 0, 0, 0, 0, ModelUsage.none(), 0);
    assertThrows(IllegalArgumentException.class, () -> new RunResult("r", RunState.MANUAL_REQUIRED, null, null, c));
    assertThrows(IllegalArgumentException.class, () -> new RunResult("r", RunState.FILL, null, null, c));
  }

  @Test
  void hiddenDisabledAndIsolatedFieldsAreNotRequiredQuestions() {
    SemanticElement hidden = new SemanticElement("e5", Role.TEXTBOX, "Which visa?", null, null, true, false, null, false, null, List.of(), "text", java.util.Map.of(), false);
    SemanticElement disabled = new SemanticElement("e6", Role.TEXTBOX, "Code", null, null, true, true, null, true, null, List.of(), "text", java.util.Map.of(), false);
    SemanticElement isolated = new SemanticElement("e7", Role.TEXTBOX, "Chat", null, null, true, false, null, true, null, List.of(), "text", java.util.Map.of(), true);
    SemanticElement operableFile = SnapshotFixtures.file("e8", "Resume", null, true);
    SemanticElement trapFile = new SemanticElement("e9", Role.FILE, "Photo", null, null, true, false, null, false, null, List.of(), "file", java.util.Map.of(), false);
    SemanticSnapshot s = snapshot(List.of(hidden, disabled, isolated, operableFile, trapFile), List.of(), List.of(), List.of("resume", "photo"));
    assertEquals(1, s.requiredCount(), "only the file input a person operates through its button is askable");
    assertTrue(Fields.askable(operableFile));
    assertFalse(Fields.askable(trapFile), "hidden with nothing visible to operate it through");
    assertFalse(Fields.askable(hidden));
  }
}
