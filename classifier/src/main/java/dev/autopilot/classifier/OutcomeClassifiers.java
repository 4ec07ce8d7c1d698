package dev.autopilot.classifier;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.OutcomeClassifier;
import java.util.List;

/**
 * The stock {@link OutcomeClassifier}s.
 *
 * <p>Every classifier returned here is immutable and thread-safe, and never throws for an
 * unfamiliar page: what it cannot tell is {@code unknown_blocked} with a low confidence.
 */
public final class OutcomeClassifiers {
  private static final OutcomeClassifier DEFAULT_RULES = new RuleOutcomeClassifier(RuleSet.defaults());

  private OutcomeClassifiers() {}

  /**
   * The rule-based classifier with {@link RuleSet#defaults()}. It reads the URL, the title, the
   * visible text, the submit response's HTTP status and the snapshot (visible errors, whether a
   * submit control is still there).
   *
   * @return the shared default classifier; the same instance on every call
   */
  public static OutcomeClassifier rules() {
    return DEFAULT_RULES;
  }

  /**
   * The rule-based classifier with exactly these rules; extend the defaults with {@code
   * RuleSet.defaults().plus(...)} to keep them.
   *
   * @param rules every word, URL and status the classifier knows; may be empty, which leaves
   *     only what happened to judge by (a submit that what happened proves, with no error at a
   *     field, is a confirmation; anything else is {@code unknown_blocked})
   * @return a new classifier over these rules
   * @throws NullPointerException when {@code rules} is null
   */
  public static OutcomeClassifier rules(RuleSet rules) {
    return new RuleOutcomeClassifier(requireNonNull(rules, "rules"));
  }

  /**
   * A classifier that asks each classifier in turn and returns the first outcome that is not
   * {@code unknown_blocked}; when all answer unknown, the first unknown outcome. A member that
   * throws despite the contract is logged and skipped.
   *
   * @param classifiers the members, asked in this order; the array is copied
   * @return a new chain; when every member throws, it answers {@code unknown_blocked} with the
   *     code {@code CLASSIFIER_ERROR} and the lowest confidence
   * @throws IllegalArgumentException when no classifier is given
   * @throws NullPointerException when a classifier is null
   */
  public static OutcomeClassifier chain(OutcomeClassifier... classifiers) {
    return chain(List.of(classifiers));
  }

  /**
   * As {@link #chain(OutcomeClassifier...)}, from a list.
   *
   * @param classifiers the members, asked in list order; the list is copied, so later changes
   *     to it do not reach the chain
   * @return a new chain
   * @throws IllegalArgumentException when the list is empty
   * @throws NullPointerException when the list or one of its members is null
   */
  public static OutcomeClassifier chain(List<? extends OutcomeClassifier> classifiers) {
    return new ChainOutcomeClassifier(requireNonNull(classifiers, "classifiers"));
  }
}
