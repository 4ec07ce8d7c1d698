package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A value meets the shape of its field: a number field takes the one number of a value, and no value that has none. */
class RulePlannerShapeTest {
  final Task task = Task.of("fill", URI.create("http://127.0.0.1:8080/form"));

  ActionPlan plan(Map<String, String> values) {
    var page = snapshot(List.of(textbox("e1", "Meter reading", null, true, "number"), textbox("e2", "Guests", null, false, "number")), List.of(), List.of(), List.of());
    return Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  @Test
  void aNumberFieldTakesTheNumberOfAValueWrittenInWords() {
    ActionPlan plan = plan(Map.of("Meter reading", "about 18,342", "Guests", "two"));
    assertEquals(List.of("18342", "2"), plan.actions().stream().map(a -> ((Action.TypeRef) a).text()).toList(), plan.toString());
  }

  @Test
  void aNumberFieldTakesDigitsOfAnotherScriptAsTheDigitsItReads() {
    // Chromium refuses "٣" in an input of type number ("element is not editable"): it is 3
    ActionPlan plan = plan(Map.of("Meter reading", "١٨٣٤٢", "Guests", "٣"));
    assertEquals(List.of("18342", "3"), plan.actions().stream().map(a -> ((Action.TypeRef) a).text()).toList(), plan.toString());
  }

  @Test
  void aTextBoxAskingForTheNumberKeyboardTakesANumberSpelledInWordsAsDigits() {
    var numeric = new dev.autopilot.core.model.SemanticElement("e1", dev.autopilot.core.model.Role.TEXTBOX, "保洁员人数", null, "1", true, false, null, true,
        null, List.of(), "text", Map.of("inputmode", "numeric"), false);
    var plain = textbox("e2", "Cleaners wanted", null, true, "text");
    var page = snapshot(List.of(numeric, plain), List.of(), List.of(), List.of());
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("保洁员人数", "two", "Cleaners wanted", "two")))
        .plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertEquals(List.of("2", "two"), plan.actions().stream().map(a -> ((Action.TypeRef) a).text()).toList(), "a plain text box takes the words: " + plan);
  }

  @Test
  void aTextBoxAskingForTheNumberKeyboardTakesTheNumberOfAValueInTheUnitItsNameOrQuestionSays() {
    var length = new dev.autopilot.core.model.SemanticElement("e1", dev.autopilot.core.model.Role.TEXTBOX, "Length of scaffold along the highway", null, null,
        true, false, null, true, null, List.of(), "text", Map.of("inputmode", "decimal", "name", "lengthMetres"), false);
    var height = new dev.autopilot.core.model.SemanticElement("e2", dev.autopilot.core.model.Role.TEXTBOX, "Height", null, null,
        true, false, null, true, null, List.of(), "text", Map.of("inputmode", "decimal", "name", "heightCm"), false);
    var plain = textbox("e3", "Scaffold length (metres)", null, true, "text");
    var page = snapshot(List.of(length, height, plain), List.of(), List.of(), List.of());
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("Length of scaffold along the highway", "14.5 metres", "Height", "3 m",
        "Scaffold length (metres)", "14.5 metres")))
        .plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertEquals(List.of("14.5", "3 m", "14.5 metres"), plan.actions().stream().map(a -> ((Action.TypeRef) a).text()).toList(),
        "another unit is never converted, and a box without the number keyboard takes the value as written: " + plan);
  }

  @Test
  void aSpinButtonOfAnyMarkupTakesTheNumberOfItsAnswer() {
    // a role=spinbutton span between - and + buttons has no input type: its role says it holds a number
    var spin = new dev.autopilot.core.model.SemanticElement("e1", dev.autopilot.core.model.Role.SPINBUTTON, "Nombre d'enfants", null, "1", true, false,
        null, true, null, List.of(), null, Map.of(), false);
    var page = snapshot(List.of(spin), List.of(), List.of(), List.of());
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("Nombre d'enfants", "two")))
        .plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertEquals(List.of("2"), plan.actions().stream().map(a -> ((Action.TypeRef) a).text()).toList(), plan.toString());
    // the French "Nombre d'enfants" reads as the Spanish "nombre" (a name): a number field never takes one
    ActionPlan named = Planner.rules(GenericPack.of(Map.of("First name", "Emily", "Surname", "Carter")))
        .plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertTrue(named.actions().isEmpty(), named.toString());
  }

  @Test
  void aValueWithoutOneNumberIsNeverTypedIntoANumberField() {
    ActionPlan plan = plan(Map.of("Meter reading", "2026-11-15", "Guests", "a few"));
    assertTrue(plan.actions().isEmpty(), plan.toString());
    assertEquals(List.of("Meter reading"), plan.unresolved(), "the required one is reported open");
  }

  @Test
  void aDateFieldTakesADateWrittenInAnyOfTheSixLanguagesAndNothingElse() {
    var page = snapshot(List.of(textbox("e1", "Geburtsdatum", null, true, "date"), textbox("e2", "Move-in date", null, true, "date")), List.of(), List.of(), List.of());
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("Geburtsdatum", "2. April 2008", "Move-in date", "next spring")))
        .plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertEquals(List.of("e1"), plan.actions().stream().map(Action::targetRef).toList(), "a written German date is a date; 'next spring' is none: " + plan);
    assertEquals(List.of("Move-in date"), plan.unresolved(), "never typed for the browser to refuse; reported open");
  }

  @Test
  void aDateThatReadsAsTwoDaysIsTypedIntoNoDateInput() {
    var page = snapshot(List.of(textbox("e1", "Date de naissance", null, true, "date"), textbox("e2", "Arrival", null, true, "date"),
        textbox("e3", "Departure", null, true, "date")), List.of(), List.of(), List.of());
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("Date de naissance", "08/07/1994", "Arrival", "13/07/2027", "Departure", "20.07.2027")))
        .plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertEquals(List.of("e2", "e3"), plan.actions().stream().map(Action::targetRef).toList(),
        "8 July to a French writer, August 7 to an American: not guessed; 13/07 and dots read one way: " + plan);
    assertEquals(List.of("Date de naissance"), plan.unresolved(), "reported open");
  }
}
