package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A heading over several fields each named apart by its placeholder ("Your details" over "Full
 * name", "Mobile number", "Email address"): each field is its own question, never the heading's.
 */
class RulePlannerSectionHeadingTest {
  final Task task = Task.of("book an MOT", URI.create("http://127.0.0.1:8080/mot"));

  static SemanticElement field(String ref, String placeholder, String type) {
    return new SemanticElement(ref, Role.TEXTBOX, placeholder, "Your details", null, false, false, null, true, "details", List.of(), type, Map.of(), false);
  }

  @Test
  void eachFieldUnderAHeadingIsAskedByItsOwnName() {
    List<SemanticElement> fields = List.of(field("e1", "Full name", "text"), field("e2", "Mobile number", "tel"), field("e3", "Email address", "email"));
    SemanticSnapshot page = snapshot(fields, List.of(new ElementGroup("details", GroupKind.FIELDSET, "Your details", false, List.of("e1", "e2", "e3"))),
        List.of(), List.of());
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("name", "Sarah Jennings", "my mobile", "07700 900 447", "email", "sarahj@example.net")))
        .plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    Map<String, String> typed = new java.util.TreeMap<>();
    for (Action a : plan.actions()) {
      if (a instanceof Action.TypeRef t) {
        typed.put(t.ref(), t.text());
      }
    }
    assertEquals(Map.of("e1", "Sarah Jennings", "e2", "07700 900 447", "e3", "sarahj@example.net"), typed, plan.toString());
  }
}
