package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * What a vision check concluded.
 *
 * @param node where in the run it was asked
 * @param status the answer to the check's yes/no question, or why there is none
 * @param answer the model's short answer in words, empty when skipped
 * @param evidence what the model says it saw (informative: a screenshot cannot be quoted like page
 *     text), empty when skipped
 */
public record VisionVerdict(VisionNode node, Status status, String answer, String evidence) {
  /**
   * Checks the verdict.
   *
   * @param node where in the run, not null
   * @param status the answer, not null
   * @param answer the model's answer, not null
   * @param evidence what the model saw, not null
   * @throws NullPointerException when an argument is null
   */
  public VisionVerdict {
    requireNonNull(node, "node");
    requireNonNull(status, "status");
    requireNonNull(answer, "answer");
    requireNonNull(evidence, "evidence");
  }

  /**
   * A check that was not made, with the reason.
   *
   * @param node where in the run the check would have been
   * @param reason why no model was asked (vision off, budget spent, the call failed); becomes the
   *     verdict's answer
   * @return a {@link Status#SKIPPED} verdict with no evidence
   * @throws NullPointerException when an argument is null
   */
  public static VisionVerdict skipped(VisionNode node, String reason) {
    return new VisionVerdict(node, Status.SKIPPED, reason, "");
  }

  /** The kinds of answer. */
  public enum Status {
    /** The model saw what the question asks about. */
    YES,
    /** The model saw that it is not so. */
    NO,
    /** The model could not tell. */
    UNSURE,
    /** No model was asked: vision is off, the budget is spent, or the call failed. */
    SKIPPED
  }
}
