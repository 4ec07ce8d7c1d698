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
  /**
   * Checks the verification and copies the evidence. It does not check that {@code verified}
   * agrees with the evidence: {@link #fromEvidence} makes verifications that do.
   *
   * @param action the action checked, not null
   * @param verified whether it took effect
   * @param reason a short reason, not null
   * @param evidence the criteria, copied
   * @throws NullPointerException when the action, the reason, the list or an item in it is null
   */
  public Verification {
    requireNonNull(action, "action");
    requireNonNull(reason, "reason");
    evidence = List.copyOf(evidence);
  }

  /**
   * A verification from evidence: verified when there is deciding evidence and all of it held.
   * Informative evidence is kept but does not decide.
   *
   * @param action the action checked
   * @param evidence the criteria checked, in order; deciding and informative
   * @return a verified verification ("all criteria held") when some item decides and every
   *     deciding item held; otherwise unverified, naming the deciding items that did not hold, or
   *     "no evidence of an effect" when no item decides
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
