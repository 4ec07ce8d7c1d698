package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

/**
 * A ref whose element is gone from the page or was replaced, or that no snapshot issued. A stale ref never resolves to
 * another element: take a fresh snapshot and plan again.
 */
public final class StaleRefException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  private final String ref;

  public StaleRefException(String ref, String message) {
    this(ErrorCode.STALE_REF, ref, message);
  }

  /**
   * A ref that cannot be resolved, with a code: {@link ErrorCode#STALE_REF} for an element that
   * is gone or replaced, {@link ErrorCode#UNKNOWN_REF} for a ref no snapshot of the session issued.
   */
  public StaleRefException(ErrorCode code, String ref, String message) {
    super(code, message);
    if (code != ErrorCode.STALE_REF && code != ErrorCode.UNKNOWN_REF) {
      throw new IllegalArgumentException("a ref failure is STALE_REF or UNKNOWN_REF, not " + code);
    }
    this.ref = requireNonNull(ref, "ref");
  }

  /** The stale ref. */
  public String ref() {
    return ref;
  }
}
