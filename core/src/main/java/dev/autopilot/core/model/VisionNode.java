package dev.autopilot.core.model;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The only points of a run where a screenshot may be reasoned over by a model. Everywhere else
 * the run works on the semantic snapshot.
 */
public enum VisionNode {
  /** The final check before a submit: does the filled form look complete and right? */
  BEFORE_SUBMIT,
  /** The outcome after a submit, when the page's text leaves it open. */
  AFTER_SUBMIT,
  /** A snapshot that cannot decide a key element (which control answers a question, say). */
  UNDECIDABLE_ELEMENT,
  /** An abnormal page: blank, a challenge, a fatal error screen. */
  ABNORMAL_PAGE;

  /** {@return the name in events and JSON: the constant's name in lowercase, such as {@code before_submit}} */
  @JsonValue
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
