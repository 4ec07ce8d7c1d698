package dev.autopilot.fsm.prepare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a plan that is not one: a typed error that says so, never a NullPointerException. */
class PreparedPlanTest {

  @Test
  void theJsonNullIsNoPlanAndSaysSo() {
    AutopilotException e = assertThrows(AutopilotException.class, () -> PreparedPlan.fromJson("null"));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    assertTrue(e.getMessage().startsWith("not a prepared plan: "), e.getMessage());
  }

  @Test
  void aPlanFileHoldingTheJsonNullIsNoPlan(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("plan.json"), "null\n");
    AutopilotException e = assertThrows(AutopilotException.class, () -> PreparedPlan.read(file));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
  }

  @Test
  void textThatIsNoPlanIsConfigInvalidWithJacksonsReason() {
    AutopilotException e = assertThrows(AutopilotException.class, () -> PreparedPlan.fromJson("[]"));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    assertTrue(e.getMessage().contains("Array value"), e.getMessage());
  }
}
