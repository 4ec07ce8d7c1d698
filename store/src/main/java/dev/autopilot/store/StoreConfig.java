package dev.autopilot.store;

import static java.util.Objects.requireNonNull;

import dev.autopilot.observability.Redactor;
import java.nio.file.Path;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Where the store lives and how it is opened. Immutable and thread-safe.
 *
 * <p>Two kinds of database hold the same schema:
 *
 * <ul>
 *   <li>{@link #sqlite(Path)}: one SQLite file, {@code autopilot.db}, in a data folder the host
 *       chooses, created with the folder on first use. Write-ahead logging lets readers work
 *       while one writer writes; a writer that finds the file busy waits up to {@link
 *       #busyTimeout()} before failing. For one machine.
 *   <li>{@link #postgres(String, String, String)}: a PostgreSQL database (version 12 or later)
 *       the host runs, for teams and fleets of workers sharing what they learn.
 * </ul>
 *
 * <p>{@link #optional()} says what a host wants when the store cannot be opened: by default the
 * store is required ({@link Store#open} and {@link Store#openOptional} throw {@link
 * StoreUnavailableException}); an optional store lets {@link Store#openOptional} return nothing
 * with a warning, and runs go on without what the store would have given them.
 *
 * <p>What the store writes goes through {@link #redactor()}, {@link Redactor#standard()} unless
 * the host gives one with the person's values ({@code profile.personalValues()}) or its own
 * digest key.
 */
public final class StoreConfig {

  /** The SQLite file's name in the data folder. */
  public static final String SQLITE_FILE = "autopilot.db";

  /** The kind of database. */
  public enum Kind {
    /** An embedded SQLite file. */
    SQLITE,
    /** A PostgreSQL server. */
    POSTGRESQL
  }

  private final Kind kind;
  private final @Nullable Path dataFolder;
  private final @Nullable String jdbcUrl;
  private final @Nullable String user;
  private final @Nullable String password;
  private final boolean optional;
  private final int maxConnections;
  private final Duration busyTimeout;
  private final Duration connectTimeout;
  private final Redactor redactor;

  private StoreConfig(Builder b) {
    this.kind = requireNonNull(b.kind, "build() checks that a kind was chosen");
    this.dataFolder = b.dataFolder;
    this.jdbcUrl = b.jdbcUrl;
    this.user = b.user;
    this.password = b.password;
    this.optional = b.optional;
    this.maxConnections = b.maxConnections;
    this.busyTimeout = b.busyTimeout;
    this.connectTimeout = b.connectTimeout;
    this.redactor = b.redactor;
  }

  /**
   * A required SQLite store in {@code dataFolder} (created when missing), with the defaults.
   *
   * @param dataFolder the folder that holds {@value #SQLITE_FILE}; a relative path is resolved
   *     against the working directory now
   * @return the configuration, not yet opened: {@link Store#open} opens it
   */
  public static StoreConfig sqlite(Path dataFolder) {
    return builder().sqlite(dataFolder).build();
  }

  /**
   * A required PostgreSQL store with the defaults.
   *
   * @param jdbcUrl such as {@code jdbc:postgresql://db.example:5432/autopilot}
   * @param user the database user the pool logs in as; it needs the right to create tables for
   *     the first open and every migration
   * @param password that user's password; kept out of {@link #toString()} and {@link #where()}
   * @return the configuration, not yet opened: {@link Store#open} opens it
   * @throws IllegalArgumentException when the URL is not a {@code jdbc:postgresql:} URL
   */
  public static StoreConfig postgres(String jdbcUrl, String user, String password) {
    return builder().postgres(jdbcUrl, user, password).build();
  }

  /**
   * A builder with the defaults and no kind of database yet.
   *
   * @return a new builder; {@link Builder#sqlite} or {@link Builder#postgres} must be called
   *     before {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding this configuration's values, to derive a variant.
   *
   * @return a new builder; changing it leaves this configuration as it is
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.kind = kind;
    b.dataFolder = dataFolder;
    b.jdbcUrl = jdbcUrl;
    b.user = user;
    b.password = password;
    b.optional = optional;
    b.maxConnections = maxConnections;
    b.busyTimeout = busyTimeout;
    b.connectTimeout = connectTimeout;
    b.redactor = redactor;
    return b;
  }

  /**
   * This configuration, with the store optional: see {@link Store#openOptional}.
   *
   * @return a copy with {@link #optional()} true; this one is unchanged
   */
  public StoreConfig asOptional() {
    return toBuilder().optional(true).build();
  }

  /**
   * The kind of database.
   *
   * @return {@link Kind#SQLITE} or {@link Kind#POSTGRESQL}, never null
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The SQLite data folder.
   *
   * @return the absolute folder holding {@value #SQLITE_FILE}; null for PostgreSQL
   */
  public @Nullable Path dataFolder() {
    return dataFolder;
  }

  /**
   * The JDBC URL the pool connects to.
   *
   * @return for SQLite, {@code jdbc:sqlite:} and the file in the data folder; for PostgreSQL,
   *     the URL as given, parameters included (it may hold a password: do not log it, log
   *     {@link #where()})
   */
  public String jdbcUrl() {
    return kind == Kind.SQLITE ? "jdbc:sqlite:" + requireNonNull(dataFolder).resolve(SQLITE_FILE) : requireNonNull(jdbcUrl);
  }

  /**
   * The database user.
   *
   * @return the PostgreSQL user; null for SQLite
   */
  public @Nullable String user() {
    return user;
  }

  /** The password; null for SQLite. Never printed by {@link #toString()}. */
  @Nullable String password() {
    return password;
  }

  /**
   * Whether runs may go on without the store when it cannot be opened.
   *
   * @return true when {@link Store#openOptional} returns nothing instead of throwing; false by
   *     default
   */
  public boolean optional() {
    return optional;
  }

  /**
   * The pool's size.
   *
   * @return the most connections the store holds at once: as set, else 4 for SQLite and 8 for
   *     PostgreSQL
   */
  public int maxConnections() {
    return maxConnections > 0 ? maxConnections : kind == Kind.SQLITE ? 4 : 8;
  }

  /**
   * How long a SQLite writer waits for the file to be free.
   *
   * @return the wait, zero or more; 5 s by default; not used by PostgreSQL
   */
  public Duration busyTimeout() {
    return busyTimeout;
  }

  /**
   * How long opening waits for a connection.
   *
   * @return the wait, at least 250 ms; 10 s by default
   */
  public Duration connectTimeout() {
    return connectTimeout;
  }

  /**
   * The redactor every text the store writes goes through.
   *
   * @return the builder's redactor, {@link Redactor#standard()} unless one was set
   */
  public Redactor redactor() {
    return redactor;
  }

  /**
   * Where the store is, for messages and logs.
   *
   * @return such as {@code SQLite file /data/autopilot.db} or {@code PostgreSQL
   *     jdbc:postgresql://db:5432/autopilot as autopilot}: without the password or the URL's
   *     parameters (which may hold one)
   */
  public String where() {
    if (kind == Kind.SQLITE) {
      return "SQLite file " + requireNonNull(dataFolder).resolve(SQLITE_FILE);
    }
    String url = requireNonNull(jdbcUrl);
    int query = url.indexOf('?');
    return "PostgreSQL " + (query < 0 ? url : url.substring(0, query)) + " as " + user;
  }

  @Override
  public String toString() {
    return "StoreConfig[" + where() + (optional ? ", optional" : ", required") + "]";
  }

  /** Builds a {@link StoreConfig}. Not thread-safe. */
  public static final class Builder {
    private @Nullable Kind kind;
    private @Nullable Path dataFolder;
    private @Nullable String jdbcUrl;
    private @Nullable String user;
    private @Nullable String password;
    private boolean optional;
    private int maxConnections;
    private Duration busyTimeout = Duration.ofSeconds(5);
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Redactor redactor = Redactor.standard();

    private Builder() {}

    /**
     * An embedded SQLite file in {@code dataFolder}, created with the folder on first use.
     * Replaces a PostgreSQL choice made before.
     *
     * @param dataFolder the folder that holds {@value StoreConfig#SQLITE_FILE}; a relative path
     *     is resolved against the working directory now
     * @return this builder
     */
    public Builder sqlite(Path dataFolder) {
      this.kind = Kind.SQLITE;
      this.dataFolder = requireNonNull(dataFolder, "dataFolder").toAbsolutePath();
      this.jdbcUrl = null;
      this.user = null;
      this.password = null;
      return this;
    }

    /**
     * A PostgreSQL database. Replaces a SQLite choice made before.
     *
     * @param jdbcUrl such as {@code jdbc:postgresql://db.example:5432/autopilot}
     * @param user the database user the pool logs in as; it needs the right to create tables for
     *     the first open and every migration
     * @param password that user's password; kept out of {@link StoreConfig#toString()}
     * @return this builder
     * @throws IllegalArgumentException when the URL is not a {@code jdbc:postgresql:} URL
     */
    public Builder postgres(String jdbcUrl, String user, String password) {
      requireNonNull(jdbcUrl, "jdbcUrl");
      if (!jdbcUrl.startsWith("jdbc:postgresql:")) {
        throw new IllegalArgumentException("a PostgreSQL store needs a jdbc:postgresql: URL, such as jdbc:postgresql://host:5432/autopilot; was " + jdbcUrl);
      }
      this.kind = Kind.POSTGRESQL;
      this.jdbcUrl = jdbcUrl;
      this.user = requireNonNull(user, "user");
      this.password = requireNonNull(password, "password");
      this.dataFolder = null;
      return this;
    }

    /**
     * Whether runs may go on without the store when it cannot be opened.
     *
     * @param optional true to let {@link Store#openOptional} return nothing with a warning
     *     instead of throwing; false (the default) to require the store
     * @return this builder
     */
    public Builder optional(boolean optional) {
      this.optional = optional;
      return this;
    }

    /**
     * The pool's size.
     *
     * @param maxConnections the most connections the store holds at once, 1 or more; unset, 4
     *     for SQLite and 8 for PostgreSQL
     * @return this builder
     * @throws IllegalArgumentException when below 1
     */
    public Builder maxConnections(int maxConnections) {
      if (maxConnections < 1) {
        throw new IllegalArgumentException("maxConnections must be at least 1, was " + maxConnections);
      }
      this.maxConnections = maxConnections;
      return this;
    }

    /**
     * How long a SQLite writer waits for the file to be free before its write fails.
     *
     * @param busyTimeout the wait, zero or more (whole milliseconds); 5 s by default; not used by
     *     PostgreSQL
     * @return this builder
     * @throws IllegalArgumentException when negative
     */
    public Builder busyTimeout(Duration busyTimeout) {
      requireNonNull(busyTimeout, "busyTimeout");
      if (busyTimeout.isNegative()) {
        throw new IllegalArgumentException("busyTimeout cannot be negative");
      }
      this.busyTimeout = busyTimeout;
      return this;
    }

    /**
     * How long opening waits for a connection (at least 250 ms, the pool's floor).
     *
     * @param connectTimeout the wait, also the wait for a free connection from the pool later;
     *     10 s by default
     * @return this builder
     * @throws IllegalArgumentException when shorter than 250 ms
     */
    public Builder connectTimeout(Duration connectTimeout) {
      requireNonNull(connectTimeout, "connectTimeout");
      if (connectTimeout.toMillis() < 250) {
        throw new IllegalArgumentException("connectTimeout must be at least 250 ms, was " + connectTimeout.toMillis() + " ms");
      }
      this.connectTimeout = connectTimeout;
      return this;
    }

    /**
     * The redactor every text the store writes goes through; {@link Redactor#standard()} by
     * default.
     *
     * @param redactor one that knows the person's values ({@code profile.personalValues()}) so
     *     they never reach the database in the clear
     * @return this builder
     */
    public Builder redactor(Redactor redactor) {
      this.redactor = requireNonNull(redactor, "redactor");
      return this;
    }

    /**
     * The configuration.
     *
     * @return an immutable configuration; later changes to this builder do not reach it
     * @throws IllegalStateException when no kind of database was chosen
     */
    public StoreConfig build() {
      if (kind == null) {
        throw new IllegalStateException("choose a database: sqlite(dataFolder) or postgres(jdbcUrl, user, password)");
      }
      return new StoreConfig(this);
    }
  }
}
