package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.Test;

/**
 * A calendar that labels its days in the page's language (flatpickr's French locale from the
 * WebJar: "octobre 2, 2027"), its field read-only behind an alternative input: the day is found
 * by the browser's own month names, months ahead, and a day the salon is closed is refused.
 */
class LocalizedCalendarIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();

  ActionProof choose(String text) {
    SemanticSnapshot s = snapshot();
    Action action = new Action.TypeRef(named(s, "Date souhaitée").ref(), text, ActionMeta.of("answer", "Date souhaitée"));
    return ActionProof.prove(pipeline, executor, verifier, action, s);
  }

  @Test
  void aDayLabelledInFrenchIsChosenMonthsAhead() {
    open("widgets/flatpickr-fr.html");
    ActionProof proof = choose("Saturday 2 October 2027");
    assertTrue(proof.verified(), proof.execution().detail() + " / " + proof.verification().reason());
    assertTrue(proof.execution().detail().contains("chose the day"), proof.execution().detail());
    assertEquals("2027-10-02", page().inputValue("#date"), "flatpickr's own input holds the day chosen");
  }

  @Test
  void aDayThePickerDoesNotOfferIsRefused() {
    open("widgets/flatpickr-fr.html");
    ActionProof proof = choose("Sunday 3 October 2027");
    assertFalse(proof.verified());
    assertTrue(proof.execution().detail().contains("does not offer that day"), proof.execution().detail());
    assertEquals("", page().inputValue("#date"));
  }
}
