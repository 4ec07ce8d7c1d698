package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.autopilot.core.ErrorCode;
import org.junit.jupiter.api.Test;

class ExecutionResultTest {
  private final Action click = new Action.ClickRef("e1", ActionMeta.of("click", "x"));

  @Test
  void aFailedResultCarriesItsCodeAndAPerformedOneNone() {
    ExecutionResult failed = ExecutionResult.failed(click, ErrorCode.ACTION_TIMEOUT, "timed out", 5);
    assertEquals(ErrorCode.ACTION_TIMEOUT, failed.errorCode());
    assertNull(ExecutionResult.performed(click, "clicked", null, 3).errorCode());
    assertThrows(IllegalArgumentException.class, () -> new ExecutionResult(click, false, "no code", null, null, 1));
    assertThrows(IllegalArgumentException.class, () -> new ExecutionResult(click, true, "code", ErrorCode.ACTION_FAILED, null, 1));
    assertThrows(NullPointerException.class, () -> ExecutionResult.failed(click, null, "x", 1));
  }
}
