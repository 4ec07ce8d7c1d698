package dev.autopilot.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real PostgreSQL server for the tests of this JVM: embedded PostgreSQL binaries from Maven
 * Central (zonky), started once on first use on 127.0.0.1 and stopped when the JVM exits. Each
 * test takes a fresh database of its own with {@link #newDatabase()}.
 */
final class TestPostgres {
  private static final AtomicInteger DATABASES = new AtomicInteger();
  private static EmbeddedPostgres server;

  private TestPostgres() {}

  /** The server, started on first use. */
  static synchronized EmbeddedPostgres server() {
    if (server == null) {
      try {
        server = EmbeddedPostgres.builder().setLocaleConfig("locale", "C").setPGStartupWait(java.time.Duration.ofSeconds(60)).start();
      } catch (IOException e) {
        throw new UncheckedIOException("cannot start the embedded PostgreSQL", e);
      }
      EmbeddedPostgres started = server;
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        try {
          started.close();
        } catch (IOException e) {
          // the JVM is exiting; the server's folder is temporary
        }
      }));
    }
    return server;
  }

  private static final String TEMPLATE = "store_template";
  private static boolean templateReady;

  /** A new, empty database on the server, and the store configuration that reaches it. */
  static StoreConfig newEmptyDatabase() {
    return create("store_test_" + DATABASES.incrementAndGet(), "");
  }

  /**
   * A new database already at the latest schema, copied from a template migrated once per JVM
   * (a copy takes milliseconds, a migration most of a second), and the configuration that reaches it.
   */
  static synchronized StoreConfig newDatabase() {
    if (!templateReady) {
      StoreConfig template = create(TEMPLATE, "");
      templateReady = true;
      Store.open(template).close();
    }
    return create("store_test_" + DATABASES.incrementAndGet(), " TEMPLATE " + TEMPLATE);
  }

  private static StoreConfig create(String name, String template) {
    try (Connection c = server().getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name + template);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create database " + name, e);
    }
    return StoreConfig.postgres(jdbcUrl(name), "postgres", "");
  }

  /** The JDBC URL of a database on the server. */
  static String jdbcUrl(String database) {
    return server().getJdbcUrl("postgres", database);
  }
}
