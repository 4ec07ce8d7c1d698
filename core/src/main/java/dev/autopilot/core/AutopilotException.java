package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * The root of every exception Autopilot throws. It is unchecked; its {@link #code()} says what
 * went wrong and {@link #isRetriable()} whether trying again may help. Exceptions of the
 * underlying browser technology are wrapped in it where they enter Autopilot's code.
 */
public class AutopilotException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final ErrorCode code;

  public AutopilotException(ErrorCode code, String message) {
    this(code, message, null);
  }

  public AutopilotException(ErrorCode code, String message, @Nullable Throwable cause) {
    super(requireNonNull(message, "message"), cause);
    this.code = requireNonNull(code, "code");
  }

  /** The message given to the constructor: never null. */
  @Override
  public String getMessage() {
    return requireNonNull(super.getMessage(), "the constructor requires a message");
  }

  /** What went wrong. */
  public ErrorCode code() {
    return code;
  }

  /** Whether trying again, after a fresh snapshot or a pause, may succeed. */
  public boolean isRetriable() {
    return code.isRetriable();
  }
}
