package dev.autopilot.store.internal;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.Trajectory;
import dev.autopilot.core.memory.TrajectoryFailure;
import dev.autopilot.core.memory.TrajectoryQuery;
import dev.autopilot.core.memory.TrajectoryStep;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.observability.Redactor;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Trajectory memory in the store's {@code trajectories} table (steps and failures as JSON) with
 * an index of each run's questions, on SQLite or PostgreSQL. Recall reads the runs of the same
 * site or sharing a question and ranks them by {@link TrajectoryQuery#score}. Questions and
 * reasons pass the store's redactor before they are written. Time comes only from the clock
 * given. Thread-safe.
 */
public final class JdbcTrajectoryStore implements TrajectoryStore {
  private static final Logger LOG = LoggerFactory.getLogger(JdbcTrajectoryStore.class);
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What the {@code body} column holds; {@code recordedAt} keeps the instant to the nanosecond
   * (ISO-8601) where the {@code recorded_at} column, which orders and expires, keeps milliseconds.
   */
  private record Body(List<TrajectoryStep> steps, List<TrajectoryFailure> failures, @Nullable String recordedAt) {}

  private final DataSource dataSource;
  private final MemoryPolicy policy;
  private final Clock clock;
  private final Redactor redactor;
  private final String where;

  /**
   * A trajectory store over the store's tables; made by {@link
   * dev.autopilot.store.Store#trajectories}.
   *
   * @param dataSource the store's pool, which the store owns and closes
   * @param policy how long trajectories are kept and how many of one site
   * @param clock the only source of time: when a trajectory is recorded and expires
   * @param redactor applied to questions and reasons before they are written
   * @param where the store, as {@link dev.autopilot.store.StoreConfig#where()} names it, for
   *     error messages
   */
  public JdbcTrajectoryStore(DataSource dataSource, MemoryPolicy policy, Clock clock, Redactor redactor, String where) {
    this.dataSource = requireNonNull(dataSource, "dataSource");
    this.policy = requireNonNull(policy, "policy");
    this.clock = requireNonNull(clock, "clock");
    this.redactor = requireNonNull(redactor, "redactor");
    this.where = requireNonNull(where, "where");
  }

  @Override
  public void record(Trajectory trajectory) {
    requireNonNull(trajectory, "trajectory");
    Trajectory t = conceal(trajectory);
    String id = UUID.randomUUID().toString();
    String body = json(new Body(t.steps(), t.failures(), t.recordedAt().toString()));
    Jdbc.write(dataSource, where, "record a trajectory", c -> {
      try (PreparedStatement ps = c.prepareStatement(
          "INSERT INTO trajectories (id, site, normalized_path, succeeded, outcome, recorded_at, body) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
        RunRows.bind(ps, List.of(id, t.site(), t.normalizedPath(), t.succeeded() ? 1 : 0, t.outcome(), t.recordedAt().toEpochMilli(), body));
        ps.executeUpdate();
      }
      try (PreparedStatement ps = c.prepareStatement("INSERT INTO trajectory_questions (trajectory_id, question_signature) VALUES (?, ?)")) {
        for (String q : t.questionSignatures()) {
          ps.setString(1, id);
          ps.setString(2, q);
          ps.addBatch();
        }
        ps.executeBatch();
      }
      List<String> older = new ArrayList<>();
      try (PreparedStatement ps = c.prepareStatement("SELECT id FROM trajectories WHERE site = ? ORDER BY recorded_at DESC, id DESC")) {
        ps.setString(1, t.site());
        try (ResultSet rs = ps.executeQuery()) {
          for (int n = 0; rs.next(); n++) {
            if (n >= policy.maxTrajectoriesPerSite()) {
              older.add(rs.getString(1));
            }
          }
        }
      }
      try (PreparedStatement ps = c.prepareStatement("DELETE FROM trajectories WHERE id = ?")) {
        for (String old : older) {
          ps.setString(1, old);
          ps.addBatch();
        }
        ps.executeBatch();
      }
    });
  }

  @Override
  public List<Trajectory> recall(TrajectoryQuery query) {
    requireNonNull(query, "query");
    long after = clock.millis() - policy.trajectoryTtl().toMillis();
    List<Object> params = new ArrayList<>(List.of(after, query.site()));
    StringBuilder sql = new StringBuilder("SELECT site, normalized_path, succeeded, outcome, recorded_at, body FROM trajectories WHERE recorded_at > ? AND (site = ?");
    if (!query.questionSignatures().isEmpty()) {
      sql.append(" OR id IN (SELECT trajectory_id FROM trajectory_questions WHERE question_signature IN (")
          .append(String.join(", ", java.util.Collections.nCopies(query.questionSignatures().size(), "?"))).append("))");
      params.addAll(query.questionSignatures());
    }
    sql.append(')');
    List<Trajectory> found = Jdbc.read(dataSource, where, "recall trajectories", c -> {
      try (PreparedStatement ps = c.prepareStatement(sql.toString())) {
        RunRows.bind(ps, params);
        List<Trajectory> out = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            Trajectory t = read(rs);
            if (t != null) {
              out.add(t);
            }
          }
        }
        return out;
      }
    });
    return found.stream()
        .filter(t -> query.score(t) > 0)
        .sorted(Comparator.comparingDouble(query::score).reversed().thenComparing(Trajectory::recordedAt, Comparator.reverseOrder()))
        .limit(query.limit())
        .toList();
  }

  @Override
  public int evictExpired() {
    long after = clock.millis() - policy.trajectoryTtl().toMillis();
    return Jdbc.inTransaction(dataSource, where, "evict expired trajectories", c -> {
      try (PreparedStatement ps = c.prepareStatement("DELETE FROM trajectories WHERE recorded_at <= ?")) {
        ps.setLong(1, after);
        return ps.executeUpdate();
      }
    });
  }

  @Override
  public int size() {
    return Jdbc.read(dataSource, where, "count trajectories", c -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM trajectories"); ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getInt(1);
      }
    });
  }

  @Override
  public MemoryPolicy policy() {
    return policy;
  }

  /** The store owns the pool; closing the memory releases nothing. */
  @Override
  public void close() {}

  @Override
  public String toString() {
    return "JdbcTrajectoryStore[" + where + "]";
  }

  /** The trajectory under the cursor, or null (with a warning) when the row cannot be read. */
  private @Nullable Trajectory read(ResultSet rs) throws SQLException {
    try {
      Body body = JSON.readValue(rs.getString("body"), Body.class);
      Instant recordedAt = body.recordedAt() == null ? Instant.ofEpochMilli(rs.getLong("recorded_at")) : Instant.parse(body.recordedAt());
      return new Trajectory(rs.getString("site"), rs.getString("normalized_path"), body.steps(), body.failures(), rs.getInt("succeeded") != 0,
          rs.getString("outcome"), recordedAt);
    } catch (JsonProcessingException | RuntimeException e) {
      LOG.warn("skipping a trajectory row of {} that cannot be read ({}): it is not recalled", where, e.toString());
      return null;
    }
  }

  private static String json(Body body) {
    try {
      return JSON.writeValueAsString(body);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a trajectory always serializes", e);
    }
  }

  /** The trajectory with its page words and reasons through the redactor. */
  private Trajectory conceal(Trajectory t) {
    List<TrajectoryStep> steps = t.steps().stream()
        .map(s -> new TrajectoryStep(s.questionSignature(), redactor.redact(s.question()), s.role(), s.verb(), s.route(), s.answeredBy(), s.technique()))
        .toList();
    List<TrajectoryFailure> failures = t.failures().stream()
        .map(f -> new TrajectoryFailure(f.questionSignature(), redactor.redact(f.semanticKey()), f.verb(), redactor.redact(f.reason()), f.resolvedBy()))
        .toList();
    return new Trajectory(t.site(), t.normalizedPath(), steps, failures, t.succeeded(), t.outcome(), t.recordedAt());
  }
}
