package dev.autopilot.core.model;

import com.fasterxml.jackson.annotation.JsonValue;

/** The five classes of what a submit led to (see {@code docs/outcomes.md}). */
public enum OutcomeClass {
  /** The site confirmed the submission. */
  SUCCESS_CONFIRMED("success_confirmed"),
  /** The site rejected fields; they must be fixed before another submit. */
  VALIDATION_ERROR("validation_error"),
  /** The site refused: spam or rate protection, a challenge, an access block. */
  EXTERNAL_BLOCKED("external_blocked"),
  /** A transient failure: a 5xx, a timeout, a dropped connection. */
  TRANSIENT_NETWORK("transient_network"),
  /** None of the above could be established. */
  UNKNOWN_BLOCKED("unknown_blocked");

  private final String wireName;

  OutcomeClass(String wireName) {
    this.wireName = wireName;
  }

  /** {@return the name used in events and JSON, such as {@code success_confirmed}} */
  @JsonValue
  public String wireName() {
    return wireName;
  }
}
