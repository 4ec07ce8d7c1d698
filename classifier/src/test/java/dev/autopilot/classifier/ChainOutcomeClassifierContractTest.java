package dev.autopilot.classifier;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.testkit.OutcomeClassifierContract;

/**
 * A chain passes the outcome classifier contract: a custom rule set that knows one more
 * confirmation wording, a member that throws despite the contract, and the stock rules last.
 */
class ChainOutcomeClassifierContractTest extends OutcomeClassifierContract {
  @Override
  protected OutcomeClassifier classifier() {
    OutcomeClassifier shop = OutcomeClassifiers.rules(RuleSet.of(
        OutcomeRule.of(OutcomeRule.Source.TEXT, "your candidacy is (now )?with us", OutcomeClass.SUCCESS_CONFIRMED, "CANDIDACY_TEXT", 0.8)));
    OutcomeClassifier broken = signals -> {
      throw new IllegalStateException("model endpoint unreachable");
    };
    OutcomeClassifier unsure = signals -> new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "NO_IDEA", 0.1, "", false);
    return OutcomeClassifiers.chain(shop, broken, unsure, OutcomeClassifiers.rules());
  }
}
