package dev.autopilot.core.consent;

import static java.util.Objects.requireNonNull;

import java.util.Set;

/**
 * Whether a control may be ticked or pressed for the person, and why.
 *
 * @param allowed true when the control commits to nothing, or only to what the profile's consent covers
 * @param commitments what the control commits to, empty for an ordinary question
 * @param uncovered the commitments the consent does not cover; empty when allowed
 */
public record ConsentDecision(boolean allowed, Set<Commitment> commitments, Set<Commitment> uncovered) {
  public ConsentDecision {
    commitments = Set.copyOf(requireNonNull(commitments, "commitments"));
    uncovered = Set.copyOf(requireNonNull(uncovered, "uncovered"));
  }

  /** Whether the control commits the person to anything at all. */
  public boolean isCommitment() {
    return !commitments.isEmpty();
  }

  /** In words, for plans and the narrative: what it commits to and what the profile does not cover. */
  public String reason() {
    if (!isCommitment()) {
      return "commits to nothing";
    }
    if (allowed) {
      return "commits to " + ConsentRules.words(commitments) + ", which the profile consents to";
    }
    return "commits to " + ConsentRules.words(uncovered) + ", which only the person can agree to";
  }
}
