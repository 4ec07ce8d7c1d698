package dev.autopilot.core.risk;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.Action;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the {@link RiskMonitor} holds every planned step to. Immutable and thread-safe.
 *
 * @param allowedVerbs the only verbs a step may have ({@link Action#verb()}, such as {@code
 *     type_ref}); empty allows every verb
 * @param forbiddenVerbs verbs no step may have, whatever {@code allowedVerbs} says
 * @param maxRepeats how often the same step (verb and question) may be planned in one run before
 *     it is a retry storm; at least 1
 * @param allowDownloads whether a click may follow a link that downloads a file (off for form
 *     runs: a download is never part of filling a form)
 */
public record RiskPolicy(Set<String> allowedVerbs, Set<String> forbiddenVerbs, int maxRepeats, boolean allowDownloads) {
  /** Every verb a step may have. */
  public static final Set<String> VERBS = Set.of("click_ref", "type_ref", "select_ref", "set_checkbox", "set_radio", "upload_file", "submit",
      "wait_for", "refresh_soft", "press_key");

  /** The default ceiling of {@link #maxRepeats}: a step planned 6 times in one run is a storm. */
  public static final int DEFAULT_MAX_REPEATS = 6;

  /**
   * Checks the policy and copies the sets.
   *
   * @param allowedVerbs the only verbs a step may have, each one of {@link #VERBS}; empty allows all
   * @param forbiddenVerbs the verbs no step may have, each one of {@link #VERBS}
   * @param maxRepeats how often one step may be planned in a run, at least 1
   * @param allowDownloads whether a click may follow a download link
   * @throws NullPointerException when a set or one of its verbs is null
   * @throws IllegalArgumentException naming an unknown verb and the known ones, or a ceiling below 1
   */
  public RiskPolicy {
    allowedVerbs = Set.copyOf(requireNonNull(allowedVerbs, "allowedVerbs"));
    forbiddenVerbs = Set.copyOf(requireNonNull(forbiddenVerbs, "forbiddenVerbs"));
    for (String v : allowedVerbs) {
      checkVerb(v);
    }
    for (String v : forbiddenVerbs) {
      checkVerb(v);
    }
    if (maxRepeats < 1) {
      throw new IllegalArgumentException("maxRepeats must be at least 1, was " + maxRepeats);
    }
  }

  /** {@return the policy of a run without a spec: every verb allowed, no downloads, {@value #DEFAULT_MAX_REPEATS} repeats} */
  public static RiskPolicy defaults() {
    return new RiskPolicy(Set.of(), Set.of(), DEFAULT_MAX_REPEATS, false);
  }

  /**
   * A copy that allows only these verbs.
   *
   * @param verbs the only verbs a step may have, each one of {@link #VERBS}; empty allows every verb
   * @return the new policy; this one is unchanged
   * @throws IllegalArgumentException for a verb not in {@link #VERBS}
   */
  public RiskPolicy withAllowedVerbs(Set<String> verbs) {
    return new RiskPolicy(verbs, forbiddenVerbs, maxRepeats, allowDownloads);
  }

  /**
   * A copy that forbids these verbs.
   *
   * @param verbs the verbs no step may have, each one of {@link #VERBS}; replaces the forbidden
   *     verbs of this policy (empty forbids none)
   * @return the new policy; this one is unchanged
   * @throws IllegalArgumentException for a verb not in {@link #VERBS}
   */
  public RiskPolicy withForbiddenVerbs(Set<String> verbs) {
    return new RiskPolicy(allowedVerbs, verbs, maxRepeats, allowDownloads);
  }

  /**
   * A copy with another retry-storm ceiling.
   *
   * @param repeats how often one step (verb and question) may be planned in a run, at least 1
   * @return the new policy; this one is unchanged
   * @throws IllegalArgumentException when {@code repeats} is below 1
   */
  public RiskPolicy withMaxRepeats(int repeats) {
    return new RiskPolicy(allowedVerbs, forbiddenVerbs, repeats, allowDownloads);
  }

  /**
   * A copy that allows or refuses clicks on download links.
   *
   * @param allow true to let a click follow a link that downloads a file
   * @return the new policy; this one is unchanged
   */
  public RiskPolicy withDownloads(boolean allow) {
    return new RiskPolicy(allowedVerbs, forbiddenVerbs, maxRepeats, allow);
  }

  /**
   * Whether a step with this verb may run under this policy.
   *
   * @param verb an action's {@link Action#verb()}; not checked against {@link #VERBS}, so an
   *     unknown verb is allowed exactly when no allowed verbs are listed
   * @return false when the verb is forbidden, or when allowed verbs are listed and it is not one
   */
  public boolean allows(String verb) {
    return !forbiddenVerbs.contains(verb) && (allowedVerbs.isEmpty() || allowedVerbs.contains(verb));
  }

  private static void checkVerb(String verb) {
    requireNonNull(verb, "verb");
    if (!VERBS.contains(verb)) {
      throw new IllegalArgumentException("unknown action '" + verb + "'; the actions are " + new TreeSet<>(VERBS));
    }
  }
}
