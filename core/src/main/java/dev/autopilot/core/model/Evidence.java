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
 * @param deciding whether the criterion decides the verdict; an informative one (a field error
 *     that cleared, say) is recorded without deciding it
 */
public record Evidence(String criterion, boolean held, @Nullable String before, @Nullable String after, boolean deciding) {
  public Evidence {
    requireNonNull(criterion, "criterion");
  }

  /** A deciding criterion. */
  public Evidence(String criterion, boolean held, @Nullable String before, @Nullable String after) {
    this(criterion, held, before, after, true);
  }

  /** An informative criterion: recorded with the verification, never deciding it. */
  public static Evidence informative(String criterion, boolean held, @Nullable String before, @Nullable String after) {
    return new Evidence(criterion, held, before, after, false);
  }
}
