package dev.autopilot.classifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.autopilot.core.model.OutcomeCode;
import org.junit.jupiter.api.Test;

/** The shipped rule files use only typed codes, each in its own class: the run reads them one way. */
class ShippedCodesTest {
  @Test
  void everyShippedRuleHasATypedCodeOfItsClass() {
    RuleSet all = RuleSet.forLanguages(RuleSet.languages().toArray(String[]::new));
    for (OutcomeRule r : all.rules()) {
      OutcomeCode code = OutcomeCode.of(r.code());
      assertNotEquals(OutcomeCode.OTHER, code, r::toString);
      if (code.outcomeClass() != null) {
        assertEquals(code.outcomeClass(), r.outcomeClass(), r::toString);
      }
    }
  }
}
