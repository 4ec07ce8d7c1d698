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

  /**
   * {@return a short name for events and the locator cache's key, such as {@code
   * job-application}}
   */
  String name();

  /**
   * The answer to a question.
   *
   * @param question the question as the page asks it
   * @return the answer, or empty when the pack has none (the planner reports the question
   *     unresolved when it is required)
   */
  Optional<Answer> answer(Question question);

  /**
   * Which of the pack's data answers this question, for events and the narrative: a name a person
   * finds in their profile ({@code answers["Years of experience"]}, {@code profile.email}), never
   * the value. Empty when the pack has no answer, or does not say; the default says nothing.
   *
   * @param question the question as the page asks it
   * @return the data's name, never null; never the value
   */
  default Optional<String> answeredBy(Question question) {
    return Optional.empty();
  }

  /**
   * For a question the pack has no answer for: the names of the keys closest to it, closest first,
   * so a person can see which key they meant ("Work authorization expiry date" for "When does your
   * work permit expire?"). Empty when nothing is close or the pack does not say (the default).
   * Never null; holds no personal data beyond the keys' own names.
   *
   * @param question a question the pack has no answer for
   * @return key names, closest first; empty when none is close
   */
  default java.util.List<String> closestKeys(Question question) {
    return java.util.List.of();
  }

  /**
   * The answer one of the pack's keys gives to a question its own rules left unanswered, when a
   * planner has paired them by looking at the whole page (the one key no other question took that
   * is near this question, and near no other open one). Empty when the pack has no such key or the
   * question must not be answered from a value (a trap, a payment card); the default pairs
   * nothing. Never null.
   *
   * @param question the question its rules left unanswered
   * @param key one of the pack's keys as {@link #valueKeys()} names it ({@code Phone}, not {@code
   *     answers["Phone"]}); a key the pack does not carry gives empty
   * @return the key's answer shaped for the question, or empty
   */
  default Optional<Answer> answerWith(Question question, String key) {
    return Optional.empty();
  }

  /**
   * The names of every value the task carries (a values file's keys), so a run can report the
   * ones it placed in no field. Empty when the pack answers from rules rather than a list of
   * values (the default). Never null.
   *
   * @return the value names, never their values
   */
  default java.util.Set<String> valueKeys() {
    return java.util.Set.of();
  }

  /**
   * Whether a field is asked with its section's words: the section names someone the pack's values
   * speak of apart from the person (a section "Patient details" on a referral whose values hold
   * the patient's name, birth date and phone beside the referrer's own), and the field's own words
   * do not say whose it is. A planner then asks it with the section's words ("Patient details:
   * Full name"), so it takes that one's values, not the person's. The default asks no field so.
   * Must not throw for any text.
   *
   * @param section the section's heading or legend as the page words it; never null
   * @param question the field's own question, as the page words it without the section; never null
   * @return whether the field is that one's, to be asked with the section's words
   */
  default boolean askedUnderSection(String section, Question question) {
    return false;
  }

  /**
   * Whether a section whose words name someone other than the person ("Parent / guardian",
   * "بيانات ولي الأمر") is the person's own all the same: the pack's values speak of the one the
   * person acts for apart (a child's first name, "my son"), so the person is that one's parent and
   * the section asks for their own details. A planner then asks its fields by their own words,
   * as the person's. The default finds no section so. Must not throw for any text.
   *
   * @param section the section's heading or legend as the page words it; never null
   * @return whether the section asks for the person's own details
   */
  default boolean sectionIsThePersons(String section) {
    return false;
  }

  /**
   * What the person behind this pack consents to, kind by kind. Planners tick or press nothing
   * that commits the person beyond it (see {@code dev.autopilot.core.consent.ConsentRules}). The
   * default is {@link dev.autopilot.core.consent.Consent#NONE}: nothing is implied.
   *
   * @return the consent, never null
   */
  default dev.autopilot.core.consent.Consent consent() {
    return dev.autopilot.core.consent.Consent.NONE;
  }
}
