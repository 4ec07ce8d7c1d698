package dev.autopilot.core.match;

import static dev.autopilot.core.model.SnapshotFixtures.checkbox;
import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * "Required" read once ({@link Fields#required}): {@link RequiredQuestions} and the rule planner
 * used to disagree on a group of native radios marked required whose group was not (the planner
 * took the group's word, the count ignored it) and on a required box inside a fieldset of optional
 * ones (the count skipped it, the planner asked for it).
 */
class RequiredAgreementTest {
  private static SemanticElement radio(String ref, String name, boolean required, String group) {
    return new SemanticElement(ref, Role.RADIO, name, null, null, required, false, false, true, group, List.of(), "radio", Map.of(), false);
  }

  private static SemanticElement inGroup(SemanticElement e, String group) {
    return new SemanticElement(e.ref(), e.role(), e.name(), e.label(), e.value(), e.required(), e.disabled(), e.checked(), e.visible(), group,
        e.options(), e.inputType(), e.attributes(), e.isolated());
  }

  private final SemanticSnapshot page = snapshot(List.of(
      radio("e1", "Day shift", true, "g1"), radio("e2", "Night shift", true, "g1"),
      inGroup(checkbox("e3", "I confirm the information is true", false, true), "g2"),
      inGroup(checkbox("e4", "Send me job alerts", false, false), "g2")),
      List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "Preferred shift", false, List.of("e1", "e2")),
          new ElementGroup("g2", GroupKind.FIELDSET, "Declarations", false, List.of("e3", "e4"))),
      List.of(), List.of());

  @Test
  void theCountThePlannerAndTheGateReadRequiredAlike() {
    assertTrue(Fields.required(page, page.groups().get(0)), "a required radio makes its group required");
    assertFalse(Fields.required(page, page.groups().get(1)), "a required box requires only itself");
    assertTrue(Fields.required(page, page.element("e3").orElseThrow()));
    assertFalse(Fields.required(page, page.element("e4").orElseThrow()));

    RequiredQuestions required = RequiredQuestions.of(page.elements(), page.groups());
    assertEquals(List.of(SemanticKey.questionSignature("Preferred shift"), SemanticKey.questionSignature("I confirm the information is true")),
        required.signatures());
    assertEquals(required.signatures(), required.unanswered(page.elements()));

    Profile nobody = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0100", null, Map.of(), null, null, null, Profile.Consent.NONE, Map.of());
    List<String> unresolved = Planner.rules(JobApplicationPack.of(nobody))
        .plan(new PlanningContext(Task.of("apply", URI.create(page.page().url())), RunState.FILL, page, List.of())).unresolved();
    assertEquals(List.of("Preferred shift", "Declarations: I confirm the information is true"), unresolved);
  }

  @Test
  void thePartsOfASplitAnswerAnswerOnlyForThemselves() {
    SemanticElement day = new SemanticElement("e1", Role.COMBOBOX, "Day", null, "3", true, false, null, true, "g1", List.of(), null, Map.of(), false);
    SemanticElement month = new SemanticElement("e2", Role.COMBOBOX, "Month", null, null, true, false, null, true, "g1", List.of(), null, Map.of(), false);
    SemanticSnapshot dob = snapshot(List.of(day, month), List.of(new ElementGroup("g1", GroupKind.FIELDSET, "Date of birth", false, List.of("e1", "e2"))),
        List.of(), List.of());
    assertTrue(Fields.questionAnswered(dob, day));
    assertFalse(Fields.questionAnswered(dob, month), "a day chosen is no month");
    SemanticElement alerts = inGroup(checkbox("e4", "Send me job alerts", true, false), "g2");
    SemanticSnapshot boxes = snapshot(List.of(inGroup(checkbox("e3", "I confirm the information is true", false, true), "g2"), alerts),
        List.of(new ElementGroup("g2", GroupKind.FIELDSET, "Declarations", false, List.of("e3", "e4"))), List.of(), List.of());
    assertFalse(Fields.questionAnswered(boxes, boxes.element("e3").orElseThrow()), "a required box answers only for itself");
  }
}
