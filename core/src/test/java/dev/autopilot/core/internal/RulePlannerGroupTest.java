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

/** A value listing several options of a group of checkboxes ticks those boxes, and only when it names each. */
class RulePlannerGroupTest {
  final Task task = Task.of("subscribe", URI.create("http://127.0.0.1:8080/news"));
  final SemanticSnapshot page = snapshot(
      List.of(checkbox("e1", "The Morning Briefing Top local stories, weekdays at 7am", false, false), checkbox("e2", "Valley Business", false, false),
          checkbox("e3", "Arts & Culture What's on this weekend", false, false), checkbox("e4", "Eat & Drink Restaurant reviews", true, false),
          checkbox("e5", "Obituaries", true, false)),
      List.of(new ElementGroup("g1", GroupKind.FIELDSET, "Newsletters", true, List.of("e1", "e2", "e3", "e4", "e5"))), List.of(), List.of());

  static SemanticElement checkbox(String ref, String name, boolean checked, boolean required) {
    return new SemanticElement(ref, Role.CHECKBOX, name, null, null, required, false, checked, true, "g1", List.of(), "checkbox", Map.of(), false);
  }

  ActionPlan plan(Map<String, String> values) {
    return Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  @Test
  void theBoxesTheValueNamesAreTickedAndTheOthersUnticked() {
    ActionPlan plan = plan(Map.of("Newsletters", "Morning Briefing, Arts & Culture and Eat & Drink"));
    Set<String> set = plan.actions().stream().map(a -> a.targetRef() + "=" + ((Action.SetCheckbox) a).checked()).collect(Collectors.toSet());
    assertEquals(Set.of("e1=true", "e3=true", "e5=false"), set, plan.toString());
    assertTrue(plan.unresolved().isEmpty(), plan.toString());
    assertEquals("values[\"Newsletters\"]", plan.routes().get(0).answeredBy());
  }

  @Test
  void aValueWithAnItemNamingNoBoxTicksNoBox() {
    ActionPlan plan = plan(Map.of("Newsletters", "Morning Briefing, Crosswords"));
    assertTrue(plan.actions().stream().noneMatch(a -> a instanceof Action.SetCheckbox c && c.checked()), "no box is ticked for it: " + plan);
  }

  /** The same page with the boxes at these refs ticked and every other unticked. */
  SemanticSnapshot ticked(String... refs) {
    Set<String> on = Set.of(refs);
    return snapshot(page.elements().stream().map(e -> checkbox(e.ref(), e.name(), on.contains(e.ref()), false)).toList(), page.groups(), List.of(), List.of());
  }

  @Test
  void aValueListingBoxesIsPlacedOnlyWhenEveryBoxItNamesIsTicked() {
    Planner rules = Planner.rules(GenericPack.of(Map.of("Newsletters", "Morning Briefing, Arts & Culture")));
    assertEquals(Set.of(), rules.valuesPlaced(ticked()), "no box ticked");
    assertEquals(Set.of(), rules.valuesPlaced(ticked("e1")), "one of the two boxes it names");
    assertEquals(Set.of("Newsletters"), rules.valuesPlaced(ticked("e1", "e3")));
    assertEquals(Set.of(), rules.valuesPlaced(ticked("e1", "e3", "e5")), "a box it does not name is ticked too");
  }

  @Test
  void aValueNamingNoBoxIsNeverPlacedByTheBoxesThePageTicked() {
    Planner rules = Planner.rules(GenericPack.of(Map.of("Newsletters", "Crosswords")));
    assertEquals(Set.of(), rules.valuesPlaced(page), "e4 and e5 were ticked by the page, not by the value");
  }

  static SemanticElement machine(String ref, String name, String value) {
    return new SemanticElement(ref, Role.CHECKBOX, name, null, null, false, false, false, true, "g2", List.of(), "checkbox", Map.of("value", value), false);
  }

  @Test
  void aListWhoseKeyTheLegendDoesNotHoldTicksTheBoxesItNamesAsTheOneKeyLeftNearTheGroup() {
    // the group is asked once by its legend; "Machines" is the one key left near it, and a story
    // that holds an option's code word ("laser") answers no box
    SemanticSnapshot tools = snapshot(List.of(machine("e1", "Laser cutter (Trotec Speedy 400)", "laser"), machine("e2", "3D printers (Prusa MK4)", "fdm"),
        machine("e3", "CNC router", "cnc")),
        List.of(new ElementGroup("g2", GroupKind.FIELDSET, "Machines you need an induction on", false, List.of("e1", "e2", "e3"))), List.of(), List.of());
    Map<String, String> values = Map.of("Machines", "laser cutter, 3D printer", "Project", "Laser-cut plywood enclosure and 3D-printed hinges for a bird feeder");
    ActionPlan plan = Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, tools, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    Set<String> set = plan.actions().stream().map(a -> a.targetRef() + "=" + ((Action.SetCheckbox) a).checked()).collect(Collectors.toSet());
    assertEquals(Set.of("e1=true", "e2=true"), set, plan.toString());
  }

  @Test
  void theOneListLeftWhoseEveryItemNamesABoxOfAGroupTicksThoseBoxes() {
    SemanticSnapshot areas = snapshot(List.of(machine("e1", "Frontend", "frontend"), machine("e2", "Backend & APIs", "backend"),
        machine("e3", "DevOps & cloud", "devops"), machine("e4", "Pitching", "pitching")),
        List.of(new ElementGroup("g2", GroupKind.FIELDSET, "Areas you can help with", false, List.of("e1", "e2", "e3", "e4"))), List.of(), List.of());
    Map<String, String> values = Map.of("Skills", "backend, DevOps", "Name", "Ada");
    ActionPlan plan = Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, areas, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    Set<String> set = plan.actions().stream().map(a -> a.targetRef() + "=" + ((Action.SetCheckbox) a).checked()).collect(Collectors.toSet());
    assertEquals(Set.of("e2=true", "e3=true"), set, plan.toString());
  }
}
