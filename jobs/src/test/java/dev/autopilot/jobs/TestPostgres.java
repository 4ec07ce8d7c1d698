package dev.autopilot.jobs;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A real PostgreSQL server for the tests of this JVM (embedded PostgreSQL binaries from Maven
 * Central), started once on 127.0.0.1 and stopped when the JVM exits; each test takes a database of
 * its own. The same way the store module's tests start theirs.
 */
final class TestPostgres {
  private static final AtomicInteger DATABASES = new AtomicInteger();
  private static EmbeddedPostgres server;

  private TestPostgres() {}

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

  /** A new empty database; its JDBC URL (user postgres, no password). */
  static String newDatabase() {
    String name = "jobs_test_" + DATABASES.incrementAndGet();
    try (Connection c = server().getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create database " + name, e);
    }
    return server().getJdbcUrl("postgres", name);
  }

  /** A data source on a database of the server. */
  static PGSimpleDataSource dataSource(String jdbcUrl) {
    PGSimpleDataSource ds = new PGSimpleDataSource();
    ds.setURL(jdbcUrl);
    return ds;
  }
}
