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

  /**
   * Copies the list, so later changes to the caller's list do not reach the set.
   *
   * @param rules the rules, in order; may be empty
   * @throws NullPointerException when the list or one of its rules is null
   */
  public RuleSet {
    rules = List.copyOf(rules);
  }

  /**
   * The stock rules in every language of {@link #languages()}: challenge pages, spam and
   * rate-limit refusals, duplicate applications, error statuses, field errors, validation and
   * transient-failure wording, confirmation URLs, titles, wording and confirmation numbers.
   *
   * @return the shared stock set, read once from the rule files shipped in this module's jar
   */
  public static RuleSet defaults() {
    return DefaultRules.SET;
  }

  /**
   * The languages of the stock vocabulary, as BCP 47 primary tags: en, de, fr, es, zh, ar.
   *
   * @return an unmodifiable list, in the order the defaults hold the languages
   */
  public static List<String> languages() {
    return DefaultRules.LANGUAGES;
  }

  /**
   * The language-neutral stock rules (statuses, URLs, field errors) and the stock vocabulary of
   * the given languages only.
   *
   * @param languageTags lower-case primary tags out of {@link #languages()}, matched exactly
   *     ({@code "en"}, not {@code "EN"} or {@code "en-GB"}); none gives the language-neutral
   *     rules alone
   * @return a new rule set: the neutral rules first, then each language's in the order given
   * @throws NullPointerException when a tag is null
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
   * @param text the rule file's content; lines end with LF or CRLF
   * @return the rules in file order; empty when the text holds only comments, blank lines or
   *     headers
   * @throws NullPointerException when an argument is null
   * @throws IllegalArgumentException when the text is malformed, naming {@code origin} and the
   *     line (a pattern before any header, a bad header or setting, a confidence outside (0, 1],
   *     an invalid pattern)
   */
  public static RuleSet parse(String origin, String text) {
    return new RuleSet(RuleFiles.parse(requireNonNull(origin, "origin"), requireNonNull(text, "text")));
  }

  /**
   * A rule set of exactly these rules.
   *
   * @param rules the rules, in order; none gives an empty set
   * @return a new rule set
   * @throws NullPointerException when a rule is null
   */
  public static RuleSet of(OutcomeRule... rules) {
    return new RuleSet(List.of(rules));
  }

  /**
   * This rule set followed by the given rules. Added rules lose ties of priority to this set's
   * and, for statuses, count only for a status none of this set's status rules matches.
   *
   * @param more the rules to append, in order
   * @return a new rule set; this one is unchanged
   * @throws NullPointerException when a rule is null
   */
  public RuleSet plus(OutcomeRule... more) {
    return plus(List.of(more));
  }

  /**
   * This rule set followed by the given rules; see {@link #plus(OutcomeRule...)}.
   *
   * @param more the rules to append, in list order; the list is copied
   * @return a new rule set; this one is unchanged
   * @throws NullPointerException when the list or a rule in it is null
   */
  public RuleSet plus(List<OutcomeRule> more) {
    requireNonNull(more, "more");
    List<OutcomeRule> all = new ArrayList<>(rules.size() + more.size());
    all.addAll(rules);
    all.addAll(more);
    return new RuleSet(all);
  }

  /**
   * This rule set without the rules whose code is {@code code}.
   *
   * @param code the code as written in the rule, compared exactly (case-sensitive, and {@code
   *     HTTP_{status}} as such, not {@code HTTP_503})
   * @return a new rule set; the same rules when none has this code
   */
  public RuleSet withoutCode(String code) {
    requireNonNull(code, "code");
    return new RuleSet(rules.stream().filter(r -> !r.code().equals(code)).toList());
  }
}
