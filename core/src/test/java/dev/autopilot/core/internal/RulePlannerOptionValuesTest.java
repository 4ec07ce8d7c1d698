package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A radio's {@code value} attribute, which a person never sees, is evidence of the option a value
 * means when no label names it: "Purchase" picks "Buy a home" whose value is {@code purchase}, and
 * a key that meets the question only by its code name ({@code loan-purpose}) answers it then.
 */
class RulePlannerOptionValuesTest {
  final Task task = Task.of("prequalify", URI.create("http://127.0.0.1:8080/mortgage"));

  static SemanticElement radio(String ref, String name, String value) {
    return new SemanticElement(ref, Role.RADIO, name, null, null, true, false, false, true, "g1", List.of(), "radio",
        Map.of("name", "loan-purpose", "value", value), false);
  }

  final SemanticSnapshot page = snapshot(
      List.of(radio("e1", "Buy a home", "purchase"), radio("e2", "Refinance", "refinance"), radio("e3", "Cash-out refinance", "cash-out")),
      List.of(new ElementGroup("g1", GroupKind.FIELDSET, "What are you looking to do?", true, List.of("e1", "e2", "e3"))), List.of(), List.of());

  ActionPlan plan(Map<String, String> values) {
    return Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  @Test
  void aValueWrittenAsAnOptionsValueAttributePicksIt() {
    ActionPlan plan = plan(Map.of("Loan purpose", "Purchase"));
    assertEquals(List.of("e1"), plan.actions().stream().filter(Action.SetRadio.class::isInstance).map(Action::targetRef).toList(), plan.toString());
    assertTrue(plan.unresolved().isEmpty(), plan.toString());
  }

  @Test
  void aValueNamingNoLabelAndNoValueIsLeftUnresolved() {
    ActionPlan plan = plan(Map.of("Loan purpose", "Construction loan"));
    assertTrue(plan.actions().stream().noneMatch(Action.SetRadio.class::isInstance), plan.toString());
  }

  @Test
  void aQuestionPicksByLabelBeforeValue() {
    Question q = new Question("Plan", QuestionKind.CHOICE, List.of("Basic", "Plus"), null, null, true, "plan", List.of("plus", "basic"));
    assertEquals(0, q.choiceNamed("Basic"), "the label a person sees first");
    assertEquals(1, new Question("Plan", QuestionKind.CHOICE, List.of("Basic", "Plus"), null, null, true, "plan", List.of("b", "p")).choiceNamed("p"));
    assertThrows(IllegalArgumentException.class, () -> new Question("Plan", QuestionKind.CHOICE, List.of("Basic", "Plus"), null, null, true, "plan", List.of("b")));
  }

  @Test
  void aYesKeyedByTheWordsOfOneOptionPicksIt() {
    SemanticSnapshot pills = snapshot(
        List.of(new SemanticElement("e1", Role.RADIO, "I'm a new patient", null, null, false, false, false, true, "g1", List.of(), "radio",
            Map.of("name", "patientStatus", "value", "new"), false),
            new SemanticElement("e2", Role.RADIO, "I've been here before", null, null, false, false, false, true, "g1", List.of(), "radio",
                Map.of("name", "patientStatus", "value", "returning"), false)),
        List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "Are you a new patient?", false, List.of("e1", "e2"))), List.of(), List.of());
    for (Map.Entry<String, String> c : Map.of("yes", "e1", "no", "e2").entrySet()) {
      ActionPlan plan = Planner.rules(GenericPack.of(Map.of("New patient", c.getKey())))
          .plan(new PlanningContext(task, RunState.FILL, pills, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
      assertEquals(List.of(c.getValue()), plan.actions().stream().filter(Action.SetRadio.class::isInstance).map(Action::targetRef).toList(),
          c.getKey() + ": " + plan);
    }
  }
}
