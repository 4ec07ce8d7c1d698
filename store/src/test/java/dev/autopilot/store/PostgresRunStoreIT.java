package dev.autopilot.store;

/** The run store's tests on a real PostgreSQL: a fresh database per test. */
class PostgresRunStoreIT extends RunStoreTest {
  @Override
  StoreConfig config() {
    return TestPostgres.newDatabase();
  }
}
