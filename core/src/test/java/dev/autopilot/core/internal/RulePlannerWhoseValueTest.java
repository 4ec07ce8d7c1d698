package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Whose value a field takes: the box a key meets by its own words, the dog's name rather than the owner's. */
class RulePlannerWhoseValueTest {
  private final Task task = Task.of("enrol", URI.create("http://127.0.0.1:8080/enrol"));

  private static SemanticElement box(String ref, String name, boolean required) {
    return new SemanticElement(ref, Role.CHECKBOX, name, null, null, required, false, false, true, "g1", List.of(), "checkbox", Map.of(), false);
  }

  private ActionPlan plan(GenericPack pack, SemanticSnapshot page) {
    return Planner.rules(pack).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  private static Optional<Boolean> ticks(ActionPlan plan, String ref) {
    return plan.actions().stream().filter(a -> a instanceof Action.SetCheckbox && a.targetRef().equals(ref)).map(a -> ((Action.SetCheckbox) a).checked()).findFirst();
  }

  @Test
  void aYesWhoseKeyMeetsOnlyTheLegendOfSeveralBoxesTicksNoneOfThem() {
    SemanticSnapshot page = snapshot(List.of(
        textbox("e1", "Child's first name", null, true, "text"),
        box("e2", "My child may walk home alone after meetings", false),
        box("e3", "I have read the group's data protection policy and agree to my details being held for the waiting list", true)),
        List.of(new ElementGroup("g1", GroupKind.FIELDSET, "Consents", false, List.of("e2", "e3"))), List.of(), List.of());
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Child's first name", "Oliver");
    values.put("Privacy consent", "yes");
    ActionPlan plan = plan(GenericPack.of(values, Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING)), page);
    assertEquals(Optional.empty(), ticks(plan, "e2"), "'Privacy consent' says nothing of walking home: " + plan);
    assertEquals(Optional.of(true), ticks(plan, "e3"), "the declared consent to data processing decides the policy box: " + plan);

    values.put("Walks home alone", "yes");
    ActionPlan asked = plan(GenericPack.of(values, Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING)), page);
    assertEquals(Optional.of(true), ticks(asked, "e2"), "a key that meets the box's own words decides it: " + asked);
  }

  @Test
  void aFieldThatNamesAKeyOfItsOwnTakesThatKeyNotTheGeneralOne() {
    SemanticSnapshot page = snapshot(List.of(
        textbox("e1", "Dog's name", null, true, "text"),
        textbox("e2", "Breed", null, true, "text"),
        textbox("e3", "Your name", null, true, "text")), List.of(), List.of(), List.of());
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Dog", "Biscuit");
    values.put("Breed", "Cockapoo");
    values.put("Name", "Hannah Price");
    ActionPlan plan = plan(GenericPack.of(values), page);
    assertTrue(plan.actions().stream().anyMatch(a -> a instanceof Action.TypeRef t && t.targetRef().equals("e1") && t.text().equals("Biscuit")), plan.toString());
    assertTrue(plan.actions().stream().anyMatch(a -> a instanceof Action.TypeRef t && t.targetRef().equals("e3") && t.text().equals("Hannah Price")), plan.toString());
    assertFalse(plan.actions().stream().anyMatch(a -> a instanceof Action.TypeRef t && t.targetRef().equals("e1") && t.text().equals("Hannah Price")));
  }

  private static SemanticElement field(String ref, String name, String section) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, null, true, false, null, true, null, List.of(), "text", Map.of("section", section), false);
  }

  @Test
  void aFieldUnderASectionThatAsksWhoSomeoneElseIsTakesTheirValueNotThePersonsName() {
    SemanticSnapshot page = snapshot(List.of(field("e1", "Your full name", "About you"), field("e2", "Name of the person or business", "Who owes you?")),
        List.of(), List.of(), List.of());
    Map<String, String> values = new LinkedHashMap<>();
    values.put("My name", "Gareth Hughes");
    values.put("Who owes me", "Castle Lettings Ltd");
    ActionPlan plan = plan(GenericPack.of(values), page);
    assertTrue(plan.actions().contains(new Action.TypeRef("e1", "Gareth Hughes", plan.actions().get(0).meta())), plan.toString());
    assertEquals(List.of("Castle Lettings Ltd"), plan.actions().stream().filter(a -> "e2".equals(a.targetRef())).map(a -> ((Action.TypeRef) a).text()).toList(),
        "never the person's own name: " + plan);
  }

  private static SemanticElement field(String ref, String label, String type, Map<String, String> attributes) {
    return new SemanticElement(ref, Role.TEXTBOX, label, null, null, true, false, null, true, null, List.of(), type, attributes, false);
  }

  private static Optional<String> typed(ActionPlan plan, String ref) {
    return plan.actions().stream().filter(a -> a instanceof Action.TypeRef t && t.targetRef().equals(ref)).map(a -> ((Action.TypeRef) a).text()).findFirst();
  }

  @Test
  void fieldsUnderASectionNamingSomeoneTheValuesKnowApartTakeThatOnesValues() {
    // a referral: the values hold the patient's details apart from the referrer's own; the page
    // asks "Full name" and "Telephone" twice, under "Patient details" and under "Referrer"
    SemanticSnapshot page = snapshot(List.of(
        field("e1", "Full name", "text", Map.of("name", "pt_name", "section", "Patient details")),
        field("e2", "Telephone", "tel", Map.of("name", "pt_phone", "section", "Patient details")),
        field("e3", "Full name", "text", Map.of("name", "ref_name", "section", "About you (the referrer)")),
        field("e4", "Telephone", "tel", Map.of("name", "ref_phone", "section", "About you (the referrer)"))), List.of(), List.of(), List.of());
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Patient", "George Whitaker");
    values.put("Patient phone", "01484 960 733");
    values.put("My name", "Janet Oduya");
    values.put("My phone", "01484 960 200");
    ActionPlan plan = plan(GenericPack.of(values), page);
    assertEquals(Optional.of("George Whitaker"), typed(plan, "e1"), plan.toString());
    assertEquals(Optional.of("01484 960 733"), typed(plan, "e2"), plan.toString());
    assertEquals(Optional.of("Janet Oduya"), typed(plan, "e3"), plan.toString());
    assertEquals(Optional.of("01484 960 200"), typed(plan, "e4"), plan.toString());
  }

  @Test
  void aSectionNamingWhatTheValuesDoNotKnowApartChangesNothing() {
    // "School" holds a name, but no other key speaks of the school's own postcode: the postcode is
    // the person's one, not the school's name
    SemanticSnapshot page = snapshot(List.of(
        field("e1", "Postcode", "text", Map.of("name", "postcode", "section", "Your school"))), List.of(), List.of(), List.of());
    Map<String, String> values = new LinkedHashMap<>();
    values.put("School", "St Anselm's Primary School");
    values.put("School address", "Hollins Lane, Eastgate");
    values.put("postcode", "EG2 5PL");
    assertEquals(Optional.of("EG2 5PL"), typed(plan(GenericPack.of(values), page), "e1"));
  }

  @Test
  void theWordsAPersonSeesNameAKeyBeforeTheCodeNamesMeaning() {
    // "Landlord or letting agent" named landlord_name: its code name reads as a name, but the
    // person's own name shares no word with the label, and the label and the code name both name
    // the key "Landlord"
    SemanticSnapshot page = snapshot(List.of(
        field("e1", "Full name", "text", Map.of("name", "full_name")),
        field("e2", "Landlord or letting agent", "text", Map.of("name", "landlord_name"))), List.of(), List.of(), List.of());
    Map<String, String> values = new LinkedHashMap<>();
    values.put("My name", "Chloe Barnes");
    values.put("Landlord", "Kestrel Lettings");
    ActionPlan plan = plan(GenericPack.of(values), page);
    assertEquals(Optional.of("Chloe Barnes"), typed(plan, "e1"), plan.toString());
    assertEquals(Optional.of("Kestrel Lettings"), typed(plan, "e2"), plan.toString());
  }

  @Test
  void aSectionWhoseWordQualifiesTheValuesOfANameIsThatOnesToo() {
    // a gift voucher: the recipient's names are keyed "Vorname Beschenkte", the buyer's "Mein Vorname"
    SemanticSnapshot page = snapshot(List.of(
        field("e1", "Vorname", "text", Map.of("name", "beschenkt_vorname", "section", "Beschenkte Person")),
        field("e2", "Vorname", "text", Map.of("name", "vorname", "section", "Besteller/in"))), List.of(), List.of(), List.of());
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Vorname Beschenkte", "Annette");
    values.put("Nachname Beschenkte", "Vogl");
    values.put("Mein Vorname", "Thomas");
    ActionPlan plan = plan(GenericPack.of(values), page);
    assertEquals(Optional.of("Annette"), typed(plan, "e1"), plan.toString());
    assertEquals(Optional.of("Thomas"), typed(plan, "e2"), plan.toString());
  }
}
