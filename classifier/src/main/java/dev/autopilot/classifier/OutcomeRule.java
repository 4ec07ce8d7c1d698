package dev.autopilot.classifier;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.OutcomeClass;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * One piece of classification knowledge: when {@code pattern} is found in the signal named by
 * {@code source}, the page votes for {@code outcomeClass} with {@code code}.
 *
 * <p>When several rules match, the one with the highest {@code priority} decides the class,
 * the code and whether a retry may help (ties go to the rule listed first); every other matching
 * rule of the same class, from another source, raises the confidence, and matching rules of
 * other classes lower it. The {@code PRIORITY_*} constants are the tiers the default rules use:
 * a challenge beats everything, an error status beats confirmation words, field errors beat
 * generic text.
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @param source the signal the pattern is matched against
 * @param pattern the pattern; {@link #of} compiles it case-insensitively. For {@link
 *     Source#STATUS} the whole decimal status must match, for the other sources a match anywhere
 *     counts
 * @param outcomeClass the class the rule votes for
 * @param code the code within the class, such as {@code SPAM_BLOCKED}; the placeholder {@code
 *     {status}} is replaced by the HTTP status, so {@code HTTP_{status}} becomes {@code HTTP_503}
 * @param confidence how much a match alone says, in (0, 1]
 * @param retryable whether submitting again may succeed when this rule decides
 * @param priority the rule's precedence, higher wins
 */
public record OutcomeRule(
    Source source, Pattern pattern, OutcomeClass outcomeClass, String code, double confidence, boolean retryable, int priority) {

  /** Challenge pages (captcha, human verification): they go to a person, whatever else shows. */
  public static final int PRIORITY_CHALLENGE = 100;
  /** The site refused the submission (spam, rate limit, duplicate). */
  public static final int PRIORITY_BLOCKED = 90;
  /** An error HTTP status of the submit response. */
  public static final int PRIORITY_ERROR_STATUS = 80;
  /** Visible field errors in the snapshot. */
  public static final int PRIORITY_FIELD_ERRORS = 65;
  /** A 400 or 422 status: below field errors, so their more useful code wins. */
  public static final int PRIORITY_VALIDATION_STATUS = 60;
  /** Validation wording in the page text ("please correct the errors"). */
  public static final int PRIORITY_ERROR_TEXT = 50;
  /** Transient-failure wording in the page text ("try again later"). */
  public static final int PRIORITY_TRANSIENT_TEXT = 40;
  /** Confirmation URL, title or wording. */
  public static final int PRIORITY_CONFIRMATION = 30;
  /** Weak hints only. */
  public static final int PRIORITY_FALLBACK = 10;

  /** The signal a rule looks at. */
  public enum Source {
    /** The URL after the submit. */
    URL,
    /** The page title after the submit. */
    TITLE,
    /**
     * The visible text of the page after the submit. Text, titles and error messages are
     * matched with runs of whitespace collapsed to one space.
     */
    TEXT,
    /**
     * The HTTP status of the submit response, as decimal text. A status is one value: only the
     * first status rule of a rule set that matches it counts.
     */
    STATUS,
    /** Each visible error message of the snapshot (field errors and form-level banners). */
    FIELD_ERROR
  }

  /**
   * Validates the components; the pattern is taken as given (its flags are kept, so a pattern
   * compiled without {@link Pattern#CASE_INSENSITIVE} matches case-sensitively).
   *
   * @param source the signal to match; not null
   * @param pattern the compiled pattern; not null
   * @param outcomeClass the class voted for; not null
   * @param code the code, not null nor blank; may hold the {@code {status}} placeholder
   * @param confidence in (0, 1]; NaN is refused
   * @param retryable whether a retry may help when this rule decides
   * @param priority any int, compared with other rules' priorities; the {@code PRIORITY_*}
   *     constants are the stock tiers
   * @throws NullPointerException when a reference component is null
   * @throws IllegalArgumentException when the code is blank or the confidence is outside (0, 1]
   */
  public OutcomeRule {
    requireNonNull(source, "source");
    requireNonNull(pattern, "pattern");
    requireNonNull(outcomeClass, "outcomeClass");
    requireNonNull(code, "code");
    if (code.isBlank()) {
      throw new IllegalArgumentException("code must not be blank");
    }
    if (!(confidence > 0 && confidence <= 1)) {
      throw new IllegalArgumentException("confidence must be within (0, 1], was " + confidence);
    }
  }

  /**
   * A rule whose pattern is compiled case-insensitively (Unicode-aware), whose retryability is
   * the class default (true for {@code external_blocked} and {@code transient_network}, false
   * otherwise) and whose priority is the tier of its class and source (see {@link
   * #defaultPriority}). Adjust with {@link #withRetryable} and {@link #withPriority}.
   *
   * @param source the signal the pattern is matched against
   * @param regex a Java regular expression, compiled with {@link Pattern#CASE_INSENSITIVE} and
   *     {@link Pattern#UNICODE_CASE}; for {@link Source#STATUS} it must match the whole status,
   *     such as {@code 5\d\d}
   * @param outcomeClass the class the rule votes for; also decides the default retryability and,
   *     with the source, the priority
   * @param code the code within the class, not blank; {@code {status}} in it is replaced by the
   *     HTTP status
   * @param confidence how much a match alone says, in (0, 1]
   * @return a new rule
   * @throws NullPointerException when an argument is null
   * @throws java.util.regex.PatternSyntaxException when the regex is invalid
   * @throws IllegalArgumentException when the code is blank or the confidence is outside (0, 1]
   */
  public static OutcomeRule of(Source source, String regex, OutcomeClass outcomeClass, String code, double confidence) {
    requireNonNull(source, "source");
    requireNonNull(regex, "regex");
    requireNonNull(outcomeClass, "outcomeClass");
    return new OutcomeRule(
        source,
        compile(regex),
        outcomeClass,
        code,
        confidence,
        defaultRetryable(outcomeClass),
        defaultPriority(source, outcomeClass));
  }

  /**
   * This rule with another retryability.
   *
   * @param value whether submitting again may succeed when this rule decides the outcome
   * @return a copy of this rule with only the retryability changed
   */
  public OutcomeRule withRetryable(boolean value) {
    return new OutcomeRule(source, pattern, outcomeClass, code, confidence, value, priority);
  }

  /**
   * This rule with another priority.
   *
   * @param value the new precedence: higher wins over the other matching rules; any int, the
   *     {@code PRIORITY_*} constants are the stock tiers
   * @return a copy of this rule with only the priority changed
   */
  public OutcomeRule withPriority(int value) {
    return new OutcomeRule(source, pattern, outcomeClass, code, confidence, retryable, value);
  }

  /** The code with {@code {status}} replaced by the status, when there is one. */
  String codeFor(@Nullable Integer status) {
    return status == null ? code : code.replace("{status}", status.toString());
  }

  /**
   * The tier {@link #of} gives a rule: status rules get {@link #PRIORITY_ERROR_STATUS} (or
   * {@link #PRIORITY_VALIDATION_STATUS} for {@code validation_error}, {@link
   * #PRIORITY_CONFIRMATION} for {@code success_confirmed}), field-error rules {@link
   * #PRIORITY_FIELD_ERRORS}; text, title and URL rules get the tier of their class.
   *
   * @param source the signal the rule reads; not null
   * @param outcomeClass the class the rule votes for; not null
   * @return one of the {@code PRIORITY_*} constants
   */
  public static int defaultPriority(Source source, OutcomeClass outcomeClass) {
    if (outcomeClass == OutcomeClass.SUCCESS_CONFIRMED) {
      return PRIORITY_CONFIRMATION;
    }
    if (source == Source.STATUS) {
      return outcomeClass == OutcomeClass.VALIDATION_ERROR ? PRIORITY_VALIDATION_STATUS : PRIORITY_ERROR_STATUS;
    }
    if (source == Source.FIELD_ERROR) {
      return PRIORITY_FIELD_ERRORS;
    }
    switch (outcomeClass) {
      case EXTERNAL_BLOCKED:
        return PRIORITY_BLOCKED;
      case VALIDATION_ERROR:
        return PRIORITY_ERROR_TEXT;
      case TRANSIENT_NETWORK:
        return PRIORITY_TRANSIENT_TEXT;
      default:
        return PRIORITY_FALLBACK;
    }
  }

  private static boolean defaultRetryable(OutcomeClass outcomeClass) {
    return outcomeClass == OutcomeClass.EXTERNAL_BLOCKED || outcomeClass == OutcomeClass.TRANSIENT_NETWORK;
  }

  private static Pattern compile(String regex) {
    return Pattern.compile(regex, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  }
}
