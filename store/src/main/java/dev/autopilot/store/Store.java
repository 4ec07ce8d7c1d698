package dev.autopilot.store;

import static java.util.Objects.requireNonNull;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.autopilot.store.StoreUnavailableException.Reason;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.store.internal.JdbcLocatorCacheStore;
import dev.autopilot.store.internal.JdbcTrajectoryStore;
import dev.autopilot.store.internal.Schema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An open store: a pool of connections to one database whose schema is at this release's
 * version. Open with {@link #open}; close when the host shuts down.
 *
 * <p>Opening creates the SQLite data folder and file when missing, checks the schema version,
 * and migrates an older schema forward (Flyway, history table {@value Schema#HISTORY_TABLE}); a
 * newer schema than this release knows is refused, never touched. Several stores, in one JVM or
 * several, may share one database: migrations take the database's lock.
 *
 * <p>Thread-safe: one store serves every run of a host. Its parts ({@link #runs()}, {@link
 * #locatorCache}, {@link #trajectories}) share the pool.
 */
public final class Store implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Store.class);

  private final StoreConfig config;
  private final HikariDataSource pool;
  private final int schemaVersion;
  private final RunStore runs;
  private final Clock clock;

  private Store(StoreConfig config, HikariDataSource pool, int schemaVersion, Clock clock) {
    this.config = config;
    this.pool = pool;
    this.schemaVersion = schemaVersion;
    this.clock = clock;
    this.runs = new RunStore(pool, config.kind(), config.redactor(), clock);
  }

  /**
   * Opens the store, creating and migrating it as needed.
   *
   * @param config where the store is and how to open it; {@link StoreConfig#optional()} is not
   *     read here (see {@link #openOptional})
   * @return the open store; the caller owns it and closes it when the host shuts down
   * @throws StoreUnavailableException when the folder cannot be created, the database cannot be
   *     reached, its schema is newer than this release knows, or a migration fails; its message
   *     says what to do
   */
  public static Store open(StoreConfig config) {
    return open(config, Clock.systemUTC());
  }

  /**
   * As {@link #open(StoreConfig)}, with the clock that stamps what the store writes (tests).
   *
   * @param config where the store is and how to open it
   * @param clock the store's "now": for {@link RunStore#markAbandoned} and for the memory's
   *     creation, use and expiry times (run rows keep their events' own times)
   * @return the open store; the caller owns it and closes it
   * @throws StoreUnavailableException as {@link #open(StoreConfig)}
   */
  public static Store open(StoreConfig config, Clock clock) {
    requireNonNull(config, "config");
    requireNonNull(clock, "clock");
    if (config.kind() == StoreConfig.Kind.SQLITE) {
      prepareFolder(config);
    }
    HikariDataSource pool = pool(config);
    try {
      int version = Schema.migrate(pool, config);
      LOG.info("store open: {}, schema version {}", config.where(), version);
      return new Store(config, pool, version, clock);
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
  }

  /**
   * Opens the store, or returns nothing when it cannot be opened and the configuration is
   * {@linkplain StoreConfig#optional() optional}: the failure is logged as a warning with what to
   * do, and the host goes on without a store.
   *
   * @param config where the store is, and whether it is optional
   * @return the open store, which the caller owns and closes; empty only when the store is
   *     optional and could not be opened
   * @throws StoreUnavailableException when the store cannot be opened and is required
   */
  public static Optional<Store> openOptional(StoreConfig config) {
    try {
      return Optional.of(open(config));
    } catch (StoreUnavailableException e) {
      if (!config.optional()) {
        throw e;
      }
      LOG.warn("the store is optional and unavailable; runs go on without it: {}", e.getMessage());
      return Optional.empty();
    }
  }

  /**
   * The run store: diagnostics of every run, written by its event sink.
   *
   * @return the one run store of this store, sharing its pool; usable until the store is closed
   */
  public RunStore runs() {
    return runs;
  }

  /**
   * The locator cache kept in this store, applying {@code policy} (expiry, eviction, promotion,
   * demotion) with the store's clock. Instances share the store's pool and tables: two caches of
   * one database, in this JVM or another, see each other's entries. Closing the cache releases
   * nothing; closing the store does.
   *
   * @param policy the memory policy the cache applies when it reads and writes
   * @return a new, thread-safe cache over the store's tables
   */
  public LocatorCacheStore locatorCache(MemoryPolicy policy) {
    requireNonNull(policy, "policy");
    return new JdbcLocatorCacheStore(pool, config.kind() == StoreConfig.Kind.POSTGRESQL, policy, clock, config.redactor(), config.where());
  }

  /**
   * The trajectory memory kept in this store, applying {@code policy}, as {@link #locatorCache}
   * does.
   *
   * @param policy the memory policy the trajectories are kept and recalled under
   * @return a new, thread-safe trajectory store over the store's tables; closing the store
   *     releases it
   */
  public TrajectoryStore trajectories(MemoryPolicy policy) {
    requireNonNull(policy, "policy");
    return new JdbcTrajectoryStore(pool, policy, clock, config.redactor(), config.where());
  }

  /**
   * The configuration it was opened with.
   *
   * @return the configuration given to {@link #open}
   */
  public StoreConfig config() {
    return config;
  }

  /**
   * The schema version the database is at.
   *
   * @return the version after opening's migrations: {@link #knownSchemaVersion()}
   */
  public int schemaVersion() {
    return schemaVersion;
  }

  /**
   * The newest schema version this release knows.
   *
   * @return the version opening migrates to; a database at a higher one is refused
   */
  public static int knownSchemaVersion() {
    return Schema.LATEST_VERSION;
  }

  /**
   * The pool, for components that keep their own tables in the same database (a job engine,
   * say). Connections must be closed after use; the store owns the pool and closes it.
   *
   * @return the store's pool; do not close it
   */
  public DataSource dataSource() {
    return pool;
  }

  /** Closes the pool. Later calls on the store or its parts fail; closing twice does nothing. */
  @Override
  public void close() {
    pool.close();
  }

  @Override
  public String toString() {
    return "Store[" + config.where() + ", schema " + schemaVersion + "]";
  }

  private static void prepareFolder(StoreConfig config) {
    Path folder = requireNonNull(config.dataFolder());
    try {
      Files.createDirectories(folder);
    } catch (IOException | SecurityException e) {
      throw new StoreUnavailableException(Reason.FOLDER_NOT_WRITABLE, config.where(),
          "cannot create the store's data folder " + folder + " (" + e + "): choose a folder this process may write, or create it and give this user write access", e);
    }
    if (!Files.isDirectory(folder) || !Files.isWritable(folder)) {
      throw new StoreUnavailableException(Reason.FOLDER_NOT_WRITABLE, config.where(),
          "the store's data folder " + folder + " is not a writable folder: choose another folder, or give this user write access to it", null);
    }
  }

  private static HikariDataSource pool(StoreConfig config) {
    HikariConfig hc = new HikariConfig();
    hc.setPoolName("autopilot-store");
    hc.setJdbcUrl(config.jdbcUrl());
    hc.setMaximumPoolSize(config.maxConnections());
    hc.setMinimumIdle(1);
    hc.setConnectionTimeout(config.connectTimeout().toMillis());
    // a SQLite file that cannot be opened will not open by waiting; a server may be starting
    hc.setInitializationFailTimeout(config.kind() == StoreConfig.Kind.SQLITE ? 1 : config.connectTimeout().toMillis());
    if (config.kind() == StoreConfig.Kind.SQLITE) {
      hc.setDriverClassName("org.sqlite.JDBC");
      hc.addDataSourceProperty("journal_mode", "WAL");
      hc.addDataSourceProperty("synchronous", "NORMAL");
      hc.addDataSourceProperty("busy_timeout", Long.toString(config.busyTimeout().toMillis()));
      hc.addDataSourceProperty("foreign_keys", "true");
      // a write transaction takes the write lock at BEGIN, so two writers queue on the busy timeout
      // instead of one failing when its read turns into a write
      hc.addDataSourceProperty("transaction_mode", "IMMEDIATE");
    } else {
      hc.setDriverClassName("org.postgresql.Driver");
      hc.setUsername(config.user());
      hc.setPassword(config.password());
      hc.addDataSourceProperty("ApplicationName", "autopilot-store");
    }
    try {
      HikariDataSource pool = new HikariDataSource(hc);
      try (Connection c = pool.getConnection()) {
        c.isValid(5);
      }
      return pool;
    } catch (SQLException | RuntimeException e) {
      String advice = config.kind() == StoreConfig.Kind.SQLITE
          ? "check that the file is a SQLite database this user may write, and that no other program holds it locked"
          : "check that the server runs and is reachable from here, that the database exists and that the user and password are right";
      throw new StoreUnavailableException(Reason.CANNOT_CONNECT, config.where(), "cannot connect to the store, " + config.where() + ": " + rootMessage(e) + "; " + advice, e);
    }
  }

  static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }
}
