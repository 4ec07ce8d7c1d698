package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * One label asked in two sections of a page ("Name" under "Sender" and under "Recipient"): each
 * field is asked with its section, and takes the value of whose section it is, or none.
 */
class RulePlannerPartiesTest {
  private final Task task = Task.of("book", URI.create("http://127.0.0.1:8080/book"));

  private static SemanticElement field(String ref, String label, String type, String section) {
    return new SemanticElement(ref, Role.TEXTBOX, label, null, null, true, false, null, true, null, List.of(), type,
        Map.of("name", ref, "section", section), false);
  }

  private ActionPlan plan(Map<String, String> values, List<SemanticElement> fields) {
    SemanticSnapshot page = snapshot(fields, List.of(), List.of(), List.of());
    return Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  private static Optional<String> typed(ActionPlan plan, String ref) {
    return plan.actions().stream().filter(a -> a instanceof Action.TypeRef t && t.targetRef().equals(ref)).map(a -> ((Action.TypeRef) a).text()).findFirst();
  }

  @Test
  void oneQuestionAskedTwiceInTheSameWordsTakesThePersonsValueOnce() {
    List<SemanticElement> fields = List.of(
        field("a1", "First", "text", "Name"), field("a2", "Last", "text", "Name"),
        field("b1", "First", "text", "Name"), field("b2", "Last", "text", "Name"));
    ActionPlan plan = plan(Map.of("me", "Laura Bennett"), fields);
    assertEquals(Optional.of("Laura"), typed(plan, "a1"), plan.toString());
    assertEquals(Optional.of("Bennett"), typed(plan, "a2"), plan.toString());
    assertEquals(Optional.empty(), typed(plan, "b1"), "the second name block is another's: " + plan);
    assertEquals(Optional.empty(), typed(plan, "b2"), plan.toString());
    assertEquals(2, plan.unresolved().size(), plan.unresolved().toString());
  }

  @Test
  void whoThePersonIsGoesUnderOneSectionAndAnAddressUnderEach() {
    List<SemanticElement> fields = List.of(
        field("a1", "Date of birth", "text", "First jumper"), field("a2", "Country", "text", "First jumper"),
        field("b1", "Date of birth", "text", "Second jumper"), field("b2", "Country", "text", "Second jumper"));
    ActionPlan plan = plan(Map.of("me", "Laura Bennett, born 22/07/1988", "country", "United Kingdom"), fields);
    assertEquals(Optional.of("1988-07-22"), typed(plan, "a1"), plan.toString());
    assertEquals(Optional.empty(), typed(plan, "b1"), "a birthday is one person's: " + plan);
    assertEquals(Optional.of("United Kingdom"), typed(plan, "a2"), plan.toString());
    assertEquals(Optional.of("United Kingdom"), typed(plan, "b2"), "a country may be asked again: " + plan);
  }

  @Test
  void theSameLabelsUnderTwoSectionsTakeEachOnesValues() {
    List<SemanticElement> fields = List.of(
        field("s1", "Name", "text", "Sender"), field("s2", "Phone", "tel", "Sender"),
        field("r1", "Name", "text", "Recipient"), field("r2", "Phone", "tel", "Recipient"));
    Map<String, String> values = new LinkedHashMap<>();
    values.put("my name", "Lena Fischer");
    values.put("my phone", "0151 2345 6789");
    values.put("recipient", "Tobias Brandt");
    values.put("recipient phone", "0171 9876 5432");
    ActionPlan plan = plan(values, fields);
    assertEquals(Optional.of("Lena Fischer"), typed(plan, "s1"), plan.toString());
    assertEquals(Optional.of("0151 2345 6789"), typed(plan, "s2"), plan.toString());
    assertEquals(Optional.of("Tobias Brandt"), typed(plan, "r1"), plan.toString());
    assertEquals(Optional.of("0171 9876 5432"), typed(plan, "r2"), plan.toString());
  }

  @Test
  void aLabelMarkedOptionalInOneSectionIsTheSameQuestionAsItsTwinInAnother() {
    List<SemanticElement> fields = List.of(
        field("t1", "Address line 1", "text", "2 Who's it for?"), field("t2", "Phone number (optional)", "tel", "2 Who's it for?"),
        field("f1", "Address line 1", "text", "4 Your details"), field("f2", "Phone number", "tel", "4 Your details"));
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Send it to", "Margaret Grant");
    values.put("Gran's address", "Rose Cottage, 3 Mill Lane");
    values.put("Gran's phone", "01433 650 218");
    values.put("From", "Oliver Grant");
    values.put("My address", "Flat 9, 41 Kelham Square");
    values.put("My phone", "07700 900 907");
    ActionPlan plan = plan(values, fields);
    assertEquals(Optional.of("07700 900 907"), typed(plan, "f2"), "the person's phone under their details: " + plan);
    assertEquals(Optional.of("Flat 9, 41 Kelham Square"), typed(plan, "f1"), plan.toString());
    assertEquals(Optional.of("Rose Cottage, 3 Mill Lane"), typed(plan, "t1"), plan.toString());
  }

  @Test
  void numberedSectionsGiveTheFirstToThePersonAndTheSecondToTheOneTheValuesName() {
    List<SemanticElement> fields = List.of(
        field("a1", "First name", "text", "Guest 1"), field("a2", "Last name", "text", "Guest 1"), field("a3", "Email", "email", "Guest 1"),
        field("b1", "First name", "text", "Guest 2"), field("b2", "Last name", "text", "Guest 2"), field("b3", "Email", "email", "Guest 2"));
    Map<String, String> values = new LinkedHashMap<>();
    values.put("me", "Priya Natarajan");
    values.put("email", "priya.n@example.org");
    values.put("my husband", "Arjun Mehta");
    values.put("Arjun's email", "arjun.m@example.org");
    ActionPlan plan = plan(values, fields);
    assertEquals(Optional.of("Priya"), typed(plan, "a1"), plan.toString());
    assertEquals(Optional.of("Natarajan"), typed(plan, "a2"), plan.toString());
    assertEquals(Optional.of("priya.n@example.org"), typed(plan, "a3"), plan.toString());
    assertEquals(Optional.of("Arjun"), typed(plan, "b1"), plan.toString());
    assertEquals(Optional.of("Mehta"), typed(plan, "b2"), plan.toString());
    assertEquals(Optional.of("arjun.m@example.org"), typed(plan, "b3"), plan.toString());
  }

  @Test
  void aPartysFieldTheValuesDoNotAnswerGetsNothingRatherThanThePersonsOwn() {
    List<SemanticElement> fields = List.of(
        field("y1", "Full name", "text", "Your details"), field("y2", "Mobile", "tel", "Your details"),
        field("n1", "Full name", "text", "Next of kin"), field("n2", "Mobile", "tel", "Next of kin"));
    Map<String, String> values = new LinkedHashMap<>();
    values.put("my name", "Oskar Lindqvist");
    values.put("my mobile", "07700 900 312");
    values.put("next of kin", "Ingrid Lindqvist");
    values.put("kin relationship", "wife");
    ActionPlan plan = plan(values, fields);
    assertEquals(Optional.of("Oskar Lindqvist"), typed(plan, "y1"), plan.toString());
    assertEquals(Optional.of("07700 900 312"), typed(plan, "y2"), plan.toString());
    assertEquals(Optional.of("Ingrid Lindqvist"), typed(plan, "n1"), plan.toString());
    assertEquals(Optional.empty(), typed(plan, "n2"), "the person's own mobile is not the next of kin's: " + plan);
  }

  @Test
  void aPostcodeFieldTakesThePostcodeOfAValueThatSaysMore() {
    List<SemanticElement> fields = List.of(field("f1", "Postcode", "text", "Collect from"), field("t1", "Postcode", "text", "Deliver to"));
    Map<String, String> values = new LinkedHashMap<>();
    values.put("collect from", "the garage behind 4 Mill Lane, Leeds LS6 2AB");
    values.put("deliver to", "my sister's flat, 19 Quay Street, York YO1 7HH");
    ActionPlan plan = plan(values, fields);
    assertEquals(Optional.of("LS6 2AB"), typed(plan, "f1"), plan.toString());
    assertEquals(Optional.of("YO1 7HH"), typed(plan, "t1"), plan.toString());
  }

  private static SemanticElement part(String ref, String label, String group, String section) {
    return new SemanticElement(ref, Role.TEXTBOX, label, null, null, true, false, null, true, group, List.of(), "text",
        Map.of("name", ref, "section", section), false);
  }

  private static SemanticElement radio(String ref, String label, String group, String section) {
    return new SemanticElement(ref, Role.RADIO, label, null, null, true, false, false, true, group, List.of(), "radio",
        Map.of("name", group, "section", section), false);
  }

  @Test
  void aGroupAskedUnderTwoSectionsIsAskedWithEachSectionAndTakesEachOnesValue() {
    // a date in parts and a choice of radios, each asked alike under "Primer miembro" and
    // "Segundo miembro": the snapshot gives their fields the section around the group
    List<SemanticElement> elements = List.of(
        part("d1", "Día", "g1", "Primer miembro"), part("m1", "Mes", "g1", "Primer miembro"), part("y1", "Año", "g1", "Primer miembro"),
        radio("f1", "Mujer", "g2", "Primer miembro"), radio("h1", "Hombre", "g2", "Primer miembro"),
        part("d2", "Día", "g3", "Segundo miembro"), part("m2", "Mes", "g3", "Segundo miembro"), part("y2", "Año", "g3", "Segundo miembro"),
        radio("f2", "Mujer", "g4", "Segundo miembro"), radio("h2", "Hombre", "g4", "Segundo miembro"));
    List<dev.autopilot.core.model.ElementGroup> groups = List.of(
        new dev.autopilot.core.model.ElementGroup("g1", dev.autopilot.core.model.GroupKind.FIELDSET, "Fecha de nacimiento", true, List.of("d1", "m1", "y1")),
        new dev.autopilot.core.model.ElementGroup("g2", dev.autopilot.core.model.GroupKind.RADIOGROUP, "Sexo", true, List.of("f1", "h1")),
        new dev.autopilot.core.model.ElementGroup("g3", dev.autopilot.core.model.GroupKind.FIELDSET, "Fecha de nacimiento", true, List.of("d2", "m2", "y2")),
        new dev.autopilot.core.model.ElementGroup("g4", dev.autopilot.core.model.GroupKind.RADIOGROUP, "Sexo", true, List.of("f2", "h2")));
    Map<String, String> values = new LinkedHashMap<>();
    values.put("yo", "Lucía Fernández Ortega");
    values.put("nací el", "8 de febrero de 1993");
    values.put("sexo", "mujer");
    values.put("mi pareja", "Andrea Moretti");
    values.put("Andrea nació el", "1990-11-30");
    values.put("sexo de Andrea", "hombre");
    SemanticSnapshot page = snapshot(elements, groups, List.of(), List.of());
    ActionPlan plan = Planner.rules(GenericPack.of(values)).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertEquals(Optional.of("08"), typed(plan, "d1"), plan.toString());
    assertEquals(Optional.of("1993"), typed(plan, "y1"), plan.toString());
    assertEquals(Optional.of("30"), typed(plan, "d2"), plan.toString());
    assertEquals(Optional.of("11"), typed(plan, "m2"), plan.toString());
    List<String> radios = plan.actions().stream().filter(a -> a instanceof Action.SetRadio).map(Action::targetRef).toList();
    assertEquals(List.of("f1", "h2"), radios, plan.toString());
  }
}
