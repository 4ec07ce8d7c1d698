package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * What an assist plugin says it did. Whether it helped is judged by the run from the fill rate,
 * not from this.
 *
 * @param attempted whether the plugin acted on the page
 * @param fieldsTouched how many fields it says it filled
 * @param failureCode why it could not act, null when it acted
 * @param detail a short account, without personal data
 */
public record AssistResult(boolean attempted, int fieldsTouched, @Nullable AssistFailureCode failureCode, String detail) {
  public AssistResult {
    requireNonNull(detail, "detail");
  }

  /** A plugin that acted. */
  public static AssistResult attempted(int fieldsTouched, String detail) {
    return new AssistResult(true, fieldsTouched, null, detail);
  }

  /** A plugin that could not act. */
  public static AssistResult failed(AssistFailureCode failureCode, String detail) {
    requireNonNull(failureCode, "failureCode");
    return new AssistResult(false, 0, failureCode, detail);
  }
}
