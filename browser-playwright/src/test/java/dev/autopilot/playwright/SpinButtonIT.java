package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A spin button that takes no text (the WAI-ARIA Authoring Practices pattern: a {@code
 * role=spinbutton} span between − and + buttons, set by its arrow keys): typed into, it is set by
 * Up and Down Arrow, Home and End, as a person sets it, and proven by its {@code aria-valuenow}.
 */
class SpinButtonIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @BeforeEach
  void openPage() {
    open("widgets/spinbutton.html");
    s = snapshot();
  }

  ActionProof type(String text) {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier,
        new Action.TypeRef(named(s, "Number of guests").ref(), text, ActionMeta.of("answer", "Number of guests")), s);
    s = proof.after();
    return proof;
  }

  @Test
  void aSpinButtonIsSetByItsArrowKeysAndProvenByItsValue() {
    ActionProof up = type("5");
    assertTrue(up.verified(), why(up));
    assertTrue(up.execution().detail().contains("ArrowUp"), up.execution().detail());
    assertEquals("5", page().getAttribute("#guests", "aria-valuenow"));
    assertEquals("5", page().inputValue("#guests-value"), "the page's own key handler saw the keys");

    ActionProof down = type("3");
    assertTrue(down.verified(), why(down));
    assertTrue(down.execution().detail().contains("ArrowDown"), down.execution().detail());
    assertEquals("3", page().getAttribute("#guests", "aria-valuenow"));

    ActionProof end = type("8");
    assertTrue(end.verified(), why(end));
    assertTrue(end.execution().detail().contains("End"), end.execution().detail());

    ActionProof outside = type("12");
    assertFalse(outside.execution().performed(), "beyond aria-valuemax: nothing pressed");
    assertEquals("8", page().getAttribute("#guests", "aria-valuenow"));
  }
}
