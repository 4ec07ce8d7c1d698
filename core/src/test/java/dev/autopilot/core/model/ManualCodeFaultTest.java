package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.gate.SubmitRule;
import org.junit.jupiter.api.Test;

/**
 * A fault is named by what the run knows, not by how the failing call ended: with a submit that
 * may be out, every fault is MAY_HAVE_BEEN_SUBMITTED; without one, a page that did not answer is
 * PAGE_UNRESPONSIVE and only a dead browser is BROWSER_CRASHED.
 */
class ManualCodeFaultTest {

  @Test
  void withNoSubmitOutAFaultKeepsItsOwnName() {
    assertEquals(ManualCode.PAGE_UNRESPONSIVE, ManualCode.forFault(ErrorCode.PAGE_UNRESPONSIVE, false));
    assertEquals(ManualCode.BROWSER_CRASHED, ManualCode.forFault(ErrorCode.BROWSER_CRASHED, false));
    assertEquals(ManualCode.BUDGET_EXHAUSTED, ManualCode.forFault(ErrorCode.BUDGET_EXHAUSTED, false));
    for (ErrorCode code : ErrorCode.values()) {
      assertEquals(ManualCode.forError(code), ManualCode.forFault(code, false), code.name());
    }
  }

  @Test
  void withASubmitOutEveryFaultMayHaveSubmittedTheForm() {
    for (ErrorCode code : ErrorCode.values()) {
      assertEquals(ManualCode.MAY_HAVE_BEEN_SUBMITTED, ManualCode.forFault(code, true), code.name());
    }
  }

  @Test
  void theRuleSaysWhetherASubmitIsOut() {
    SubmitRule rule = SubmitRule.create();
    assertEquals(ManualCode.PAGE_UNRESPONSIVE, ManualCode.forFault(ErrorCode.PAGE_UNRESPONSIVE, rule.mayBeOut()), "nothing clicked yet");
    rule.clicked();
    assertEquals(ManualCode.MAY_HAVE_BEEN_SUBMITTED, ManualCode.forFault(ErrorCode.PAGE_UNRESPONSIVE, rule.mayBeOut()), "clicked, no answer");
    assertEquals(ManualCode.MAY_HAVE_BEEN_SUBMITTED, ManualCode.forFault(ErrorCode.BROWSER_CRASHED, rule.mayBeOut()), "clicked, then the browser died");
    rule.rejected(SubmitRule.Rejection.NOT_REACHED);
    assertEquals(ManualCode.BROWSER_CRASHED, ManualCode.forFault(ErrorCode.BROWSER_CRASHED, rule.mayBeOut()), "the click never reached the control");
    rule.clicked();
    rule.rejected(SubmitRule.Rejection.VALIDATION_ERROR);
    assertEquals(ManualCode.PAGE_UNRESPONSIVE, ManualCode.forFault(ErrorCode.PAGE_UNRESPONSIVE, rule.mayBeOut()), "the last submit was rejected");
  }

  @Test
  void aNullCodeIsRefused() {
    assertThrows(NullPointerException.class, () -> ManualCode.forFault(null, true));
  }

  @Test
  void onlyTheBrowserOrAPageThatStoppedAnsweringMakesThePageUnusable() {
    for (ErrorCode code : ErrorCode.values()) {
      assertEquals(code == ErrorCode.BROWSER_CRASHED || code == ErrorCode.PAGE_UNRESPONSIVE, code.pageUnusable(), code.name());
    }
  }
}
