package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * What an executor did. {@code performed} says the gesture was carried out, not that it had an
 * effect: only a {@link Verification} says that.
 *
 * @param action the action
 * @param performed whether the gesture was carried out
 * @param detail what was done or why it could not be, without personal data
 * @param errorCode the error code when not performed, else null
 * @param navigation for submits and other navigating actions, what happened to the page; else
 *     null
 * @param elapsedMillis how long it took
 */
public record ExecutionResult(
    Action action,
    boolean performed,
    String detail,
    @Nullable String errorCode,
    @Nullable Navigation navigation,
    long elapsedMillis) {

  public ExecutionResult {
    requireNonNull(action, "action");
    requireNonNull(detail, "detail");
  }

  /** A gesture carried out. */
  public static ExecutionResult performed(Action action, String detail, @Nullable Navigation navigation, long elapsedMillis) {
    return new ExecutionResult(action, true, detail, null, navigation, elapsedMillis);
  }

  /** A gesture that could not be carried out. */
  public static ExecutionResult failed(Action action, String errorCode, String detail, long elapsedMillis) {
    return new ExecutionResult(action, false, detail, errorCode, null, elapsedMillis);
  }
}
