package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A box the page ticks itself ({@code checked} in its markup) is read as such ({@code preset}), and
 * the rule planner withdraws that tick when it commits the person beyond their consent; a box the
 * run ticked is no such box.
 */
class PresetBoxesIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();

  private ActionPlan plan(SemanticSnapshot s) {
    return Planner.rules(GenericPack.of(Map.of("Name", "Ada Byron"), Consent.to(Commitment.TERMS)))
        .plan(new PlanningContext(Task.of("sign up", URI.create(session.url())), RunState.FILL, s, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  @Test
  void thePagesOwnTickIsReadAndWithdrawn() {
    open("preset-boxes.html");
    SemanticSnapshot s = snapshot();
    assertEquals("true", named(s, "Email me special offers and the monthly newsletter").attribute("preset"));
    assertNull(named(s, "Share my details with partners").attribute("preset"));
    ActionPlan plan = plan(s);
    String offers = named(s, "Email me special offers and the monthly newsletter").ref();
    assertTrue(plan.actions().stream().anyMatch(a -> a instanceof Action.SetCheckbox c && c.targetRef().equals(offers) && !c.checked()), plan.toString());
    for (Action a : plan.actions()) {
      ExecutionResult r = executor.execute(pipeline, a, s);
      assertTrue(r.performed(), r.detail());
    }
    assertEquals(Boolean.FALSE, page().isChecked("input[name=offers]"));
    assertEquals(Boolean.TRUE, page().isChecked("input[name=terms]"), "the terms are within the consent");
  }

  @Test
  void aBoxTheRunTickedIsLeftTicked() {
    open("preset-boxes.html");
    SemanticSnapshot s = snapshot();
    String partners = named(s, "Share my details with partners").ref();
    ExecutionResult r = executor.execute(pipeline, new Action.SetCheckbox(partners, true, ActionMeta.of("answer", "partners")), s);
    assertTrue(r.performed(), r.detail());
    SemanticSnapshot after = snapshot();
    assertNull(named(after, "Share my details with partners").attribute("preset"), "ticked by the run, not the page");
    assertTrue(plan(after).actions().stream().noneMatch(a -> a.targetRef().equals(named(after, "Share my details with partners").ref())));
  }

  @Test
  void aBoxAScriptTickedBeforeTheRunSawItIsThePagesTickToo() {
    // a framework's initial state (Vue's v-model) sets the property, not the attribute
    open("preset-boxes.html");
    page().evaluate("() => { const b = document.querySelector('input[name=partners]'); b.checked = true; }");
    SemanticSnapshot s = snapshot();
    assertEquals("true", named(s, "Share my details with partners").attribute("preset"), "ticked before the run first saw it");
    String partners = named(s, "Share my details with partners").ref();
    assertTrue(plan(s).actions().stream().anyMatch(a -> a instanceof Action.SetCheckbox c && c.targetRef().equals(partners) && !c.checked()),
        "sharing is beyond the consent: withdrawn");
  }

  @Test
  void aChoiceThePageMadeIsNeverSentForAValueThatNamesNoOption() {
    open("preset-choices.html");
    SemanticSnapshot s = snapshot();
    assertEquals("open", named(s, "When can our engineer visit?").attribute("preset"), "the value of the select's default: the page's choice");
    assertEquals("true", named(s, "Standard delivery").attribute("preset"));
    assertNull(named(s, "Express delivery").attribute("preset"));
    assertEquals("true", named(s, "MOT only").attribute("preset"), "an ARIA radio the page checked (a segmented control of buttons)");
    assertNull(named(s, "MOT + interim service").attribute("preset"));
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("Name", "Ada Byron", "engineer visits", "on a Tuesday", "Delivery speed", "by drone",
        "What do you need?", "a tyre check")))
        .plan(new PlanningContext(Task.of("book", URI.create(session.url())), RunState.FILL, s, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    assertTrue(plan.unresolved().stream().anyMatch(u -> u.startsWith("When can our engineer visit? (the page chose 'During opening hours'")), plan.toString());
    assertTrue(plan.unresolved().stream().anyMatch(u -> u.startsWith("Delivery speed (the page chose 'Standard delivery'")), plan.toString());
    assertTrue(plan.unresolved().stream().anyMatch(u -> u.startsWith("What do you need? (the page chose 'MOT only'")), plan.toString());

    String visit = named(s, "When can our engineer visit?").ref();
    ExecutionResult r = executor.execute(pipeline, new Action.SelectRef(visit, "After closing", ActionMeta.of("answer", "visit")), s);
    assertTrue(r.performed(), r.detail());
    dev.autopilot.core.model.SemanticElement after = named(snapshot(), "When can our engineer visit?");
    assertTrue(!dev.autopilot.core.match.Fields.holdsThePagesChoice(after), "a choice the run made is no page's choice: " + after);
  }

  @Test
  void aValueThePageFilledInIsThePagesUntilTheRunTypesAnother() {
    open("preset-values.html");
    SemanticSnapshot s = snapshot();
    assertEquals("0", named(s, "Number of colonies you keep").attribute("preset"), "its value attribute");
    assertEquals("1", named(s, "Adults").attribute("preset"), "set by the page's script before the run first saw it");
    assertEquals("None so far", named(s, "Notes").attribute("preset"));
    assertNull(named(s, "Town").attribute("preset"), "empty");
    assertNull(named(s, "Password").attribute("preset"), "a password is never read as a choice");
    assertTrue(dev.autopilot.core.match.Fields.holdsThePagesChoice(named(s, "Number of colonies you keep")));
    List<String> left = Planner.rules(GenericPack.of(Map.of("Town", "Cranbrook", "Hives", "3", "BDI", "yes"))).pageChoicesLeft(s, java.util.Set.of("Hives", "BDI"));
    assertTrue(left.contains("Number of colonies you keep (the page chose '0')"), left.toString());
    assertTrue(left.contains("Notes (the page filled it in)"), left.toString());

    String colonies = named(s, "Number of colonies you keep").ref();
    ExecutionResult r = executor.execute(pipeline, new Action.TypeRef(colonies, "3", ActionMeta.of("answer", "colonies")), s);
    assertTrue(r.performed(), r.detail());
    dev.autopilot.core.model.SemanticElement after = named(snapshot(), "Number of colonies you keep");
    assertEquals("0", after.attribute("preset"), "the page's value stays what it was");
    assertTrue(!dev.autopilot.core.match.Fields.holdsThePagesChoice(after), "a value the run typed is no page's choice: " + after);
  }
}
