package dev.autopilot.core.match;

import static dev.autopilot.core.model.SnapshotFixtures.checkbox;
import static dev.autopilot.core.model.SnapshotFixtures.file;
import static dev.autopilot.core.model.SnapshotFixtures.radio;
import static dev.autopilot.core.model.SnapshotFixtures.select;
import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FieldsTest {
  private static final ActionMeta META = ActionMeta.of("answer", "q");

  private static SemanticElement text(String value, String type, boolean visible, boolean disabled, boolean isolated) {
    return new SemanticElement("e1", Role.TEXTBOX, "q", null, value, true, disabled, null, visible, null, List.of(), type, Map.of(), isolated);
  }

  @Test
  void answeredMeansCheckedChosenOrNonBlank() {
    assertTrue(Fields.answered(textbox("e1", "x", "v", false, null)));
    assertFalse(Fields.answered(textbox("e1", "x", " \u00a0", false, null)));
    assertFalse(Fields.answered(textbox("e1", "x", null, false, null)));
    assertTrue(Fields.answered(checkbox("e1", "x", true, false)));
    assertFalse(Fields.answered(radio("e1", "x", false, "g")));
    assertFalse(Fields.answered(select("e1", "x", List.of(new SelectOption("Select...", "", true), new SelectOption("A", "a", false)), true)),
        "a placeholder option with an empty value is no answer");
    assertTrue(Fields.answered(select("e1", "x", List.of(new SelectOption("Select...", "", false), new SelectOption("A", "a", true)), true)));
  }

  @Test
  void askableMeansAPersonCouldAnswerNow() {
    assertTrue(Fields.askable(text("", "text", true, false, false)));
    assertFalse(Fields.askable(text("", "text", false, false, false)), "hidden text fields are not askable");
    assertFalse(Fields.askable(text("", "text", true, true, false)), "disabled");
    assertFalse(Fields.askable(text("", "text", true, false, true)), "foreign panel");
    assertTrue(Fields.askable(file("e2", "Resume", null, true)), "a hidden file input behind a styled button, reported visible");
    SemanticElement hiddenCheckbox = new SemanticElement("e3", Role.CHECKBOX, "I agree", null, null, true, false, false, false, null, List.of(), "checkbox", Map.of(), false);
    assertFalse(Fields.askable(hiddenCheckbox), "a toggle a person can neither see nor operate through a visible label");
    SemanticElement hiddenFile = new SemanticElement("e4", Role.FILE, "Photo", null, null, true, false, null, false, null, List.of(), "file", Map.of(), false);
    assertFalse(Fields.askable(hiddenFile), "a file input with nothing visible to operate it through");
  }

  @Test
  void holdsComparesWhatTheActionWouldPutThere() {
    SemanticElement date = text("2026-01-05", "date", true, false, false);
    assertTrue(Fields.holds(date, new Action.TypeRef("e1", "01/05/2026", META)), "the date bug: a typed US date is the ISO value");
    assertFalse(Fields.holds(date, new Action.TypeRef("e1", "01/06/2026", META)));
    SemanticElement country = select("e1", "Country", List.of(new SelectOption("Select...", "", false), new SelectOption("United Kingdom", "uk", true)), true);
    assertTrue(Fields.holds(country, new Action.SelectRef("e1", "united  kingdom", META)), "by label");
    assertTrue(Fields.holds(country, new Action.SelectRef("e1", "UK", META)), "by value");
    assertFalse(Fields.holds(country, new Action.SelectRef("e1", "France", META)));
    SemanticElement combo = new SemanticElement("e1", Role.COMBOBOX, "City", null, "Porto", false, false, null, true, null, List.of(), "text", Map.of(), false);
    assertTrue(Fields.holds(combo, new Action.SelectRef("e1", "porto", META)), "an option-less combobox by its value");
    assertTrue(Fields.holds(checkbox("e1", "x", true, false), new Action.SetCheckbox("e1", true, META)));
    assertFalse(Fields.holds(checkbox("e1", "x", true, false), new Action.SetCheckbox("e1", false, META)));
    assertTrue(Fields.holds(radio("e1", "Yes", true, "g"), new Action.SetRadio("e1", META)));
    assertTrue(Fields.holds(file("e1", "Resume", "cv.pdf", true), new Action.UploadFile("e1", Path.of("/home/ada/cv.pdf"), META)));
    assertFalse(Fields.holds(file("e1", "Resume", "old-cv.pdf", true), new Action.UploadFile("e1", Path.of("/home/ada/cv.pdf"), META)));
    assertFalse(Fields.holds(text("x", "text", true, false, false), new Action.ClickRef("e1", META)), "a click puts no value");
  }

  @Test
  void requiredQuestionsCountAskableOnesOnceAndListTheUnanswered() {
    ElementGroup auth = new ElementGroup("g1", GroupKind.FIELDSET, "Authorized to work?", true, List.of("e2", "e3"));
    ElementGroup hiddenGroup = new ElementGroup("g2", GroupKind.FIELDSET, "Which visa?", true, List.of("e4"));
    SemanticElement hiddenVisa = new SemanticElement("e4", Role.TEXTBOX, "Visa", null, null, true, false, null, false, "g2", List.of(), "text", Map.of(), false);
    List<SemanticElement> elements = List.of(
        textbox("e1", "Email", "ada@example.org", true, "email"),
        radio("e2", "Yes", false, "g1"),
        radio("e3", "No", false, "g1"),
        hiddenVisa,
        textbox("e5", "Nickname", null, false, "text"),
        textbox("e6", "Phone", "", true, "tel"));
    RequiredQuestions required = RequiredQuestions.of(elements, List.of(auth, hiddenGroup));
    assertEquals(3, required.count(), "the group once, email and phone; the hidden group and the optional field do not count");
    assertEquals(3, RequiredQuestions.count(elements, List.of(auth, hiddenGroup)));
    assertEquals(List.of("authorized to work", "email", "phone"), required.signatures());
    assertEquals(List.of("authorized to work", "phone"), required.unanswered(elements));
    SemanticSnapshot s = snapshot(elements, List.of(auth, hiddenGroup), List.of(), required.unanswered(elements));
    assertEquals(3, s.requiredCount());
    assertEquals(1, s.requiredFilledCount());
  }

  @Test
  void aFieldTypedIntoHoldsThePagesChoiceWhileItHoldsTheValueFirstSeen() {
    Map<String, String> preset = Map.of("preset", "0");
    assertTrue(Fields.holdsThePagesChoice(new SemanticElement("e1", Role.SPINBUTTON, "Colonies", null, "0", false, false, null, true, null, List.of(), "number", preset, false)));
    assertFalse(Fields.holdsThePagesChoice(new SemanticElement("e1", Role.SPINBUTTON, "Colonies", null, "3", false, false, null, true, null, List.of(), "number", preset, false)));
    assertFalse(Fields.holdsThePagesChoice(new SemanticElement("e1", Role.TEXTBOX, "Town", null, "Cranbrook", false, false, null, true, null, List.of(), "text", Map.of(), false)));
    // a box's preset says the page ticked it: no choice among answers
    assertFalse(Fields.holdsThePagesChoice(new SemanticElement("e1", Role.CHECKBOX, "News", null, null, false, false, true, true, null, List.of(), "checkbox",
        Map.of("preset", "true"), false)));
  }
}
