package dev.autopilot.classifier;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;

/**
 * An ordered, immutable list of {@link OutcomeRule}s. Order matters only between rules of equal
 * priority (the first listed wins) and between status rules (only the first that matches a
 * status counts).
 *
 * <p>Start from {@link #defaults()} and add site knowledge with {@link #plus}, or drop a default
 * with {@link #withoutCode}. Instances are immutable and thread-safe.
 *
 * @param rules the rules, in order
 */
public record RuleSet(List<OutcomeRule> rules) {

  /** Copies the list; a null element throws {@link NullPointerException}. */
  public RuleSet {
    rules = List.copyOf(rules);
  }

  /**
   * The stock rules: challenge pages, spam and rate-limit refusals, duplicate applications,
   * error statuses, field errors, validation and transient-failure wording, confirmation URLs,
   * titles and wording.
   */
  public static RuleSet defaults() {
    return DefaultRules.SET;
  }

  /** A rule set of exactly these rules. */
  public static RuleSet of(OutcomeRule... rules) {
    return new RuleSet(List.of(rules));
  }

  /** This rule set followed by the given rules. */
  public RuleSet plus(OutcomeRule... more) {
    return plus(List.of(more));
  }

  /** This rule set followed by the given rules. */
  public RuleSet plus(List<OutcomeRule> more) {
    requireNonNull(more, "more");
    List<OutcomeRule> all = new ArrayList<>(rules.size() + more.size());
    all.addAll(rules);
    all.addAll(more);
    return new RuleSet(all);
  }

  /** This rule set without the rules whose code is {@code code}. */
  public RuleSet withoutCode(String code) {
    requireNonNull(code, "code");
    return new RuleSet(rules.stream().filter(r -> !r.code().equals(code)).toList());
  }
}
