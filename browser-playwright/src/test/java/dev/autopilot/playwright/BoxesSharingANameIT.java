package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Native checkboxes sharing a name outside any fieldset are one question of several answers, as
 * radios sharing a name are one question: a value listing options ticks those boxes; a box alone
 * under its name stays a question of its own.
 */
class BoxesSharingANameIT extends BrowserTestSupport {

  @Test
  void boxesSharingANameAreOneQuestionAValueListingOptionsTicks() {
    open("boxes-sharing-a-name.html");
    SemanticSnapshot s = snapshot();
    ElementGroup g = s.groupOf(named(s, "Déclaration de revenus")).orElseThrow(() -> new AssertionError("no group: " + s.groups()));
    assertEquals(GroupKind.CHECKBOX_GROUP, g.kind());
    assertEquals(3, g.memberRefs().size(), g.toString());
    assertNull(named(s, "J'accepte le traitement de mes données.").groupId(), "a box alone under its name asks its own question");
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("Besoins", "Déclaration de revenus, Location meublée")))
        .plan(new PlanningContext(Task.of("intake", URI.create(session.url())), RunState.FILL, s, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    Set<String> ticked = plan.actions().stream().filter(a -> a instanceof Action.SetCheckbox c && c.checked()).map(Action::targetRef).collect(Collectors.toSet());
    assertEquals(Set.of(named(s, "Déclaration de revenus").ref(), named(s, "Location meublée (LMNP)").ref()), ticked, plan.toString());
    assertTrue(plan.unresolved().isEmpty(), plan.toString());
  }
}
