package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Overlays opened are overlays closed: a list that stays open after a pick is closed by the
 * executor (Escape, else a click outside), and the verifier fails a choice that left one open.
 */
class OverlaysIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @BeforeEach
  void openPage() {
    open("widgets/popups.html");
    s = snapshot();
  }

  static Evidence popups(Verification v) {
    return v.evidence().stream().filter(e -> e.criterion().equals("popups closed")).findFirst()
        .orElseThrow(() -> new AssertionError("no popups criterion in " + v.evidence()));
  }

  @Test
  void aListThatClosesOnEscapeOnlyIsClosed() {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier, new Action.SelectRef(named(s, "Colour").ref(), "Green", ActionMeta.of("pick", "Colour")), s);
    assertTrue(proof.verified(), proof.verification().reason() + " " + proof.verification().evidence());
    assertTrue(popups(proof.verification()).held());
    assertFalse(page().isVisible("#colour-list"));
  }

  @Test
  void aListThatClosesOnAClickOutsideOnlyIsClosed() {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier, new Action.SelectRef(named(s, "Fruit").ref(), "Pear", ActionMeta.of("pick", "Fruit")), s);
    assertTrue(proof.verified(), proof.verification().reason() + " " + proof.verification().evidence());
    assertTrue(popups(proof.verification()).held());
    assertFalse(page().isVisible("#fruit-list"));
    assertTrue(page().textContent("#fruit").contains("Pear"));
  }

  @Test
  void aChoiceThatLeftItsListOpenIsNotVerified() {
    Action action = new Action.SelectRef(named(s, "Colour").ref(), "Blue", ActionMeta.of("pick", "Colour"));
    ExecutionResult execution = executor.execute(pipeline, action, s);
    assertTrue(execution.performed(), execution.detail());
    page().click("#colour");
    Verification v = verifier.verify(pipeline, execution, s, snapshot());
    assertFalse(v.verified(), v.evidence().toString());
    assertFalse(popups(v).held());
    assertTrue(popups(v).after().contains("colour-list"), popups(v).after());
  }
}
