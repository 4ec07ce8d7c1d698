package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The press_key verb, executed and verified on a real page: proven by the key's effect, never by the press. */
class PressKeyIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @BeforeEach
  void openKeys() {
    open("keys.html");
    s = snapshot();
  }

  ActionProof press(String name, Action.Key key) {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier, new Action.PressKey(named(s, name).ref(), key, ActionMeta.of("key", name)), s);
    s = proof.after();
    return proof;
  }

  @Test
  void tabIsVerifiedWhenTheFocusMovesOn() {
    ActionProof tab = press("First", Action.Key.TAB);
    assertTrue(tab.execution().performed(), tab.execution().detail());
    assertTrue(tab.verified(), tab.verification().reason() + " " + tab.verification().evidence());
    assertEquals("second", page().evaluate("() => document.activeElement.id"));
  }

  @Test
  void arrowsAndEscapeAreVerifiedByWhatTheyChanged() {
    ActionProof down = press("Size", Action.Key.ARROW_DOWN);
    assertTrue(down.verified(), down.verification().reason() + " " + down.verification().evidence());
    assertEquals("Medium", page().evaluate("() => document.getElementById('size').value"));

    ActionProof open = press("City", Action.Key.ARROW_DOWN);
    assertTrue(open.verified(), open.verification().reason() + " " + open.verification().evidence());
    assertEquals("true", page().getAttribute("#city", "aria-expanded"));
    ActionProof close = press("City", Action.Key.ESCAPE);
    assertTrue(close.verified(), close.verification().reason() + " " + close.verification().evidence());
    assertEquals("false", page().getAttribute("#city", "aria-expanded"));
  }

  @Test
  void enterActivatesAButtonOutsideAForm() {
    ActionProof enter = press("Show more", Action.Key.ENTER);
    assertTrue(enter.verified(), enter.verification().reason() + " " + enter.verification().evidence());
    assertTrue(page().isVisible("#shown"));
  }

  @Test
  void aKeyWithoutEffectIsNotVerified() {
    ActionProof nothing = press("Quiet", Action.Key.ESCAPE);
    assertTrue(nothing.execution().performed());
    assertFalse(nothing.verified(), "no evidence, no success: " + nothing.verification().evidence());
    assertEquals("nothing changed", nothing.verification().evidence().get(0).after());
  }

  @Test
  void enterNeverSubmitsAForm() {
    ActionProof inField = press("Name", Action.Key.ENTER);
    assertFalse(inField.execution().performed());
    assertEquals(ErrorCode.ACTION_FAILED, inField.execution().errorCode());
    assertTrue(inField.execution().detail().contains("submit action"), inField.execution().detail());
    ActionProof onButton = press("Send", Action.Key.ENTER);
    assertFalse(onButton.execution().performed());
    assertFalse(server.requests().stream().anyMatch(r -> r.startsWith("POST")), server.requests().toString());
  }
}
