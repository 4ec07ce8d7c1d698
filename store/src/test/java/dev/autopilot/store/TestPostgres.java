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
        server = EmbeddedPostgres.builder().setLocaleConfig("locale", "C").start();
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

  /** A new, empty database on the server, and the store configuration that reaches it. */
  static StoreConfig newDatabase() {
    String name = "store_test_" + DATABASES.incrementAndGet();
    try (Connection c = server().getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
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
