package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OutcomeCodeTest {
  @Test
  void theRulesAndTheModelsCodesReadAlike() {
    for (OutcomeCode c : OutcomeCode.values()) {
      if (c != OutcomeCode.HTTP_STATUS) {
        assertEquals(c, OutcomeCode.of(c.name()));
        assertEquals(c, OutcomeCode.of(OutcomeCode.MODEL_PREFIX + c.name()), "the model's " + c);
      }
    }
    assertTrue(new SubmissionOutcome(OutcomeClass.EXTERNAL_BLOCKED, "MODEL_CHALLENGE_PAGE", 0.8, "I am not a robot", false).typedCode().isChallenge());
  }

  @Test
  void statusesAndUnknownCodes() {
    assertEquals(OutcomeCode.HTTP_STATUS, OutcomeCode.of("HTTP_503"));
    assertEquals(OutcomeCode.HTTP_STATUS, OutcomeCode.of("MODEL_HTTP_429"));
    assertEquals(OutcomeCode.OTHER, OutcomeCode.of("MODEL_SEAT_RESERVED"));
    assertEquals(OutcomeCode.OTHER, OutcomeCode.of("MODEL_"));
    assertEquals(OutcomeCode.OTHER, OutcomeCode.of(null));
    assertFalse(OutcomeCode.of("CAPTCHA_SOLVED").isChallenge());
  }
}
