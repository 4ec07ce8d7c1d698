package dev.autopilot.jobs;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;

/**
 * The shared database could not be read or written (down, restarting, unreachable). Retriable: the
 * same call may succeed once the database is back. What was written before is kept.
 */
public final class JobStoreException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  /**
   * A failed read or write of the shared database.
   *
   * @param message what could not be done, such as {@code could not enqueue r-1}; the cause's
   *     message and what to check are appended
   * @param cause the driver's or db-scheduler's exception; required, its message is read
   */
  public JobStoreException(String message, Throwable cause) {
    super(ErrorCode.STORE_UNAVAILABLE, message + ": " + cause.getMessage() + " (check that the PostgreSQL server is up and reachable)", cause);
  }
}
