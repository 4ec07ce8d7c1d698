package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.ErrorCode;
import org.jspecify.annotations.Nullable;

/**
 * What an executor did. {@code performed} says the gesture was carried out, not that it had an
 * effect: only a {@link Verification} says that.
 *
 * @param action the action
 * @param performed whether the gesture was carried out
 * @param detail what was done or why it could not be, without personal data
 * @param errorCode why it was not performed, else null. The same {@link ErrorCode} vocabulary
 *     as thrown {@link dev.autopilot.core.AutopilotException}s, so a run treats a reported and a
 *     thrown failure alike and asks {@link ErrorCode#isRetriable()} whether to try again; the
 *     Playwright executor reports {@link ErrorCode#ACTION_FAILED}, {@link ErrorCode#ACTION_TIMEOUT}
 *     and {@link ErrorCode#FILE_NOT_FOUND}
 * @param navigation for submits and other navigating actions, what happened to the page; else
 *     null
 * @param elapsedMillis how long it took
 */
public record ExecutionResult(
    Action action,
    boolean performed,
    String detail,
    @Nullable ErrorCode errorCode,
    @Nullable Navigation navigation,
    long elapsedMillis) {

  /**
   * Checks that the error code agrees with {@code performed}.
   *
   * @param action the action, not null
   * @param performed whether the gesture was carried out
   * @param detail what was done, not null
   * @param errorCode null when performed; the reason when not
   * @param navigation what happened to the page, or null
   * @param elapsedMillis how long it took, in milliseconds
   * @throws NullPointerException when the action or the detail is null
   * @throws IllegalArgumentException when a performed result has an error code or a failed one none
   */
  public ExecutionResult {
    requireNonNull(action, "action");
    requireNonNull(detail, "detail");
    if (performed == (errorCode != null)) {
      throw new IllegalArgumentException(performed ? "a performed result has no error code" : "a failed result needs an error code");
    }
  }

  /**
   * A gesture carried out.
   *
   * @param action the action carried out (the re-resolved one, when the executor re-resolved a
   *     stale ref)
   * @param detail what was done, without personal data
   * @param navigation what happened to the page, or null for an action that navigates nothing
   * @param elapsedMillis how long it took, in milliseconds
   * @return a performed result with no error code
   * @throws NullPointerException when the action or the detail is null
   */
  public static ExecutionResult performed(Action action, String detail, @Nullable Navigation navigation, long elapsedMillis) {
    return new ExecutionResult(action, true, detail, null, navigation, elapsedMillis);
  }

  /**
   * A gesture that could not be carried out.
   *
   * @param action the action tried
   * @param errorCode why, not null; {@link ErrorCode#isRetriable()} tells a run whether to try
   *     again
   * @param detail what went wrong, without personal data
   * @param elapsedMillis how long the try took, in milliseconds
   * @return a result not performed, with no navigation
   * @throws NullPointerException when the action, the code or the detail is null
   */
  public static ExecutionResult failed(Action action, ErrorCode errorCode, String detail, long elapsedMillis) {
    requireNonNull(errorCode, "errorCode");
    return new ExecutionResult(action, false, detail, errorCode, null, elapsedMillis);
  }
}
