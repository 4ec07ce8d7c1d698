package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * A failure met in a remembered run, and what finally worked.
 *
 * @param questionSignature the normalized question of the failed action (its verb when it had no
 *     question)
 * @param semanticKey the failed action's semantic key, as one string
 * @param verb the verb that failed
 * @param reason why it failed, in words without personal data
 * @param resolvedBy what finally worked ({@code select_ref}, {@code type_ref:keyboard}), or null
 *     when nothing did
 *
 * <p>Immutable and thread-safe.
 */
public record TrajectoryFailure(String questionSignature, String semanticKey, String verb, String reason, @Nullable String resolvedBy) {
  /**
   * Checks that every component but {@code resolvedBy} is given.
   *
   * @param questionSignature the normalized question, or the verb when there was no question
   * @param semanticKey the failed action's semantic key
   * @param verb the verb that failed
   * @param reason why it failed, without personal data
   * @param resolvedBy what finally worked, or null when nothing did
   * @throws NullPointerException when a component other than {@code resolvedBy} is null
   */
  public TrajectoryFailure {
    requireNonNull(questionSignature, "questionSignature");
    requireNonNull(semanticKey, "semanticKey");
    requireNonNull(verb, "verb");
    requireNonNull(reason, "reason");
  }
}
