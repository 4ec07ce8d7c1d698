package dev.autopilot.core.pack;

import java.util.Optional;

/**
 * Site-agnostic knowledge of one kind of form workflow (job applications, expense claims, ...):
 * given a question as the page asks it, the answer to give. A pack never names selectors or
 * sites; it reads questions by their text, kind and the few attributes a page declares.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public interface DomainPack {

  /** A short name for events, such as {@code job-application}. */
  String name();

  /** The answer to a question, or empty when the pack has none. */
  Optional<Answer> answer(Question question);

  /**
   * What the person behind this pack consents to, kind by kind. Planners tick or press nothing
   * that commits the person beyond it (see {@code dev.autopilot.core.consent.ConsentRules}). The
   * default is {@link Profile.Consent#NONE}: nothing is implied.
   */
  default Profile.Consent consent() {
    return Profile.Consent.NONE;
  }
}
