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
  /**
   * Checks the criterion.
   *
   * @param criterion the criterion, not null
   * @param held whether it held
   * @param before the value before, or null
   * @param after the value after, or null
   * @param deciding whether it decides the verdict
   * @throws NullPointerException when the criterion is null
   */
  public Evidence {
    requireNonNull(criterion, "criterion");
  }

  /**
   * A deciding criterion.
   *
   * @param criterion the criterion, such as {@code value matches}
   * @param held whether it held
   * @param before the observed value before the action, or null when not applicable
   * @param after the observed value after the action, or null when not applicable
   * @throws NullPointerException when the criterion is null
   */
  public Evidence(String criterion, boolean held, @Nullable String before, @Nullable String after) {
    this(criterion, held, before, after, true);
  }

  /**
   * An informative criterion: recorded with the verification, never deciding it.
   *
   * @param criterion the criterion, such as {@code error cleared}
   * @param held whether it held
   * @param before the observed value before the action, or null when not applicable
   * @param after the observed value after the action, or null when not applicable
   * @return the evidence, not deciding
   * @throws NullPointerException when the criterion is null
   */
  public static Evidence informative(String criterion, boolean held, @Nullable String before, @Nullable String after) {
    return new Evidence(criterion, held, before, after, false);
  }
}
