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
   * Checks the policy.
   *
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

  /** Every verb allowed, no downloads, {@value #DEFAULT_MAX_REPEATS} repeats. */
  public static RiskPolicy defaults() {
    return new RiskPolicy(Set.of(), Set.of(), DEFAULT_MAX_REPEATS, false);
  }

  /** A copy that allows only these verbs (empty: all). */
  public RiskPolicy withAllowedVerbs(Set<String> verbs) {
    return new RiskPolicy(verbs, forbiddenVerbs, maxRepeats, allowDownloads);
  }

  /** A copy that forbids these verbs. */
  public RiskPolicy withForbiddenVerbs(Set<String> verbs) {
    return new RiskPolicy(allowedVerbs, verbs, maxRepeats, allowDownloads);
  }

  /** A copy with another retry-storm ceiling. */
  public RiskPolicy withMaxRepeats(int repeats) {
    return new RiskPolicy(allowedVerbs, forbiddenVerbs, repeats, allowDownloads);
  }

  /** A copy that allows or refuses clicks on download links. */
  public RiskPolicy withDownloads(boolean allow) {
    return new RiskPolicy(allowedVerbs, forbiddenVerbs, maxRepeats, allow);
  }

  /** Whether a step with this verb may run under this policy. */
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
