package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.RunState;
import org.junit.jupiter.api.Test;

class TransitionsTest {

  @Test
  void everyLiveStateMayStopForAPersonAndFinalStatesGoNowhere() {
    for (RunState s : RunState.values()) {
      if (s.isFinal()) {
        assertTrue(Transitions.from(s).isEmpty(), s.name());
      } else {
        assertTrue(Transitions.isLegal(s, RunState.MANUAL_REQUIRED), s.name());
      }
    }
  }

  @Test
  void theMainPathIsLegalAndShortcutsAreNot() {
    assertTrue(Transitions.isLegal(RunState.DISCOVER, RunState.FILL));
    assertTrue(Transitions.isLegal(RunState.VERIFY_OUTCOME, RunState.DONE));
    assertFalse(Transitions.isLegal(RunState.FILL, RunState.SUBMIT), "no submit without validation");
    assertFalse(Transitions.isLegal(RunState.DISCOVER, RunState.DONE));
    IllegalTransitionException e = assertThrows(IllegalTransitionException.class, () -> Transitions.check(RunState.FILL, RunState.DONE));
    assertEquals(ErrorCode.ILLEGAL_TRANSITION, e.code());
    assertEquals(RunState.DONE, e.to());
  }

  @Test
  void backoffGrowsGeometrically() {
    RetryPolicy p = RetryPolicy.defaults();
    assertEquals(2_000, p.backoff(1).toMillis());
    assertEquals(4_000, p.backoff(2).toMillis());
  }
}
