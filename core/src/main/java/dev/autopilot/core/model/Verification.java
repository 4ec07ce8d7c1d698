package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Whether an action took effect, with the evidence. An action without evidence of its effect is
 * not verified.
 *
 * @param action the action checked
 * @param verified whether every required criterion held
 * @param reason a short reason: what held, or what did not
 * @param evidence the criteria checked, in order
 */
public record Verification(Action action, boolean verified, String reason, List<Evidence> evidence) {
  public Verification {
    requireNonNull(action, "action");
    requireNonNull(reason, "reason");
    evidence = List.copyOf(evidence);
  }

  /**
   * A verification from evidence: verified when there is deciding evidence and all of it held.
   * Informative evidence is kept but does not decide.
   */
  public static Verification fromEvidence(Action action, List<Evidence> evidence) {
    List<Evidence> failed = evidence.stream().filter(e -> e.deciding() && !e.held()).toList();
    if (evidence.stream().noneMatch(Evidence::deciding)) {
      return new Verification(action, false, "no evidence of an effect", evidence);
    }
    if (failed.isEmpty()) {
      return new Verification(action, true, "all criteria held", evidence);
    }
    String reason = failed.stream().map(Evidence::criterion).reduce((a, b) -> a + "; " + b).orElse("") + " did not hold";
    return new Verification(action, false, reason, evidence);
  }
}
