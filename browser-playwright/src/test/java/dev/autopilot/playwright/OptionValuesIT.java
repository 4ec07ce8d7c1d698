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
 * The snapshot carries a radio's or checkbox's own {@code value} attribute (never the browser's
 * default {@code on}), and the rule planner takes a value written as one for its option: "Purchase"
 * checks "Buy a home" in a real page.
 */
class OptionValuesIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();

  @Test
  void radiosAndBoxesCarryTheirOwnValues() {
    open("option-values.html");
    SemanticSnapshot s = snapshot();
    assertEquals("purchase", named(s, "Buy a home").attribute("value"));
    assertEquals("cash-out", named(s, "Cash-out refinance").attribute("value"));
    assertEquals("agreed", named(s, "I read the disclosures").attribute("value"));
    assertNull(named(s, "Send me rate updates").attribute("value"), "the browser's default 'on' says nothing");
  }

  @Test
  void aValueWrittenAsAnOptionsValuePicksItsRadio() {
    open("option-values.html");
    SemanticSnapshot s = snapshot();
    ActionPlan plan = Planner.rules(GenericPack.of(Map.of("Loan purpose", "Purchase")))
        .plan(new PlanningContext(Task.of("prequalify", URI.create(session.url())), RunState.FILL, s, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
    List<Action> radios = plan.actions().stream().filter(Action.SetRadio.class::isInstance).toList();
    assertEquals(List.of(named(s, "Buy a home").ref()), radios.stream().map(Action::targetRef).toList(), plan.toString());
    ExecutionResult r = executor.execute(pipeline, radios.get(0), s);
    assertTrue(r.performed(), r.detail());
    assertEquals(Boolean.TRUE, page().isChecked("input[value=purchase]"));
  }
}
