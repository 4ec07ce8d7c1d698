package dev.autopilot.store.internal;

import dev.autopilot.store.StoreUnavailableException;
import dev.autopilot.store.StoreUnavailableException.Reason;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** One transaction on a pooled connection, with the store's error for a failing database. Stateless. */
public final class Jdbc {
  private Jdbc() {}

  /**
   * Work done on one connection, inside a transaction or not as the caller of {@link Jdbc}
   * chose.
   *
   * @param <T> what the work returns
   */
  public interface Work<T> {
    /**
     * Does the work.
     *
     * @param c the borrowed connection; the work must not close it nor change its auto-commit
     * @return the work's result, handed back to the caller of {@link Jdbc}
     * @throws SQLException when the database fails; {@link Jdbc} turns it into a {@link
     *     StoreUnavailableException}
     */
    T run(Connection c) throws SQLException;
  }

  /** Writes done on one connection inside a transaction, giving nothing back. */
  public interface Writes {
    /**
     * Does the writes.
     *
     * @param c the borrowed connection; the writes must not close it nor change its auto-commit
     * @throws SQLException when the database fails; {@link Jdbc} rolls the transaction back and
     *     turns it into a {@link StoreUnavailableException}
     */
    void run(Connection c) throws SQLException;
  }

  /**
   * Runs read-only work on one connection in auto-commit mode: no transaction is begun, so on
   * SQLite a reader takes no write lock and never waits for a writer.
   *
   * @param <T> what the work returns
   * @param dataSource the pool to borrow the connection from; it is returned when the work ends
   * @param where the store, as {@link dev.autopilot.store.StoreConfig#where()} names it, for the
   *     error message
   * @param what what the work does, as a verb phrase such as {@code list runs}, for the error
   *     message
   * @param work the reads to run
   * @return what the work returned
   * @throws StoreUnavailableException with {@link Reason#DATABASE_FAILED} when the database fails
   */
  public static <T> T read(DataSource dataSource, String where, String what, Work<T> work) {
    try (Connection c = dataSource.getConnection()) {
      return work.run(c);
    } catch (SQLException e) {
      throw failed(where, what, e);
    }
  }

  /**
   * Runs the work in one transaction: committed when it returns, rolled back when it throws.
   *
   * @param <T> what the work returns
   * @param dataSource the pool to borrow the connection from; it is returned, in auto-commit
   *     mode again, when the work ends
   * @param where the store, as {@link dev.autopilot.store.StoreConfig#where()} names it, for the
   *     error message
   * @param what what the work does, as a verb phrase such as {@code delete old runs}, for the
   *     error message
   * @param work the reads and writes to run
   * @return what the work returned, once committed
   * @throws StoreUnavailableException with {@link Reason#DATABASE_FAILED} when the database fails
   *     (the transaction is rolled back); a runtime exception of the work is rethrown as it is,
   *     after the rollback
   */
  public static <T> T inTransaction(DataSource dataSource, String where, String what, Work<T> work) {
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(false);
      try {
        T result = work.run(c);
        c.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      } finally {
        c.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw failed(where, what, e);
    }
  }

  /**
   * Runs the writes in one transaction, as {@link #inTransaction(DataSource, String, String, Work)} does.
   *
   * @param dataSource the pool to borrow the connection from
   * @param where the store, as {@link dev.autopilot.store.StoreConfig#where()} names it, for the
   *     error message
   * @param what what the writes do, as a verb phrase, for the error message
   * @param writes the writes to run; committed when they return, rolled back when they throw
   * @throws StoreUnavailableException with {@link Reason#DATABASE_FAILED} when the database fails
   */
  public static void write(DataSource dataSource, String where, String what, Writes writes) {
    inTransaction(dataSource, where, what, c -> {
      writes.run(c);
      return Boolean.TRUE;
    });
  }

  private static StoreUnavailableException failed(String where, String what, SQLException e) {
    return new StoreUnavailableException(Reason.DATABASE_FAILED, where, "cannot " + what + " in " + where + ": " + e.getMessage()
        + "; check that the database is reachable and has space, then try again", e);
  }
}
