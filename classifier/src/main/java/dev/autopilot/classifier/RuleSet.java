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
   * The stock rules in every language of {@link #languages()}: challenge pages, spam and
   * rate-limit refusals, duplicate applications, error statuses, field errors, validation and
   * transient-failure wording, confirmation URLs, titles, wording and confirmation numbers.
   */
  public static RuleSet defaults() {
    return DefaultRules.SET;
  }

  /** The languages of the stock vocabulary, as BCP 47 primary tags: en, de, fr, es, zh, ar. */
  public static List<String> languages() {
    return DefaultRules.LANGUAGES;
  }

  /**
   * The language-neutral stock rules (statuses, URLs, field errors) and the stock vocabulary of
   * the given languages only.
   *
   * @throws IllegalArgumentException when a language is not one of {@link #languages()}
   */
  public static RuleSet forLanguages(String... languageTags) {
    List<OutcomeRule> all = new ArrayList<>(DefaultRules.COMMON);
    for (String tag : languageTags) {
      List<OutcomeRule> rules = DefaultRules.BY_LANGUAGE.get(requireNonNull(tag, "languageTag"));
      if (rules == null) {
        throw new IllegalArgumentException("no stock vocabulary for '" + tag + "'; there is " + languages()
            + ". Write a rule file and add it with RuleSet.parse(...)");
      }
      all.addAll(rules);
    }
    return new RuleSet(all);
  }

  /**
   * The rules of a rule file's text. The format, one rule per pattern line:
   *
   * <pre>
   * # a comment
   * [success_confirmed CONFIRMATION_TEXT 0.8]
   * thank(s| you) for applying
   * [external_blocked CHALLENGE_PAGE 0.85 source=url retryable=false priority=challenge]
   * /cdn-cgi/challenge-platform
   * </pre>
   *
   * A header names the class (wire name), the code and the confidence, then optionally {@code
   * source} ({@code text} by default, {@code title}, {@code url}, {@code status}, {@code
   * field_error}), {@code retryable} and {@code priority} (a number or a tier: {@code challenge},
   * {@code blocked}, {@code error_status}, {@code field_errors}, {@code validation_status}, {@code
   * error_text}, {@code transient_text}, {@code confirmation}, {@code fallback}). Patterns are
   * case-insensitive regular expressions; defaults as in {@link OutcomeRule#of}.
   *
   * @param origin names the text in error messages, such as a file name
   * @throws IllegalArgumentException naming {@code origin} and the line when the text is malformed
   */
  public static RuleSet parse(String origin, String text) {
    return new RuleSet(RuleFiles.parse(requireNonNull(origin, "origin"), requireNonNull(text, "text")));
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
