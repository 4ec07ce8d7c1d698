package dev.autopilot.classifier;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.testkit.OutcomeClassifierContract;

/** The stock rule classifier passes the outcome classifier contract. */
class RuleOutcomeClassifierContractTest extends OutcomeClassifierContract {
  @Override
  protected OutcomeClassifier classifier() {
    return OutcomeClassifiers.rules();
  }
}
