package dev.autopilot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** The same schema on a real PostgreSQL server the test starts. */
class PostgresStoreIT {

  @Test
  void aNewDatabaseIsMigratedToTheLatestSchemaAndReopened() {
    StoreConfig config = TestPostgres.newEmptyDatabase();
    try (Store store = Store.open(config)) {
      assertEquals(Store.knownSchemaVersion(), store.schemaVersion());
    }
    try (Store again = Store.open(config)) {
      assertEquals(Store.knownSchemaVersion(), again.schemaVersion());
    }
  }

  @Test
  void aSchemaNewerThanThisReleaseIsRefused() throws Exception {
    StoreConfig config = TestPostgres.newDatabase();
    try (Store store = Store.open(config); Connection c = store.dataSource().getConnection(); Statement s = c.createStatement()) {
      s.executeUpdate("INSERT INTO autopilot_schema_history (installed_rank, version, description, type, script, checksum, installed_by, execution_time, success)"
          + " VALUES (99, '99', 'from the future', 'SQL', 'V99__future.sql', 0, 'test', 0, true)");
    }
    StoreUnavailableException e = assertThrows(StoreUnavailableException.class, () -> Store.open(config));
    assertEquals(StoreUnavailableException.Reason.SCHEMA_TOO_NEW, e.reason());
  }

  @Test
  void aWrongPasswordOrMissingDatabaseIsRefused() {
    StoreConfig config = StoreConfig.builder().postgres(TestPostgres.jdbcUrl("no_such_database"), "postgres", "")
        .connectTimeout(java.time.Duration.ofSeconds(1)).build();
    StoreUnavailableException e = assertThrows(StoreUnavailableException.class, () -> Store.open(config));
    assertEquals(StoreUnavailableException.Reason.CANNOT_CONNECT, e.reason());
    assertTrue(e.getMessage().contains("no_such_database"), e.getMessage());
  }
}
