package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * A control that would submit the form.
 *
 * @param ref its element ref
 * @param name its accessible name
 * @param enabled whether it can be used now
 */
public record SubmitCandidate(String ref, String name, boolean enabled) {
  /**
   * Checks the candidate.
   *
   * @param ref its element ref, not null
   * @param name its accessible name, not null (empty when it has none)
   * @param enabled whether it can be used now
   * @throws NullPointerException when the ref or the name is null
   */
  public SubmitCandidate {
    requireNonNull(ref, "ref");
    requireNonNull(name, "name");
  }
}
