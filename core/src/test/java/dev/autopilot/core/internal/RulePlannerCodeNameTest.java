package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.page;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A group of radios is asked with the code name its radios share: the page's author names it for what it holds. */
class RulePlannerCodeNameTest {
  private static SemanticElement radio(String ref, String label, String name) {
    return new SemanticElement(ref, Role.RADIO, label, null, null, true, false, false, true, "g1", List.of(), "radio", Map.of("name", name), false);
  }

  @Test
  void aRadioGroupWhoseWordsSayNothingIsAnsweredByTheKeyItsCodeNameNames() {
    SemanticSnapshot page = new SemanticSnapshot(page(), List.of(radio("e1", "Joyfully accepts", "attending"), radio("e2", "Regretfully declines", "attending")),
        List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "Kindly let us know", true, List.of("e1", "e2"))), List.of(), List.of(),
        List.of(new SubmitCandidate("e9", "Send", true)), 1, true);
    Planner planner = Planner.rules(GenericPack.of(Map.of("RSVP", "Joyfully accepts", "Name", "Sam")));
    ActionPlan plan = planner.plan(new PlanningContext(Task.of("rsvp", URI.create("http://127.0.0.1:8080/rsvp")), RunState.FILL, page, List.of()));
    assertEquals(1, plan.actions().size(), plan.toString());
    assertEquals("e1", ((Action.SetRadio) plan.actions().get(0)).ref());
    assertEquals("values[\"RSVP\"]", plan.routes().get(0).answeredBy());
    assertTrue(plan.unresolved().isEmpty(), plan.toString());
  }
}
