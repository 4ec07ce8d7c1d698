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
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** A value the page asks in boxes of a few characters each: each box takes its share, in order. */
class RulePlannerBoxesTest {
  final Task task = Task.of("change address", URI.create("http://127.0.0.1:8080/move"));

  static SemanticElement box(String ref, String name, String value, String maxlength) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, value, true, false, null, true, "g1", List.of(), "text", Map.of("maxlength", maxlength), false);
  }

  static SemanticSnapshot page(String a, String b, String c) {
    return snapshot(List.of(box("e1", "Sort code, first two digits", a, "2"), box("e2", "Sort code, middle two digits", b, "2"),
        box("e3", "Sort code, last two digits", c, "2")), List.of(new ElementGroup("g1", GroupKind.FIELDSET, "Sort code", true, List.of("e1", "e2", "e3"))),
        List.of(), List.of());
  }

  Set<String> typed(Map<String, String> values, SemanticSnapshot page) {
    ActionPlan plan = Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    return plan.actions().stream().map(a -> a.targetRef() + "=" + ((Action.TypeRef) a).text()).collect(Collectors.toSet());
  }

  @Test
  void eachBoxTakesItsShareOfTheValue() {
    assertEquals(Set.of("e1=20", "e2=45", "e3=77"), typed(Map.of("Sort code", "20-45-77"), page("", "", "")));
    assertEquals(Set.of("e1=20", "e2=45", "e3=77"), typed(Map.of("Sort code", "204577"), page("", "", "")));
  }

  @Test
  void boxesSideBySideWithoutAGroupAreOneValueToo() {
    SemanticSnapshot loose = snapshot(List.of(
        new SemanticElement("e1", Role.TEXTBOX, "Sort code, first two digits", null, "", true, false, null, true, null, List.of(), "text", Map.of("maxlength", "2"), false),
        new SemanticElement("e2", Role.TEXTBOX, "Sort code, middle two digits", null, "", true, false, null, true, null, List.of(), "text", Map.of("maxlength", "2"), false),
        new SemanticElement("e3", Role.TEXTBOX, "Sort code, last two digits", null, "", true, false, null, true, null, List.of(), "text", Map.of("maxlength", "2"), false),
        new SemanticElement("e4", Role.TEXTBOX, "Account number", null, "", true, false, null, true, null, List.of(), "text", Map.of("maxlength", "8"), false)),
        List.of(), List.of(), List.of());
    assertEquals(Set.of("e1=20", "e2=45", "e3=77", "e4=41234567"), typed(Map.of("Sort code", "20-45-77", "Account number", "41234567"), loose));
  }

  @Test
  void aValueTheBoxesDoNotAddUpToIsNotCut() {
    assertEquals(Set.of("e1=20-45-7", "e2=20-45-7", "e3=20-45-7"), typed(Map.of("Sort code", "20-45-7"), page("", "", "")),
        "five digits for six places: nothing is guessed");
  }

  @Test
  void theValueIsPlacedWhenEveryBoxHoldsItsShare() {
    Planner rules = Planner.rules(GenericPack.of(Map.of("Sort code", "20-45-77")));
    assertEquals(Set.of("Sort code"), rules.valuesPlaced(page("20", "45", "77")));
    assertTrue(typed(Map.of("Sort code", "20-45-77"), page("20", "45", "77")).isEmpty(), "nothing left to type");
  }
}
