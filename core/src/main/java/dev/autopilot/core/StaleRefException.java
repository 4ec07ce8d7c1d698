package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

/**
 * A ref whose element is gone from the page or was replaced. A stale ref never resolves to
 * another element: take a fresh snapshot and plan again.
 */
public final class StaleRefException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  private final String ref;

  public StaleRefException(String ref, String message) {
    super(ErrorCode.STALE_REF, message);
    this.ref = requireNonNull(ref, "ref");
  }

  /** The stale ref. */
  public String ref() {
    return ref;
  }
}
