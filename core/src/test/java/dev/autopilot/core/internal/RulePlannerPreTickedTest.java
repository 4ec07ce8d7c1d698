package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A box the page ticked for the person commits them to nothing they did not agree to. */
class RulePlannerPreTickedTest {
  final Task task = Task.of("sign up", URI.create("http://127.0.0.1:8080/signup"));

  static SemanticElement text(String ref, String name) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, null, true, false, null, true, null, List.of(), "text", Map.of(), false);
  }

  /** A box as the page sets it: ticked by the page itself ({@code preset}) when checked. */
  static SemanticElement box(String ref, String name, boolean checked, boolean required) {
    return new SemanticElement(ref, Role.CHECKBOX, name, null, null, required, false, checked, true, null, List.of(), "checkbox",
        checked ? Map.of("preset", "true") : Map.of(), false);
  }

  ActionPlan plan(GenericPack pack, SemanticElement... elements) {
    SemanticSnapshot page = snapshot(List.of(elements), List.of(), List.of(), List.of());
    return Planner.rules(pack).plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  private static final GenericPack TERMS_ONLY = GenericPack.of(Map.of("Name", "Nora Lindqvist"), Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING));

  @Test
  void anOptionalBoxThePageTickedForMarketingIsUnticked() {
    ActionPlan plan = plan(TERMS_ONLY, text("e1", "Name"), box("e2", "Email me the weekly digest and special offers", true, false));
    assertTrue(plan.actions().contains(new Action.SetCheckbox("e2", false, plan.actions().stream().filter(a -> a.targetRef().equals("e2")).findFirst()
        .orElseThrow().meta())), plan.toString());
    assertTrue(plan.unresolved().isEmpty(), plan.toString());
  }

  @Test
  void aBoxThePageTickedWithinTheConsentStaysTicked() {
    ActionPlan plan = plan(TERMS_ONLY, text("e1", "Name"), box("e2", "I agree to the terms of service", true, true));
    assertTrue(plan.actions().stream().noneMatch(a -> a.targetRef().equals("e2")), plan.toString());
  }

  @Test
  void aBoxThatCommitsNothingAndSpeaksForNoOneStaysAsThePageSetIt() {
    ActionPlan plan = plan(TERMS_ONLY, text("e1", "Name"), box("e2", "Billing address same as my delivery address", true, false));
    assertTrue(plan.actions().stream().noneMatch(a -> a.targetRef().equals("e2")), plan.toString());
  }

  @Test
  void anOptionalBoxThePageTickedThatSpeaksForThePersonIsUntickedUnlessTheirValuesSayIt() {
    // no commitment the rules name, but the tick would have the person say what they never said
    for (String words : List.of("Also add me to the regional casting agencies' extras database", "Keep me signed in", "Ich möchte den Newsletter nicht verpassen")) {
      ActionPlan plan = plan(TERMS_ONLY, text("e1", "Name"), box("e2", words, true, false));
      assertEquals(List.of(false), plan.actions().stream().filter(a -> a.targetRef().equals("e2")).map(a -> ((Action.SetCheckbox) a).checked()).toList(),
          words + ": " + plan);
    }
    GenericPack said = GenericPack.of(Map.of("Name", "Nora Lindqvist", "Casting agencies database", "yes"), Consent.to(Commitment.TERMS));
    ActionPlan plan = plan(said, text("e1", "Name"), box("e2", "Also add me to the regional casting agencies' extras database", true, false));
    assertTrue(plan.actions().stream().noneMatch(a -> a.targetRef().equals("e2")), "the person's own yes keeps it: " + plan);
    ActionPlan required = plan(TERMS_ONLY, text("e1", "Name"), box("e2", "I can attend every performance", true, true));
    assertTrue(required.actions().stream().noneMatch(a -> a.targetRef().equals("e2")), "a required box is not withdrawn: " + required);
  }

  @Test
  void thePersonsOwnYesKeepsTheTick() {
    GenericPack pack = GenericPack.of(Map.of("Name", "Nora Lindqvist", "Newsletter", "yes"), Consent.to(Commitment.TERMS));
    ActionPlan plan = plan(pack, text("e1", "Name"), box("e2", "Email me the weekly newsletter", true, false));
    assertTrue(plan.actions().stream().noneMatch(a -> a.targetRef().equals("e2")), plan.toString());
  }

  @Test
  void aRequiredBoxThePageTickedBeyondTheConsentIsLeftToThePerson() {
    ActionPlan plan = plan(TERMS_ONLY, text("e1", "Name"), box("e2", "I agree to receive marketing emails from our partners", true, true));
    assertTrue(plan.actions().stream().noneMatch(a -> a.targetRef().equals("e2")), plan.toString());
    assertEquals(List.of("I agree to receive marketing emails from our partners"), plan.unresolved(), plan.toString());
  }

  @Test
  void aBoxThisRunTickedIsNoBoxThePageTicked() {
    SemanticElement tickedByTheRun = new SemanticElement("e2", Role.CHECKBOX, "Email me the weekly digest and special offers", null, null, false, false, true, true,
        null, List.of(), "checkbox", Map.of(), false);
    ActionPlan plan = plan(TERMS_ONLY, text("e1", "Name"), tickedByTheRun);
    assertTrue(plan.actions().stream().noneMatch(a -> a.targetRef().equals("e2")), "only the page's own tick is withdrawn: " + plan);
  }
}
