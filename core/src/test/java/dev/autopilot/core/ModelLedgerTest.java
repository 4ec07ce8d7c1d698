package dev.autopilot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.ModelUsage;
import org.junit.jupiter.api.Test;

class ModelLedgerTest {

  @Test
  void eachCapStopsTheNextCallAndCountsNothing() {
    ModelLedger calls = ModelLedger.create(new ModelBudget(2, 1_000, 1));
    calls.reserve(false);
    calls.record(100, 10);
    calls.reserve(true);
    assertFalse(calls.visionLeft());
    AutopilotException e = assertThrows(AutopilotException.class, () -> calls.reserve(false));
    assertEquals(ErrorCode.MODEL_BUDGET_EXHAUSTED, e.code());
    assertTrue(e.getMessage().contains("2 model calls"));
    assertEquals(new ModelUsage(2, 100, 10, 1), calls.usage());

    ModelLedger tokens = ModelLedger.create(new ModelBudget(10, 100, 8));
    tokens.reserve(false);
    tokens.record(90, 20);
    assertTrue(assertThrows(AutopilotException.class, () -> tokens.reserve(false)).getMessage().contains("100 model tokens"));

    ModelLedger vision = ModelLedger.create(ModelBudget.defaults().withMaxVisionCalls(0));
    assertThrows(AutopilotException.class, () -> vision.reserve(true));
    vision.reserve(false);
    assertEquals(1, vision.usage().calls());
  }

  @Test
  void aPageStateIsAskedOnce() {
    ModelLedger l = ModelLedger.unlimited();
    assertTrue(l.firstAsk("a"));
    assertFalse(l.firstAsk("a"));
    assertTrue(l.firstAsk("b"));
  }

  @Test
  void usageAddsAndSubtracts() {
    ModelUsage a = new ModelUsage(1, 10, 2, 0);
    ModelUsage b = new ModelUsage(2, 30, 4, 1);
    assertEquals(new ModelUsage(3, 40, 6, 1), a.plus(b));
    assertEquals(b, a.plus(b).minus(a));
    assertEquals(46, a.plus(b).totalTokens());
    assertEquals(8, ModelBudget.defaults().maxVisionCalls());
  }
}
