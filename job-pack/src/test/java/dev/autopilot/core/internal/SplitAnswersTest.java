package dev.autopilot.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotFixtures;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Answers asked in parts are answered once, split into each control's own format. */
class SplitAnswersTest {
  private static final Profile PROFILE = Profile.parse("""
      {"firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.org", "phone": "+1 415 555 0134",
       "answers": {"Earliest start date": "2026-12-01", "Preferred interview time": "14:30"}}""", "test");
  private final RulePlanner planner = new RulePlanner(JobApplicationPack.of(PROFILE));

  private static SemanticElement part(String ref, Role role, String name, List<SelectOption> options, Map<String, String> attributes) {
    return new SemanticElement(ref, role, name, null, null, true, false, null, true, "g1", options, role == Role.TEXTBOX ? "text" : null, attributes,
        false);
  }

  private static List<SelectOption> numbers(int from, int to) {
    List<SelectOption> out = new ArrayList<>(List.of(new SelectOption("Choose", "", true)));
    for (int i = from; i <= to; i++) {
      out.add(new SelectOption(String.valueOf(i), String.valueOf(i), false));
    }
    return out;
  }

  private ActionPlan plan(String question, List<SemanticElement> parts) {
    ElementGroup g = new ElementGroup("g1", GroupKind.FIELDSET, question, true, parts.stream().map(SemanticElement::ref).toList());
    SemanticSnapshot s = new SemanticSnapshot(SnapshotFixtures.page(), parts, List.of(g), List.of(), List.of(),
        List.of(new SubmitCandidate("e99", "Submit", true)), 1, true);
    return planner.plan(new PlanningContext(Task.of("apply", URI.create("http://127.0.0.1/")), RunState.FILL, s, List.of()));
  }

  private static List<String> values(ActionPlan plan) {
    return plan.actions().stream().map(a -> a instanceof Action.TypeRef t ? t.text() : ((Action.SelectRef) a).option()).toList();
  }

  @Test
  void aDateAsThreeSelects() {
    List<SelectOption> months = new ArrayList<>(List.of(new SelectOption("Month", "", true)));
    String[] names = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"};
    for (int i = 0; i < 12; i++) {
      months.add(new SelectOption(names[i], String.valueOf(i + 1), false));
    }
    ActionPlan plan = plan("Earliest start date", List.of(part("e1", Role.COMBOBOX, "Month", months, Map.of()),
        part("e2", Role.COMBOBOX, "Day", numbers(1, 31), Map.of()), part("e3", Role.COMBOBOX, "Year", numbers(2026, 2027), Map.of())));
    assertEquals(List.of("December", "1", "2026"), values(plan), plan::toString);
    assertTrue(plan.unresolved().isEmpty(), plan::toString);
  }

  @Test
  void aDateAsThreeInputsIsZeroPaddedToTheirWidth() {
    ActionPlan plan = plan("Earliest start date", List.of(part("e1", Role.TEXTBOX, "MM", List.of(), Map.of("maxlength", "2")),
        part("e2", Role.TEXTBOX, "DD", List.of(), Map.of("maxlength", "2")), part("e3", Role.TEXTBOX, "YYYY", List.of(), Map.of("maxlength", "4"))));
    assertEquals(List.of("12", "01", "2026"), values(plan));
  }

  @Test
  void aTimeIn12HourForm() {
    ActionPlan plan = plan("Preferred interview time", List.of(part("e1", Role.COMBOBOX, "Hour", numbers(1, 12), Map.of()),
        part("e2", Role.COMBOBOX, "Minute", List.of(new SelectOption("00", "00", false), new SelectOption("30", "30", false)), Map.of()),
        part("e3", Role.COMBOBOX, "AM/PM", List.of(new SelectOption("AM", "AM", false), new SelectOption("PM", "PM", false)), Map.of())));
    assertEquals(List.of("2", "30", "PM"), values(plan));
  }

  @Test
  void aTimeIn24HourForm() {
    ActionPlan plan = plan("Preferred interview time", List.of(part("e1", Role.COMBOBOX, "Hour", numbers(0, 23), Map.of()),
        part("e2", Role.TEXTBOX, "Minutes", List.of(), Map.of("maxlength", "2"))));
    assertEquals(List.of("14", "30"), values(plan));
  }

  @Test
  void aPhoneNumberInThreeParts() {
    ActionPlan plan = plan("Phone number", List.of(part("e1", Role.TEXTBOX, "Area code", List.of(), Map.of()),
        part("e2", Role.TEXTBOX, "Prefix", List.of(), Map.of()), part("e3", Role.TEXTBOX, "Line number", List.of(), Map.of())));
    assertEquals(List.of("415", "555", "0134"), values(plan));
  }

  @Test
  void aGroupTheProfileCannotAnswerIsOneUnresolvedQuestion() {
    ActionPlan plan = plan("Date of birth", List.of(part("e1", Role.TEXTBOX, "MM", List.of(), Map.of()),
        part("e2", Role.TEXTBOX, "DD", List.of(), Map.of()), part("e3", Role.TEXTBOX, "YYYY", List.of(), Map.of())));
    assertEquals(List.of("Date of birth"), plan.unresolved());
    assertTrue(plan.actions().isEmpty());
  }

  @Test
  void aPickerGetsTheDateInItsPlaceholdersPattern() {
    SemanticElement picker = new SemanticElement("e1", Role.TEXTBOX, "Earliest start date", null, null, true, false, null, true, null, List.of(), "text",
        Map.of("placeholder", "DD.MM.YYYY"), false);
    assertEquals("01.12.2026", dev.autopilot.core.match.AnswerParts.inPlaceholderFormat(picker, "2026-12-01"));
    SemanticElement plain = new SemanticElement("e2", Role.TEXTBOX, "Start", null, null, true, false, null, true, null, List.of(), "text", Map.of(), false);
    assertEquals("2026-12-01", dev.autopilot.core.match.AnswerParts.inPlaceholderFormat(plain, "2026-12-01"));
  }
}
