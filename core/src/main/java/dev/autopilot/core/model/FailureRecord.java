package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * One failure a planner should know about.
 *
 * @param semanticKey the key of the failed action
 * @param verb the gesture that failed: the DSL verb, with the technique the executor was asked for
 *     after a colon when there was one ({@code type_ref:keyboard}, see {@link Action#gesture()})
 * @param reason why, from the executor or the verifier
 * @param failures how many times this key has failed so far in the run
 */
public record FailureRecord(SemanticKey semanticKey, String verb, String reason, int failures) {
  /**
   * Checks the record.
   *
   * @param semanticKey the failed action's key, not null
   * @param verb the gesture that failed, not null
   * @param reason why, not null
   * @param failures the key's failures so far in the run
   * @throws NullPointerException when the key, the verb or the reason is null
   */
  public FailureRecord {
    requireNonNull(semanticKey, "semanticKey");
    requireNonNull(verb, "verb");
    requireNonNull(reason, "reason");
  }

  /** {@return the ladder's rung for this key's number of failures ({@link Escalation#forFailures})} */
  public Escalation escalation() {
    return Escalation.forFailures(failures);
  }
}
