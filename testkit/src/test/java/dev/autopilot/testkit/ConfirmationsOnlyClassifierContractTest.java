package dev.autopilot.testkit;

import dev.autopilot.core.OutcomeClassifier;
import java.util.Set;

/** A classifier of confirmations only passes the kit standing alone, by declaring what it covers. */
class ConfirmationsOnlyClassifierContractTest extends OutcomeClassifierContract {
  @Override
  protected OutcomeClassifier classifier() {
    return KitsCatchTest.CONFIRMATIONS_ONLY;
  }

  @Override
  protected Set<String> covers() {
    return Set.of("confirmation");
  }
}
