package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * The root of every exception Autopilot throws. It is unchecked; its {@link #code()} says what
 * went wrong and {@link #isRetriable()} whether trying again may help. Exceptions of the
 * underlying browser technology are wrapped in it where they enter Autopilot's code.
 *
 * <p>Its message is meant for people and logs; branch on {@link #code()}, never on the message.
 */
public class AutopilotException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What went wrong; never null. */
  private final ErrorCode code;

  /**
   * An exception without a cause.
   *
   * @param code what went wrong; decides {@link #isRetriable()}
   * @param message what happened and, where the caller can act, what to do; not null
   * @throws NullPointerException when {@code code} or {@code message} is null
   */
  public AutopilotException(ErrorCode code, String message) {
    this(code, message, null);
  }

  /**
   * An exception, wrapping the failure that caused it.
   *
   * @param code what went wrong; decides {@link #isRetriable()}
   * @param message what happened and, where the caller can act, what to do; not null
   * @param cause the underlying failure (a Playwright or I/O exception, say), or null when there is
   *     none
   * @throws NullPointerException when {@code code} or {@code message} is null
   */
  public AutopilotException(ErrorCode code, String message, @Nullable Throwable cause) {
    super(requireNonNull(message, "message"), cause);
    this.code = requireNonNull(code, "code");
  }

  /**
   * The message given to the constructor, which requires one.
   *
   * @return the message, never null
   */
  @Override
  public String getMessage() {
    return requireNonNull(super.getMessage(), "the constructor requires a message");
  }

  /** {@return what went wrong, never null} */
  public ErrorCode code() {
    return code;
  }

  /** {@return whether trying again, after a fresh snapshot or a pause, may succeed: the code's} */
  public boolean isRetriable() {
    return code.isRetriable();
  }
}
