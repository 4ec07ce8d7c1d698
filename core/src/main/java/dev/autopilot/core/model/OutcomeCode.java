package dev.autopilot.core.model;

import java.util.Locale;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The outcome codes the library knows, typed: the one reading of a {@link SubmissionOutcome#code()}
 * for every decision taken on it (a challenge stops for a person as {@code HUMAN_CHALLENGE}, say),
 * whichever classifier gave it. The shipped rule files use only these codes, and the model
 * classifier offers the model only these; a code a custom rule file or a lax model invents reads
 * as {@link #OTHER}.
 *
 * <p>A code reads the same with or without the {@code MODEL_} prefix the model classifier puts on
 * its verdicts, and {@code HTTP_503} reads as {@link #HTTP_STATUS}.
 */
public enum OutcomeCode {
  /** A page that names the submission confirmed. */
  CONFIRMATION_PAGE(OutcomeClass.SUCCESS_CONFIRMED),
  /** Text that confirms the submission. */
  CONFIRMATION_TEXT(OutcomeClass.SUCCESS_CONFIRMED),
  /** A thank-you after the submit. */
  THANK_YOU(OutcomeClass.SUCCESS_CONFIRMED),
  /** The submit was proven by what happened (a request accepted, the form gone), without words. */
  SUBMIT_PROVEN(OutcomeClass.SUCCESS_CONFIRMED),
  /** Errors tied to fields. */
  FIELD_ERRORS(OutcomeClass.VALIDATION_ERROR),
  /** Text that says fields were rejected. */
  VALIDATION_TEXT(OutcomeClass.VALIDATION_ERROR),
  /** A challenge a person must pass: a captcha, "are you human?", a bot check. */
  CHALLENGE_PAGE(OutcomeClass.EXTERNAL_BLOCKED),
  /** The site took the submission for spam. */
  SPAM_BLOCKED(OutcomeClass.EXTERNAL_BLOCKED),
  /** Too many submissions. */
  RATE_LIMITED(OutcomeClass.EXTERNAL_BLOCKED),
  /** The site already has this submission. */
  DUPLICATE_APPLICATION(OutcomeClass.EXTERNAL_BLOCKED),
  /** The service said it is unavailable. */
  SERVICE_UNAVAILABLE(OutcomeClass.TRANSIENT_NETWORK),
  /** The server failed. */
  SERVER_ERROR(OutcomeClass.TRANSIENT_NETWORK),
  /** A gateway or proxy failed. */
  GATEWAY_ERROR(OutcomeClass.TRANSIENT_NETWORK),
  /** The connection failed. */
  NETWORK_ERROR(OutcomeClass.TRANSIENT_NETWORK),
  /** An HTTP status decided it ({@code HTTP_403}, {@code HTTP_503}); its class depends on the status. */
  HTTP_STATUS(null),
  /** The form is still there and nothing else was found. */
  FORM_STILL_PRESENT(OutcomeClass.UNKNOWN_BLOCKED),
  /** No signal at all. */
  NO_SIGNAL(OutcomeClass.UNKNOWN_BLOCKED),
  /** Signals too weak to decide. */
  LOW_CONFIDENCE(OutcomeClass.UNKNOWN_BLOCKED),
  /** The classifier failed. */
  CLASSIFIER_ERROR(OutcomeClass.UNKNOWN_BLOCKED),
  /** A code the library does not know. */
  OTHER(null);

  /** The prefix the model classifier puts on its codes. */
  public static final String MODEL_PREFIX = "MODEL_";
  private static final Pattern HTTP = Pattern.compile("HTTP_\\d{3}");

  private final @Nullable OutcomeClass outcomeClass;

  OutcomeCode(@Nullable OutcomeClass outcomeClass) {
    this.outcomeClass = outcomeClass;
  }

  /** {@return the class the code belongs to, or null for {@link #HTTP_STATUS} and {@link #OTHER}, which belong to no one class} */
  public @Nullable OutcomeClass outcomeClass() {
    return outcomeClass;
  }

  /**
   * The typed reading of a code: {@code CHALLENGE_PAGE} and {@code MODEL_CHALLENGE_PAGE} are
   * {@link #CHALLENGE_PAGE}, {@code HTTP_503} is {@link #HTTP_STATUS}, anything else unknown
   * {@link #OTHER}. Case-insensitive; never throws.
   *
   * @param code a code as a classifier gave it; null reads as {@link #OTHER}
   * @return the typed code, never null
   */
  public static OutcomeCode of(@Nullable String code) {
    if (code == null) {
      return OTHER;
    }
    String c = code.strip().toUpperCase(Locale.ROOT);
    if (c.startsWith(MODEL_PREFIX) && c.length() > MODEL_PREFIX.length()) {
      c = c.substring(MODEL_PREFIX.length());
    }
    if (HTTP.matcher(c).matches() || c.equals("HTTP_{STATUS}")) {
      return HTTP_STATUS;
    }
    for (OutcomeCode o : values()) {
      if (o != HTTP_STATUS && o != OTHER && o.name().equals(c)) {
        return o;
      }
    }
    return OTHER;
  }

  /** {@return whether a person must pass a challenge before the form can go: the code is {@link #CHALLENGE_PAGE}} */
  public boolean isChallenge() {
    return this == CHALLENGE_PAGE;
  }
}
