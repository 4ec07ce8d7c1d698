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
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A question of choices the person answered by its key, with a value that names none of its
 * options, while the page has a choice of its own made: the page's choice is never sent as theirs.
 */
class RulePlannerPageChoiceTest {
  final Task task = Task.of("book a service", URI.create("http://127.0.0.1:8080/service"));

  /** The select as the page set it: its default still stands ({@code preset}: the default's value). */
  static SemanticElement visitWindow() {
    return visitWindow(Map.of("preset", "open"));
  }

  static SemanticElement visitWindow(Map<String, String> attributes) {
    List<SelectOption> options = List.of(new SelectOption("During opening hours", "open", true), new SelectOption("Before opening (6–8 am)", "early", false),
        new SelectOption("After closing", "late", false));
    return new SemanticElement("e2", Role.COMBOBOX, "When can our engineer visit?", null, "During opening hours", false, false, null, true, null, options, null,
        attributes, false);
  }

  static SemanticElement radio(String ref, String label, boolean checked) {
    return new SemanticElement(ref, Role.RADIO, label, null, null, false, false, checked, true, "g", List.of(), "radio",
        checked ? Map.of("preset", "true") : Map.of(), false);
  }

  ActionPlan plan(SemanticSnapshot page, Map<String, String> values) {
    return Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  @Test
  void aSelectKeepsNoDefaultThePersonsValueDoesNotName() {
    ActionPlan plan = plan(snapshot(List.of(visitWindow()), List.of(), List.of(), List.of()), Map.of("engineer visits", "on a Tuesday"));
    assertTrue(plan.actions().isEmpty(), plan.toString());
    assertEquals(1, plan.unresolved().size(), plan.toString());
    assertTrue(plan.unresolved().get(0).startsWith("When can our engineer visit? (the page chose 'During opening hours'"), plan.unresolved().toString());
    assertTrue(plan.unresolved().get(0).contains("'engineer visits'"), plan.unresolved().toString());
  }

  @Test
  void aValueThatNamesAnOptionIsPlacedAndNothingIsLeft() {
    ActionPlan plan = plan(snapshot(List.of(visitWindow()), List.of(), List.of(), List.of()), Map.of("engineer visits", "after closing"));
    assertTrue(plan.actions().stream().anyMatch(a -> a instanceof Action.SelectRef s && s.option().equals("After closing")), plan.toString());
    assertTrue(plan.unresolved().isEmpty(), plan.toString());
  }

  @Test
  void aChoiceThisRunMadeIsNoPagesChoice() {
    // a model read the value as an option, and the run selected it: the page's default is no longer selected
    ActionPlan plan = plan(snapshot(List.of(visitWindow(Map.of("preset", "late"))), List.of(), List.of(), List.of()), Map.of("engineer visits", "on a Tuesday"));
    assertTrue(plan.unresolved().isEmpty(), plan.toString());
  }

  @Test
  void noValueForTheQuestionLeavesThePagesChoice() {
    ActionPlan plan = plan(snapshot(List.of(visitWindow()), List.of(), List.of(), List.of()), Map.of("Favourite colour", "green"));
    assertTrue(plan.unresolved().isEmpty(), plan.toString());
  }

  @Test
  void aRadioGroupKeepsNoPresetThePersonsValueDoesNotName() {
    List<SemanticElement> radios = List.of(radio("r0", "Standard delivery", true), radio("r1", "Express delivery", false));
    ElementGroup group = new ElementGroup("g", GroupKind.RADIOGROUP, "Delivery speed", false, List.of("r0", "r1"));
    ActionPlan plan = plan(snapshot(radios, List.of(group), List.of(), List.of()), Map.of("Delivery speed", "pick up in person"));
    assertTrue(plan.actions().isEmpty(), plan.toString());
    assertTrue(plan.unresolved().stream().anyMatch(u -> u.startsWith("Delivery speed (the page chose 'Standard delivery'")), plan.toString());
  }

  /** A number field as the page filled it in: "0" colonies, the value a snapshot first saw. */
  static SemanticElement colonies(String value) {
    return new SemanticElement("e3", Role.SPINBUTTON, "Number of colonies you keep", null, value, false, false, null, true, null, List.of(), "number",
        Map.of("name", "colonies", "preset", "0"), false);
  }

  @Test
  void aQuestionNoValueAnswersThatHoldsThePagesChoiceIsLeftToThePage() {
    SemanticSnapshot page = snapshot(List.of(visitWindow(), colonies("0")), List.of(), List.of(), List.of());
    List<String> left = Planner.rules(GenericPack.of(Map.of("Where my bees are", "Sissinghurst"))).pageChoicesLeft(page, Set.of("Where my bees are"));
    assertEquals(List.of("When can our engineer visit? (the page chose 'During opening hours')", "Number of colonies you keep (the page chose '0')"), left);
  }

  @Test
  void aQuestionAValueAnswersIsNotLeftEvenWhenTheAnswerIsThePagesChoice() {
    SemanticSnapshot page = snapshot(List.of(visitWindow(), colonies("0")), List.of(), List.of(), List.of());
    List<String> left = Planner.rules(GenericPack.of(Map.of("engineer visits", "during opening hours", "Number of colonies", "0", "Notes", "none")))
        .pageChoicesLeft(page, Set.of("Notes"));
    assertTrue(left.isEmpty(), left.toString());
  }

  @Test
  void aValueTheRunTypedOverThePagesIsNoPagesChoice() {
    SemanticSnapshot page = snapshot(List.of(colonies("3")), List.of(), List.of(), List.of());
    assertTrue(Planner.rules(GenericPack.of(Map.of("Hives", "3"))).pageChoicesLeft(page, Set.of("Hives")).isEmpty());
  }

  @Test
  void aRadioThePageCheckedIsLeftWhenNoValueAnswersItsGroup() {
    List<SemanticElement> radios = List.of(radio("r0", "Standard delivery", true), radio("r1", "Express delivery", false));
    ElementGroup group = new ElementGroup("g", GroupKind.RADIOGROUP, "Delivery speed", false, List.of("r0", "r1"));
    SemanticSnapshot page = snapshot(radios, List.of(group), List.of(), List.of());
    assertEquals(List.of("Delivery speed (the page chose 'Standard delivery')"),
        Planner.rules(GenericPack.of(Map.of("Gift wrap", "no"))).pageChoicesLeft(page, Set.of("Gift wrap")));
    assertTrue(Planner.rules(GenericPack.of(Map.of("Delivery speed", "express"))).pageChoicesLeft(page, Set.of()).isEmpty());
  }

  @Test
  void aPagesTextInATextBoxIsNotRepeated() {
    SemanticElement company = new SemanticElement("e4", Role.TEXTBOX, "Company", null, "Acme Ltd", false, false, null, true, null, List.of(), "text",
        Map.of("name", "company", "preset", "Acme Ltd"), false);
    List<String> left = Planner.rules(GenericPack.of(Map.of("Hives", "3"))).pageChoicesLeft(snapshot(List.of(company), List.of(), List.of(), List.of()), Set.of("Hives"));
    assertEquals(List.of("Company (the page filled it in)"), left);
  }

  @Test
  void aValuePlacedNowhereThatWouldMakeThePagesChoiceLeavesItStanding() {
    // "Veteran": "no" meets "Have you or your spouse served in the military?" by no word, and the
    // page chose its "No": whichever question the value was for, the page's choice says what it says
    List<SemanticElement> radios = List.of(radio("r0", "No", true), radio("r1", "Yes", false));
    ElementGroup group = new ElementGroup("g", GroupKind.RADIOGROUP, "Have you or your spouse served in the military?", false, List.of("r0", "r1"));
    SemanticSnapshot page = snapshot(radios, List.of(group), List.of(), List.of());
    assertTrue(Planner.rules(GenericPack.of(Map.of("Veteran", "no"))).pageChoicesLeft(page, Set.of("Veteran")).isEmpty());
    assertEquals(List.of("Have you or your spouse served in the military? (the page chose 'No')"),
        Planner.rules(GenericPack.of(Map.of("Veteran", "yes"))).pageChoicesLeft(page, Set.of("Veteran")));
    SemanticSnapshot numbers = snapshot(List.of(colonies("0")), List.of(), List.of(), List.of());
    assertTrue(Planner.rules(GenericPack.of(Map.of("Hives", "0", "Where my bees are", "Sissinghurst"))).pageChoicesLeft(numbers, Set.of("Hives", "Where my bees are")).isEmpty(),
        "a 0 of the person's makes the page's 0");
  }
}
