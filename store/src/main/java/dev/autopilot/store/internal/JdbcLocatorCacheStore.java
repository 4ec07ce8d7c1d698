package dev.autopilot.store.internal;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.memory.ElementFingerprint;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.LocatorEntry;
import dev.autopilot.core.memory.LocatorKey;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.Standing;
import dev.autopilot.observability.Redactor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The locator cache in the store's {@code locator_entries} table, on SQLite or PostgreSQL. Every
 * write is one transaction: counters are incremented by the database, so concurrent writers (in
 * this JVM or another) lose nothing; a rewrite locks its row first. Texts of a fingerprint pass
 * the store's redactor before they are written. Time comes only from the clock given.
 * Thread-safe.
 */
public final class JdbcLocatorCacheStore implements LocatorCacheStore {
  private static final Logger LOG = LoggerFactory.getLogger(JdbcLocatorCacheStore.class);
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String COLUMNS = "key_id, question_signature, host, normalized_path, page_signature, pack_version, planner_version, verb, fingerprint,"
      + " answered_by, standing, consecutive_successes, consecutive_failures, total_successes, heals, created_at, last_used_at, expires_at";

  private final DataSource dataSource;
  private final boolean postgres;
  private final MemoryPolicy policy;
  private final Clock clock;
  private final Redactor redactor;
  private final String where;

  /**
   * A cache over the store's tables; made by {@link dev.autopilot.store.Store#locatorCache}.
   *
   * @param dataSource the store's pool, which the store owns and closes
   * @param postgres whether the database is PostgreSQL (row locks are taken with {@code FOR
   *     UPDATE}), else SQLite
   * @param policy the expiry, eviction, promotion and demotion the cache applies
   * @param clock the only source of time: entries' creation, use and expiry
   * @param redactor applied to a fingerprint's texts before they are written
   * @param where the store, as {@link dev.autopilot.store.StoreConfig#where()} names it, for
   *     error messages
   */
  public JdbcLocatorCacheStore(DataSource dataSource, boolean postgres, MemoryPolicy policy, Clock clock, Redactor redactor, String where) {
    this.dataSource = requireNonNull(dataSource, "dataSource");
    this.postgres = postgres;
    this.policy = requireNonNull(policy, "policy");
    this.clock = requireNonNull(clock, "clock");
    this.redactor = requireNonNull(redactor, "redactor");
    this.where = requireNonNull(where, "where");
  }

  @Override
  public List<LocatorEntry> entries(LocatorKey key) {
    requireNonNull(key, "key");
    long now = clock.millis();
    List<LocatorEntry> out = Jdbc.read(dataSource, where, "read the locator cache", c -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM locator_entries WHERE key_id = ? AND expires_at > ?")) {
        ps.setString(1, key.id());
        ps.setLong(2, now);
        return readAll(ps);
      }
    });
    out.sort(Comparator.comparing(LocatorEntry::questionSignature));
    return out;
  }

  @Override
  public List<LocatorEntry> entriesOnPath(String host, String normalizedPath, String packVersion, String plannerVersion) {
    requireNonNull(host, "host");
    requireNonNull(normalizedPath, "normalizedPath");
    requireNonNull(packVersion, "packVersion");
    requireNonNull(plannerVersion, "plannerVersion");
    long now = clock.millis();
    List<LocatorEntry> out = Jdbc.read(dataSource, where, "read the locator cache", c -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM locator_entries"
          + " WHERE host = ? AND normalized_path = ? AND pack_version = ? AND planner_version = ? AND expires_at > ?")) {
        RunRows.bind(ps, List.of(host, normalizedPath, packVersion, plannerVersion, now));
        return readAll(ps);
      }
    });
    out.sort(Comparator.comparing(LocatorEntry::questionSignature).thenComparing(LocatorEntry::lastUsedAt, Comparator.reverseOrder()));
    return out;
  }

  @Override
  public Optional<LocatorEntry> entry(LocatorKey key, String questionSignature) {
    requireNonNull(key, "key");
    requireNonNull(questionSignature, "questionSignature");
    long now = clock.millis();
    return Jdbc.read(dataSource, where, "read the locator cache", c -> readLive(c, key.id(), questionSignature, now));
  }

  @Override
  public LocatorEntry put(LocatorEntry.Draft draft) {
    requireNonNull(draft, "draft");
    long now = clock.millis();
    long expires = now + policy.locatorTtl().toMillis();
    LocatorKey key = draft.key();
    ElementFingerprint fingerprint = conceal(draft.fingerprint());
    String fingerprintJson = json(fingerprint);
    LocatorEntry stored = Jdbc.inTransaction(dataSource, where, "write the locator cache", c -> {
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO locator_entries (" + COLUMNS + ")"
          + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?, ?, ?) ON CONFLICT (key_id, question_signature) DO NOTHING")) {
        RunRows.bind(insert, Arrays.asList(key.id(), draft.questionSignature(), key.host(), key.normalizedPath(), key.pageSignature(), key.packVersion(),
            key.plannerVersion(), draft.verb(), fingerprintJson, draft.answeredBy(), Standing.CANDIDATE.name(), now, now, expires));
        if (insert.executeUpdate() == 0) {
          rewrite(c, draft, fingerprint, fingerprintJson, now, expires);
        }
      }
      evictPastBound(c);
      return readLive(c, key.id(), draft.questionSignature(), Long.MIN_VALUE).orElseThrow(
          () -> new IllegalStateException("an entry just written cannot be read back"));
    });
    return stored;
  }

  /** Rewrites an existing entry: a heal when the content differs, a refresh when it is the same. */
  private void rewrite(Connection c, LocatorEntry.Draft draft, ElementFingerprint fingerprint, String fingerprintJson, long now, long expires) throws SQLException {
    String id = draft.key().id();
    String lock = "SELECT verb, fingerprint, answered_by FROM locator_entries WHERE key_id = ? AND question_signature = ?" + (postgres ? " FOR UPDATE" : "");
    boolean same;
    try (PreparedStatement ps = c.prepareStatement(lock)) {
      ps.setString(1, id);
      ps.setString(2, draft.questionSignature());
      try (ResultSet rs = ps.executeQuery()) {
        if (!rs.next()) {
          throw new SQLException("the entry disappeared while it was rewritten");
        }
        same = draft.verb().equals(rs.getString(1)) && Objects.equals(draft.answeredBy(), rs.getString(3)) && fingerprint.equals(readFingerprint(rs.getString(2)));
      }
    }
    String sql = same
        ? "UPDATE locator_entries SET last_used_at = ?, expires_at = ? WHERE key_id = ? AND question_signature = ?"
        : "UPDATE locator_entries SET last_used_at = ?, expires_at = ?, verb = ?, fingerprint = ?, answered_by = ?, standing = 'CANDIDATE',"
            + " consecutive_successes = 0, consecutive_failures = 0, heals = heals + 1 WHERE key_id = ? AND question_signature = ?";
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      RunRows.bind(ps, same ? List.of(now, expires, id, draft.questionSignature())
          : Arrays.asList(now, expires, draft.verb(), fingerprintJson, draft.answeredBy(), id, draft.questionSignature()));
      ps.executeUpdate();
    }
  }

  @Override
  public Optional<LocatorEntry> recordSuccess(LocatorKey key, String questionSignature) {
    requireNonNull(key, "key");
    requireNonNull(questionSignature, "questionSignature");
    long now = clock.millis();
    return count(key, questionSignature, "UPDATE locator_entries SET consecutive_successes = consecutive_successes + 1, consecutive_failures = 0,"
        + " total_successes = total_successes + 1, standing = CASE WHEN consecutive_successes + 1 >= ? THEN 'PROMOTED' ELSE 'CANDIDATE' END,"
        + " last_used_at = ?, expires_at = ? WHERE key_id = ? AND question_signature = ? AND expires_at > ?",
        List.of(policy.promoteAfter(), now, now + policy.locatorTtl().toMillis(), key.id(), questionSignature, now), now);
  }

  @Override
  public Optional<LocatorEntry> recordFailure(LocatorKey key, String questionSignature) {
    requireNonNull(key, "key");
    requireNonNull(questionSignature, "questionSignature");
    long now = clock.millis();
    return count(key, questionSignature, "UPDATE locator_entries SET consecutive_failures = consecutive_failures + 1, consecutive_successes = 0,"
        + " standing = CASE WHEN consecutive_failures + 1 >= ? THEN 'DEMOTED' ELSE 'CANDIDATE' END,"
        + " last_used_at = ? WHERE key_id = ? AND question_signature = ? AND expires_at > ?",
        List.of(policy.demoteAfter(), now, key.id(), questionSignature, now), now);
  }

  private Optional<LocatorEntry> count(LocatorKey key, String questionSignature, String sql, List<?> params, long now) {
    return Jdbc.inTransaction(dataSource, where, "count a use in the locator cache", c -> {
      try (PreparedStatement ps = c.prepareStatement(sql)) {
        RunRows.bind(ps, params);
        if (ps.executeUpdate() == 0) {
          return Optional.<LocatorEntry>empty();
        }
      }
      return readLive(c, key.id(), questionSignature, now);
    });
  }

  @Override
  public boolean remove(LocatorKey key, String questionSignature) {
    requireNonNull(key, "key");
    requireNonNull(questionSignature, "questionSignature");
    return Jdbc.inTransaction(dataSource, where, "remove a locator entry", c -> {
      try (PreparedStatement ps = c.prepareStatement("DELETE FROM locator_entries WHERE key_id = ? AND question_signature = ?")) {
        ps.setString(1, key.id());
        ps.setString(2, questionSignature);
        return ps.executeUpdate() > 0;
      }
    });
  }

  @Override
  public int evictExpired() {
    long now = clock.millis();
    return Jdbc.inTransaction(dataSource, where, "evict expired locator entries", c -> {
      try (PreparedStatement ps = c.prepareStatement("DELETE FROM locator_entries WHERE expires_at <= ?")) {
        ps.setLong(1, now);
        return ps.executeUpdate();
      }
    });
  }

  @Override
  public int size() {
    return Jdbc.read(dataSource, where, "count locator entries", JdbcLocatorCacheStore::countAll);
  }

  @Override
  public MemoryPolicy policy() {
    return policy;
  }

  /** The store owns the pool; closing the cache releases nothing. */
  @Override
  public void close() {}

  @Override
  public String toString() {
    return "JdbcLocatorCacheStore[" + where + "]";
  }

  private static int countAll(Connection c) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM locator_entries"); ResultSet rs = ps.executeQuery()) {
      rs.next();
      return rs.getInt(1);
    }
  }

  /** Past the bound, deletes the least recently used entries down to it. */
  private void evictPastBound(Connection c) throws SQLException {
    int over = countAll(c) - policy.maxLocatorEntries();
    if (over <= 0) {
      return;
    }
    List<String[]> victims = new ArrayList<>();
    try (PreparedStatement ps = c.prepareStatement(
        "SELECT key_id, question_signature FROM locator_entries ORDER BY last_used_at, key_id, question_signature LIMIT " + over)) {
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          victims.add(new String[] {rs.getString(1), rs.getString(2)});
        }
      }
    }
    try (PreparedStatement ps = c.prepareStatement("DELETE FROM locator_entries WHERE key_id = ? AND question_signature = ?")) {
      for (String[] v : victims) {
        ps.setString(1, v[0]);
        ps.setString(2, v[1]);
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  private Optional<LocatorEntry> readLive(Connection c, String keyId, String questionSignature, long now) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM locator_entries WHERE key_id = ? AND question_signature = ? AND expires_at > ?")) {
      ps.setString(1, keyId);
      ps.setString(2, questionSignature);
      ps.setLong(3, now);
      List<LocatorEntry> found = readAll(ps);
      return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }
  }

  private List<LocatorEntry> readAll(PreparedStatement ps) throws SQLException {
    List<LocatorEntry> out = new ArrayList<>();
    try (ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        LocatorEntry e = read(rs);
        if (e != null) {
          out.add(e);
        }
      }
    }
    return out;
  }

  /** The entry under the cursor, or null (with a warning) when the row cannot be read. */
  private @Nullable LocatorEntry read(ResultSet rs) throws SQLException {
    try {
      LocatorKey key = new LocatorKey(rs.getString("host"), rs.getString("normalized_path"), rs.getString("page_signature"), rs.getString("pack_version"),
          rs.getString("planner_version"));
      if (!key.id().equals(rs.getString("key_id"))) {
        throw new IllegalArgumentException("its key fields do not hash to its key id");
      }
      ElementFingerprint fingerprint = readFingerprint(rs.getString("fingerprint"));
      if (fingerprint == null) {
        throw new IllegalArgumentException("its fingerprint is not readable JSON");
      }
      return new LocatorEntry(key, rs.getString("question_signature"), rs.getString("verb"), fingerprint, rs.getString("answered_by"),
          Standing.valueOf(rs.getString("standing")), rs.getInt("consecutive_successes"), rs.getInt("consecutive_failures"), rs.getInt("total_successes"),
          rs.getInt("heals"), Instant.ofEpochMilli(rs.getLong("created_at")), Instant.ofEpochMilli(rs.getLong("last_used_at")),
          Instant.ofEpochMilli(rs.getLong("expires_at")));
    } catch (RuntimeException e) {
      LOG.warn("skipping a locator cache row of {} that cannot be read ({}): it is ignored, and a new pick rewrites it", where, e.toString());
      return null;
    }
  }

  private static @Nullable ElementFingerprint readFingerprint(@Nullable String json) {
    if (json == null) {
      return null;
    }
    try {
      return JSON.readValue(json, ElementFingerprint.class);
    } catch (JsonProcessingException | RuntimeException e) {
      return null;
    }
  }

  private static String json(ElementFingerprint fingerprint) {
    try {
      return JSON.writeValueAsString(fingerprint);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a fingerprint always serializes", e);
    }
  }

  /** The fingerprint with every text through the redactor: page words pass, an e-mail address or a token in a label does not. */
  private ElementFingerprint conceal(ElementFingerprint f) {
    Map<String, String> attributes = new LinkedHashMap<>();
    f.attributes().forEach((k, v) -> attributes.put(k, redactor.redact(v)));
    return new ElementFingerprint(f.role(), redactor.redact(f.name()), redactor.redact(f.question()), attributes, redactor.redact(f.xpath()),
        redactor.redact(f.textAnchor()), f.position());
  }
}
