package dev.autopilot.fsm.prepare;

/**
 * A host's way for a person to approve a prepared plan instead of typing its phrase: a dialog,
 * a chat message awaiting a reply. Asked on the confirming run's thread, after the form was filled
 * again and the live page matched the plan, right before the submit; it may block. An exception
 * counts as a refusal. Must be thread-safe when one instance serves concurrent runs.
 */
@FunctionalInterface
public interface PlanApproval {

  /**
   * Whether the person approves submitting this plan now.
   *
   * @param plan the plan, as prepared (its field values concealed)
   * @return true to submit
   */
  boolean approves(PreparedPlan plan);
}
