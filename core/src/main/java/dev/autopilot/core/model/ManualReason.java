package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Why a run handed over to a person.
 *
 * @param code why, as a stable code; its Javadoc says what a person should do
 * @param message what happened and what a person should do, without personal data
 * @param semanticKey the semantic key that failed, when one did
 * @param details further structured facts (attempts, outcome class, questions)
 */
public record ManualReason(ManualCode code, String message, @Nullable String semanticKey, Map<String, String> details) {
  public ManualReason {
    requireNonNull(code, "code");
    requireNonNull(message, "message");
    details = Map.copyOf(details);
  }

  /** A reason without a semantic key or details. */
  public static ManualReason of(ManualCode code, String message) {
    return new ManualReason(code, message, null, Map.of());
  }
}
