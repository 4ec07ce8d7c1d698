package dev.autopilot.store.internal;

import dev.autopilot.store.StoreConfig;
import dev.autopilot.store.StoreUnavailableException;
import dev.autopilot.store.StoreUnavailableException.Reason;
import java.util.Arrays;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;

/**
 * The store's schema: versioned migrations under {@value #LOCATION}, one set for SQLite and
 * PostgreSQL, applied by Flyway with its own history table so that a host's own Flyway
 * migrations in the same database are never mixed with ours. Stateless.
 */
public final class Schema {
  /** Where the migrations are, on the class path. */
  public static final String LOCATION = "classpath:dev/autopilot/store/db/migration";
  /** Flyway's history table for the store's migrations. */
  public static final String HISTORY_TABLE = "autopilot_schema_history";
  /** The newest version of the migrations this release ships. */
  public static final int LATEST_VERSION = 2;

  private Schema() {}

  /**
   * Brings the schema to {@link #LATEST_VERSION}, after checking the database holds no newer one.
   *
   * @param dataSource the store's pool; the migrations run on one of its connections under the
   *     database's lock
   * @param config the store's configuration, named in the error messages
   * @return the version the database is at
   * @throws StoreUnavailableException with {@link Reason#SCHEMA_TOO_NEW} or {@link
   *     Reason#MIGRATION_FAILED}
   */
  public static int migrate(DataSource dataSource, StoreConfig config) {
    Flyway flyway = Flyway.configure()
        .dataSource(dataSource)
        .locations(LOCATION)
        .table(HISTORY_TABLE)
        .baselineOnMigrate(false)
        .cleanDisabled(true)
        .load();
    try {
      MigrationInfo[] future = Arrays.stream(flyway.info().all())
          .filter(m -> m.getState() == MigrationState.FUTURE_SUCCESS || m.getState() == MigrationState.FUTURE_FAILED)
          .toArray(MigrationInfo[]::new);
      if (future.length > 0) {
        String newest = future[future.length - 1].getVersion().getVersion();
        throw new StoreUnavailableException(Reason.SCHEMA_TOO_NEW, config.where(),
            "the store " + config.where() + " holds schema version " + newest + ", newer than version " + LATEST_VERSION
                + " this release knows: a newer Autopilot wrote it. Use that newer autopilot-store release, or point this one at another data folder or database;"
                + " never downgrade the schema by hand", null);
      }
      flyway.migrate();
      MigrationInfo current = flyway.info().current();
      return current == null ? 0 : Integer.parseInt(current.getVersion().getVersion());
    } catch (FlywayException e) {
      throw new StoreUnavailableException(Reason.MIGRATION_FAILED, config.where(),
          "cannot bring the store " + config.where() + " to schema version " + LATEST_VERSION + ": " + e.getMessage()
              + "; check the user may create tables, and look at the " + HISTORY_TABLE + " table for a failed migration", e);
    }
  }
}
