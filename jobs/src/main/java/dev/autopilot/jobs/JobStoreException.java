package dev.autopilot.jobs;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;

/**
 * The shared database could not be read or written (down, restarting, unreachable). Retriable: the
 * same call may succeed once the database is back. What was written before is kept.
 */
public final class JobStoreException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  public JobStoreException(String message, Throwable cause) {
    super(ErrorCode.STORE_UNAVAILABLE, message + ": " + cause.getMessage() + " (check that the PostgreSQL server is up and reachable)", cause);
  }
}
