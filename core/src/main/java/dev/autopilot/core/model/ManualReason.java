package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Why a run handed over to a person.
 *
 * @param code a stable code, such as {@code SUBMIT_BLOCKED}, {@code LOOP_GUARD},
 *     {@code UNANSWERED_REQUIRED}, {@code BUDGET_EXHAUSTED} or a {@code BROWSER_*} code
 * @param message what happened and what a person should do, without personal data
 * @param semanticKey the semantic key that failed, when one did
 * @param details further structured facts (attempts, outcome class, questions)
 */
public record ManualReason(String code, String message, @Nullable String semanticKey, Map<String, String> details) {
  public ManualReason {
    requireNonNull(code, "code");
    requireNonNull(message, "message");
    details = Map.copyOf(details);
  }

  /** A reason without a semantic key or details. */
  public static ManualReason of(String code, String message) {
    return new ManualReason(code, message, null, Map.of());
  }
}
