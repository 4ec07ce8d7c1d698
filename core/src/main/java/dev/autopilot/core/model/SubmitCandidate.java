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
  public SubmitCandidate {
    requireNonNull(ref, "ref");
    requireNonNull(name, "name");
  }
}
