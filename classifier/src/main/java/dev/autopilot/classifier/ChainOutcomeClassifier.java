package dev.autopilot.classifier;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Asks classifiers in order; the first verdict that is not {@code unknown_blocked} stands. */
final class ChainOutcomeClassifier implements OutcomeClassifier {
  private static final Logger LOG = LoggerFactory.getLogger(ChainOutcomeClassifier.class);

  private final List<OutcomeClassifier> classifiers;

  ChainOutcomeClassifier(List<? extends OutcomeClassifier> classifiers) {
    this.classifiers = List.copyOf(classifiers);
    if (this.classifiers.isEmpty()) {
      throw new IllegalArgumentException("a chain needs at least one classifier");
    }
  }

  @Override
  public SubmissionOutcome classify(OutcomeSignals signals) {
    @Nullable SubmissionOutcome firstUnknown = null;
    for (OutcomeClassifier classifier : classifiers) {
      SubmissionOutcome outcome;
      try {
        outcome = classifier.classify(signals);
      } catch (RuntimeException e) {
        // The SPI forbids throwing, but one broken member must not take the chain down with it.
        LOG.warn("outcome classifier {} threw; asking the next one", classifier, e);
        continue;
      }
      if (outcome.outcomeClass() != OutcomeClass.UNKNOWN_BLOCKED) {
        return outcome;
      }
      if (firstUnknown == null) {
        firstUnknown = outcome;
      }
    }
    return firstUnknown != null
        ? firstUnknown
        : new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "CLASSIFIER_ERROR", RuleOutcomeClassifier.MIN_CONFIDENCE,
            "every classifier in the chain failed", false);
  }
}
