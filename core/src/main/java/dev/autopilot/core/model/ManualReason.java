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
  /**
   * Checks the reason and copies the details.
   *
   * @param code why, not null
   * @param message what happened and what to do, not null
   * @param semanticKey the failed key, or null
   * @param details further facts, copied; no null key or value
   * @throws NullPointerException when the code, the message, the map or an entry's key or value
   *     is null
   */
  public ManualReason {
    requireNonNull(code, "code");
    requireNonNull(message, "message");
    details = Map.copyOf(details);
  }

  /**
   * A reason without a semantic key or details.
   *
   * @param code why the run handed over
   * @param message what happened and what a person should do, without personal data
   * @return the reason
   * @throws NullPointerException when an argument is null
   */
  public static ManualReason of(ManualCode code, String message) {
    return new ManualReason(code, message, null, Map.of());
  }
}
