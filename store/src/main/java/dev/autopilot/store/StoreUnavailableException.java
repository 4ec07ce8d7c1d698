package dev.autopilot.store;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import org.jspecify.annotations.Nullable;

/**
 * The store could not be opened, or stopped answering. Its {@link #reason()} says why and its
 * message what to do; {@link #code()} is {@link ErrorCode#STORE_UNAVAILABLE}. Thrown by {@link
 * Store#open}, and by store operations whose database fails under them.
 */
public final class StoreUnavailableException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  /** Why the store is unavailable. */
  public enum Reason {
    /** The SQLite data folder cannot be created or written. */
    FOLDER_NOT_WRITABLE,
    /** The database cannot be reached or refused the credentials. */
    CANNOT_CONNECT,
    /** The database holds a schema newer than this release knows. */
    SCHEMA_TOO_NEW,
    /** The schema could not be brought to this release's version. */
    MIGRATION_FAILED,
    /** The database failed while the store was in use (a lost connection, a full disk). */
    DATABASE_FAILED
  }

  /** Why the store is unavailable; never null. */
  private final Reason reason;
  /** The store, without credentials; never null. */
  private final String where;

  /**
   * A failure of the store named {@code where}.
   *
   * @param reason why; decides {@link #isRetriable()}
   * @param where the store, without credentials, as {@link StoreConfig#where()} names it
   * @param message what happened and what to do
   * @param cause the underlying exception (the driver's, Flyway's, the file system's); null when
   *     the store found the fault itself
   */
  public StoreUnavailableException(Reason reason, String where, String message, @Nullable Throwable cause) {
    super(ErrorCode.STORE_UNAVAILABLE, requireNonNull(message, "message"), cause);
    this.reason = requireNonNull(reason, "reason");
    this.where = requireNonNull(where, "where");
  }

  /**
   * Why the store is unavailable.
   *
   * @return the reason, never null
   */
  public Reason reason() {
    return reason;
  }

  /**
   * Which store failed.
   *
   * @return the store, as {@link StoreConfig#where()} names it: no password, no URL parameters
   */
  public String where() {
    return where;
  }

  /** Only a lost connection or a busy database may pass by itself; the other reasons need a person. */
  @Override
  public boolean isRetriable() {
    return reason == Reason.CANNOT_CONNECT || reason == Reason.DATABASE_FAILED;
  }
}
