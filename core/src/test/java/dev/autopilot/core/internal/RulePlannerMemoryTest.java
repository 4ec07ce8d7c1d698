package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.checkbox;
import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The rule planner with a memory hint: known mappings answer what the rules leave open; a remembered failure is not repeated. */
class RulePlannerMemoryTest {
  final Task task = Task.of("apply", URI.create("http://127.0.0.1:8080/jobs/1001"));
  final Planner planner = Planner.rules(GenericPack.of(Map.of("Colour", "Blue", "Secret phrase", "open sesame", "Remote", "yes")));
  final SemanticSnapshot page = snapshot(List.of(textbox("e1", "Preferred hue", null, true, null), textbox("e2", "Code word", null, true, null)),
      List.of(), List.of(), List.of());

  PlanningContext with(SemanticSnapshot s, MemoryHint memory) {
    return new PlanningContext(task, RunState.FILL, s, List.of(), ModelLedger.unlimited(), memory);
  }

  @Test
  void withoutMemoryTheRulesLeaveTheQuestionsOpen() {
    ActionPlan plan = planner.plan(with(page, MemoryHint.NONE));
    assertTrue(plan.actions().isEmpty(), plan.toString());
    assertEquals(List.of("Preferred hue", "Code word"), plan.unresolved());
  }

  @Test
  void aKnownMappingAnswersFromTheKeyThatAnsweredItBefore() {
    MemoryHint memory = new MemoryHint(List.of(new MemoryHint.Mapping("preferred hue", "Preferred hue", "type_ref", "values[\"Colour\"]", Route.MODEL, null)),
        List.of(), 1);
    ActionPlan plan = planner.plan(with(page, memory));
    assertEquals(1, plan.actions().size(), plan.toString());
    assertEquals("Blue", ((Action.TypeRef) plan.actions().get(0)).text());
    assertEquals("values[\"Colour\"]", plan.routes().get(0).answeredBy());
    assertEquals(List.of("Code word"), plan.unresolved());
  }

  @Test
  void aGestureThatFailedBeforeWhereAnotherWorkedIsSkipped() {
    SemanticSnapshot s = snapshot(List.of(checkbox("e1", "Remote", false, true)), List.of(), List.of(), List.of());
    assertInstanceOf(Action.SetCheckbox.class, planner.plan(with(s, MemoryHint.NONE)).actions().get(0));
    MemoryHint memory = new MemoryHint(List.of(), List.of(new MemoryHint.Avoid("remote", "set_checkbox", "click_ref")), 1);
    assertInstanceOf(Action.ClickRef.class, planner.plan(with(s, memory)).actions().get(0));
  }

  @Test
  void answerKnownGivesTheValueFromTheTaskForAFieldTheCacheFound() {
    Optional<Action> a = planner.answerKnown(page, page.elements().get(0), "values[\"Colour\"]");
    assertEquals("Blue", ((Action.TypeRef) a.orElseThrow()).text());
    assertTrue(planner.answerKnown(page, page.elements().get(0), null).isEmpty(), "the rules alone have no answer");
  }

  @Test
  void aKnownFieldWithoutItsKeyIsAnsweredAsThePageSeenWholeAnswersIt() {
    // by itself the pack answers both by the name meaning; the page gives "Team name" to its own
    // question and the key left near the captain's to the captain's
    Planner rules = Planner.rules(GenericPack.of(Map.of("Team name", "Null Pointers", "Captain", "Aisha Bello")));
    SemanticSnapshot teams = snapshot(List.of(textbox("e1", "Team name", null, true, "text"), textbox("e2", "Team captain (full name)", null, true, "text")),
        List.of(), List.of(), List.of());
    Action captain = rules.answerKnown(teams, teams.element("e2").orElseThrow(), null).orElseThrow();
    assertEquals("Aisha Bello", ((Action.TypeRef) captain).text());
    Action team = rules.answerKnown(teams, teams.element("e1").orElseThrow(), null).orElseThrow();
    assertEquals("Null Pointers", ((Action.TypeRef) team).text());
    ActionPlan plan = rules.plan(with(teams, MemoryHint.NONE));
    assertEquals(List.of("Null Pointers", "Aisha Bello"), plan.actions().stream().map(a -> ((Action.TypeRef) a).text()).toList(), "the same as the plan");
  }
}
