package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.Test;

/**
 * A popup left open over the submit control is closed the one way the executor closes popups
 * ({@code Overlays.dismiss}: Escape, then a click on a blank point). The submit path had its own
 * way, a click at the top-left corner only when that corner was blank, so a page with its logo
 * link there kept the popup open and the submit failed as covered.
 */
class PopupOverSubmitIT extends BrowserTestSupport {
  @Test
  void aPopupThatIgnoresEscapeIsClosedByAClickOutsideEvenWithALinkInTheCorner() {
    open("popup-over-submit.html");
    SemanticSnapshot s = snapshot();
    ExecutionResult r = PlaywrightActionExecutor.create().execute(pipeline,
        new Action.Submit(named(s, "Send").ref(), Action.SubmitMethod.CLICK, ActionMeta.of("submit", null)), s);
    assertTrue(r.performed(), r.detail());
    assertEquals("sent", page().textContent("#out"));
    assertFalse(page().url().contains("home-clicked"), "the corner's link was not clicked");
  }
}
