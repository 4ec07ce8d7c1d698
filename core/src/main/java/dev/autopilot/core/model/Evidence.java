package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * One criterion a verifier checked, with what it saw.
 *
 * @param criterion the criterion, such as {@code target checked} or {@code value matches}
 * @param held whether it held
 * @param before the observed value before the action, or null when not applicable
 * @param after the observed value after the action, or null when not applicable
 */
public record Evidence(String criterion, boolean held, @Nullable String before, @Nullable String after) {
  public Evidence {
    requireNonNull(criterion, "criterion");
  }
}
