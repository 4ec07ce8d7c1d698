package dev.autopilot.fsm.prepare;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What a prepared plan needs before it can be confirmed. */
public enum Requirement {
  /** A person confirms the final submit (the phrase, or the host's approval): every plan needs it. */
  PERSON_CONFIRMS,
  /** The site asks a person to sign in first, in the browser profile the run uses; prepare again after. */
  LOGIN,
  /** The site shows a challenge meant for people (a captcha); a person completes it, then prepares again. */
  CHALLENGE,
  /**
   * A person must decide or answer something the run may not (a consent beyond the run's, a
   * required question without an answer) before the form can be prepared; the details say what.
   */
  PERSON_DECIDES;

  /**
   * The name in {@code plan.json}, such as {@code person_confirms}.
   *
   * @return the constant's name in lower case
   */
  @JsonValue
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
