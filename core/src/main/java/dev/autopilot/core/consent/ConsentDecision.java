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
  /**
   * Copies the sets. It does not check that {@code allowed} agrees with {@code uncovered}: {@link
   * ConsentRules#decide} makes decisions that do.
   *
   * @param allowed whether the control may be ticked or pressed for the person
   * @param commitments what the control commits to, copied
   * @param uncovered the commitments the consent does not cover, copied
   * @throws NullPointerException when a set or an element of one is null
   */
  public ConsentDecision {
    commitments = Set.copyOf(requireNonNull(commitments, "commitments"));
    uncovered = Set.copyOf(requireNonNull(uncovered, "uncovered"));
  }

  /** {@return whether the control commits the person to anything at all: {@link #commitments()} is not empty} */
  public boolean isCommitment() {
    return !commitments.isEmpty();
  }

  /**
   * {@return the decision in words, for plans and the narrative: what the control commits to and,
   * when refused, what only the person can agree to; "commits to nothing" for an ordinary control}
   */
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
