package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

/**
 * A ref whose element is gone from the page or was replaced, or that no snapshot issued. A stale ref never resolves to
 * another element: take a fresh snapshot and plan again.
 *
 * <p>{@link ActionProof#prove} turns it into a not-performed execution; an executor throws it.
 */
public final class StaleRefException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  /** The ref that could not be resolved; never null. */
  private final String ref;

  /**
   * A ref whose element is gone or replaced ({@link ErrorCode#STALE_REF}).
   *
   * @param ref the ref the action named, not null
   * @param message what happened, for people and logs; not null
   * @throws NullPointerException when {@code ref} or {@code message} is null
   */
  public StaleRefException(String ref, String message) {
    this(ErrorCode.STALE_REF, ref, message);
  }

  /**
   * A ref that cannot be resolved, with a code: {@link ErrorCode#STALE_REF} for an element that
   * is gone or replaced, {@link ErrorCode#UNKNOWN_REF} for a ref no snapshot of the session issued.
   *
   * @param code {@link ErrorCode#STALE_REF} or {@link ErrorCode#UNKNOWN_REF}
   * @param ref the ref the action named, not null
   * @param message what happened, for people and logs; not null
   * @throws IllegalArgumentException when {@code code} is another code
   * @throws NullPointerException when an argument is null
   */
  public StaleRefException(ErrorCode code, String ref, String message) {
    super(code, message);
    if (code != ErrorCode.STALE_REF && code != ErrorCode.UNKNOWN_REF) {
      throw new IllegalArgumentException("a ref failure is STALE_REF or UNKNOWN_REF, not " + code);
    }
    this.ref = requireNonNull(ref, "ref");
  }

  /** {@return the ref that could not be resolved, never null} */
  public String ref() {
    return ref;
  }
}
