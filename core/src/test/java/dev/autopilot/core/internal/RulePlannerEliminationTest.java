package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The value left over and the question the page asks for: paired by elimination, with the page's own evidence of "asks". */
class RulePlannerEliminationTest {
  final Task task = Task.of("book a grooming", URI.create("http://127.0.0.1:8080/groom"));

  static SemanticElement name() {
    return new SemanticElement("e1", Role.TEXTBOX, "Your name", null, "", true, false, null, true, null, List.of(), "text", Map.of(), false);
  }

  /** A field the value "Small" answers by its key, so that two values name the select's options. */
  static SemanticElement previous() {
    return new SemanticElement("e3", Role.TEXTBOX, "Previous size", null, "", false, false, null, true, null, List.of(), "text", Map.of(), false);
  }

  static SemanticElement size(boolean required) {
    List<SelectOption> options = List.of(new SelectOption("Choose…", "", false), new SelectOption("Small (under 10 kg)", "s", false),
        new SelectOption("Medium (10-25 kg)", "m", false), new SelectOption("Large (over 25 kg)", "l", false));
    return new SemanticElement("e2", Role.COMBOBOX, "Coat and build", null, "", required, false, null, true, null, options, null, Map.of(), false);
  }

  ActionPlan plan(SemanticSnapshot page) {
    GenericPack pack = GenericPack.of(Map.of("Name", "Ines Duarte", "Weight class", "medium", "Previous size", "small"));
    return Planner.rules(pack).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  @Test
  void aRequiredQuestionTakesTheOneValueLeftThatNamesOneOfItsOptions() {
    ActionPlan plan = plan(snapshot(List.of(name(), size(true), previous()), List.of(), List.of(), List.of()));
    assertTrue(plan.actions().stream().anyMatch(a -> a instanceof Action.SelectRef s && s.targetRef().equals("e2") && s.option().equals("Medium (10-25 kg)")),
        plan.toString());
    assertTrue(plan.routes().stream().anyMatch(r -> r.answeredBy().contains("by elimination")), plan.routes().toString());
  }

  @Test
  void anOptionalQuestionOfOptionsTakesTheOneValueLeftThatNamesOneToo() {
    // pages that check in their own script mark nothing required; the value shows where it goes
    ActionPlan quiet = plan(snapshot(List.of(name(), size(false), previous()), List.of(), List.of(), List.of()));
    assertEquals(1, quiet.actions().stream().filter(a -> a instanceof Action.SelectRef s && s.targetRef().equals("e2") && s.option().equals("Medium (10-25 kg)"))
        .count(), quiet.toString());
    ActionPlan refused = plan(snapshot(List.of(name(), size(false), previous()), List.of(), List.of(new FieldError("Please choose a size", true, "e2", null)), List.of()));
    assertEquals(1, refused.actions().stream().filter(a -> a.targetRef().equals("e2")).count(), refused.toString());
  }
}
