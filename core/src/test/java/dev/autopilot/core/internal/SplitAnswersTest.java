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
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** A date asked as Day, Month and Year: each part typed, each its own step with its own key. */
class SplitAnswersTest {
  static SemanticElement part(String ref, String name, String maxlength) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, "", false, false, null, true, "g1", List.of(), "text", Map.of("maxlength", maxlength), false);
  }

  @Test
  void eachPartIsItsOwnStep() {
    SemanticSnapshot page = snapshot(List.of(part("e1", "Day", "2"), part("e2", "Month", "2"), part("e3", "Year", "4")),
        List.of(new ElementGroup("g1", GroupKind.FIELDSET, "Date of birth", false, List.of("e1", "e2", "e3"))), List.of(), List.of());
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("Date of birth", "1979-11-23"))).plan(
        new PlanningContext(Task.of("request", URI.create("http://127.0.0.1:8080/sar")), RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertEquals(Set.of("e1=23", "e2=11", "e3=1979"), plan.actions().stream().map(a -> a.targetRef() + "=" + ((Action.TypeRef) a).text()).collect(Collectors.toSet()));
    assertEquals(List.of("Date of birth: Day", "Date of birth: Month", "Date of birth: Year"), plan.actions().stream().map(a -> a.meta().targetQuestion()).toList());
    assertEquals(3, plan.actions().stream().map(a -> SemanticKey.forAction(page, a)).distinct().count(), "three keys, so three verified parts are no answer proposed again");
  }
}
