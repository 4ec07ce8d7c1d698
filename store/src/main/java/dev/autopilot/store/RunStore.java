package dev.autopilot.store;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.store.StoreUnavailableException.Reason;
import dev.autopilot.store.internal.Jdbc;
import dev.autopilot.store.internal.RunRows;
import dev.autopilot.store.internal.TraceLines;
import dev.autopilot.observability.Redactor;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The run store: one row per run with its status, failure fields and counters, and one redacted
 * line per event, queryable across runs.
 *
 * <p>{@link #eventSink()} writes them: the row when a run starts (so a run killed mid-way leaves
 * a row that says it never finished), its failure fields as events come, its end and counters
 * when it finishes. Add it to the orchestrator with {@code addEventSink}. The queries read them;
 * {@link dev.autopilot.store.http.DiagnosticsApi} serves the same over HTTP.
 *
 * <p>Thread-safe; one instance serves every run of the store. Queries throw {@link
 * StoreUnavailableException} with {@link Reason#DATABASE_FAILED} when the database fails under
 * them; a stored row that cannot be read (a value this release does not know, a damaged row) is
 * skipped with a warning, never thrown.
 */
public final class RunStore {
  private static final Logger LOG = LoggerFactory.getLogger(RunStore.class);

  private final DataSource dataSource;
  private final StoreConfig.Kind kind;
  private final Redactor redactor;
  private final Clock clock;
  private final RunStoreSink sink;

  RunStore(DataSource dataSource, StoreConfig.Kind kind, Redactor redactor, Clock clock) {
    this.dataSource = dataSource;
    this.kind = kind;
    this.redactor = redactor;
    this.clock = clock;
    this.sink = new RunStoreSink(dataSource, redactor, this::where);
  }

  /**
   * The sink that writes every run's row and events, through the store's redactor. It never
   * throws: a write that fails is logged (the first as a warning) and the run goes on.
   *
   * @return the store's one sink, shared by every run; add it to each orchestrator that should
   *     be recorded
   */
  public EventSink eventSink() {
    return sink;
  }

  /**
   * The runs the filter selects, newest first.
   *
   * @param filter the conditions and the limit; {@link RunFilter#all()} for the newest runs
   * @return at most {@link RunFilter#limit()} runs, newest start first; empty when none matches;
   *     rows that cannot be read are left out
   * @throws StoreUnavailableException when the database fails
   */
  public List<RunRecord> list(RunFilter filter) {
    requireNonNull(filter, "filter");
    StringBuilder sql = new StringBuilder("SELECT * FROM runs WHERE 1=1");
    List<Object> params = new ArrayList<>();
    if (filter.status() != null) {
      sql.append(" AND status = ?");
      params.add(filter.status().name());
    }
    if (filter.failureCode() != null) {
      sql.append(" AND failure_code = ?");
      params.add(filter.failureCode());
    }
    if (filter.host() != null) {
      sql.append(" AND host = ?");
      params.add(filter.host().toLowerCase(java.util.Locale.ROOT));
    }
    if (filter.since() != null) {
      sql.append(" AND started_at >= ?");
      params.add(filter.since().toEpochMilli());
    }
    if (filter.until() != null) {
      sql.append(" AND started_at < ?");
      params.add(filter.until().toEpochMilli());
    }
    sql.append(" ORDER BY started_at DESC, request_id LIMIT ").append(filter.limit());
    return query("list runs", sql.toString(), params, rs -> {
      List<RunRecord> runs = new ArrayList<>();
      while (rs.next()) {
        RunRecord run = readRow(rs);
        if (run != null) {
          runs.add(run);
        }
      }
      return runs;
    });
  }

  /**
   * One run's diagnostics.
   *
   * @param requestId the run's request id, as its events carry it
   * @return the run; empty when the store has no run of that id, or its row cannot be read
   * @throws StoreUnavailableException when the database fails
   */
  public Optional<RunRecord> diagnostics(String requestId) {
    requireNonNull(requestId, "requestId");
    return query("read a run", "SELECT * FROM runs WHERE request_id = ?", List.of(requestId), rs -> rs.next() ? Optional.ofNullable(readRow(rs)) : Optional.empty());
  }

  /**
   * Failures by failure code among runs started at or after {@code since} (all runs when null),
   * most frequent first: each with how many runs, the newest run's time and id.
   *
   * @param since the earliest start time counted, inclusive; null to count every stored run
   * @return one entry per failure code; empty when no run in the period failed
   * @throws StoreUnavailableException when the database fails
   */
  public List<FailureStat> failureStats(@Nullable Instant since) {
    long from = since == null ? Long.MIN_VALUE : since.toEpochMilli();
    String sql = "SELECT r.failure_code, r.failure_class, r.started_at, r.request_id, c.n FROM runs r"
        + " JOIN (SELECT failure_code, COUNT(*) AS n, MAX(started_at) AS last_at FROM runs WHERE failure_code IS NOT NULL AND started_at >= ? GROUP BY failure_code) c"
        + " ON r.failure_code = c.failure_code AND r.started_at = c.last_at"
        + " ORDER BY c.n DESC, r.failure_code, r.request_id";
    return query("count failures", sql, List.of(from), rs -> {
      List<FailureStat> stats = new ArrayList<>();
      java.util.Set<String> seen = new java.util.HashSet<>();
      while (rs.next()) {
        String code = rs.getString(1);
        if (!seen.add(code)) {
          continue;
        }
        String failureClass = rs.getString(2);
        stats.add(new FailureStat(code, failureClass == null ? "unknown" : failureClass, rs.getInt(5), Instant.ofEpochMilli(rs.getLong(3)), rs.getString(4)));
      }
      return stats;
    });
  }

  /**
   * A run's events, compressed (see {@link TraceSummary}); empty when the store has no run of
   * that id. An event line that cannot be read is skipped with a warning.
   *
   * @param requestId the run's request id, as its events carry it
   * @return the summary; empty when the store has no run of that id
   * @throws StoreUnavailableException when the database fails
   */
  public Optional<TraceSummary> traceSummary(String requestId) {
    requireNonNull(requestId, "requestId");
    Optional<RunRecord> run = diagnostics(requestId);
    if (run.isEmpty()) {
      return Optional.empty();
    }
    TraceLines lines = new TraceLines(requestId);
    query("read a run's events", "SELECT seq, at, state, step, action_id, type, payload FROM run_events WHERE request_id = ? ORDER BY seq",
        List.of(requestId), rs -> {
          while (rs.next()) {
            lines.add(rs.getLong(1), Instant.ofEpochMilli(rs.getLong(2)), rs.getString(3), rs.getInt(4), rs.getString(6), rs.getString(7));
          }
          return lines;
        });
    return Optional.of(lines.summary(run.get().status()));
  }

  /**
   * Marks as {@link RunStatus#ABANDONED} every run still {@link RunStatus#RUNNING} whose latest
   * event is older than {@code quietFor}: its process was killed or lost the store. Its failure
   * code becomes {@code INTERRUPTED}. Choose a period longer than any run's wall-time budget.
   *
   * @param quietFor how long a running run may go without an event before it counts as
   *     abandoned, measured back from the store's clock
   * @return how many runs were marked
   * @throws StoreUnavailableException when the database fails
   */
  public int markAbandoned(Duration quietFor) {
    requireNonNull(quietFor, "quietFor");
    long now = clock.millis();
    long before = now - quietFor.toMillis();
    return update("mark abandoned runs",
        "UPDATE runs SET status = ?, ended_at = updated_at, failure_class = 'interrupted', failure_code = 'INTERRUPTED',"
            + " failure_message = 'the run stopped sending events before it finished: its process was killed or lost the store' WHERE status = ? AND updated_at < ?",
        List.of(RunStatus.ABANDONED.name(), RunStatus.RUNNING.name(), before));
  }

  /**
   * Deletes the runs that ended (finished or abandoned) before {@code before}, with their
   * events: the run store's expiry. Running runs are kept.
   *
   * @param before the exclusive bound on the end time; runs that ended at or after it are kept
   * @return how many runs were deleted
   * @throws StoreUnavailableException when the database fails
   */
  public int deleteEndedBefore(Instant before) {
    requireNonNull(before, "before");
    long at = before.toEpochMilli();
    return inTransaction("delete old runs", c -> {
      try (PreparedStatement events = c.prepareStatement("DELETE FROM run_events WHERE request_id IN (SELECT request_id FROM runs WHERE ended_at IS NOT NULL AND ended_at < ?)");
          PreparedStatement runs = c.prepareStatement("DELETE FROM runs WHERE ended_at IS NOT NULL AND ended_at < ?")) {
        events.setLong(1, at);
        events.executeUpdate();
        runs.setLong(1, at);
        return runs.executeUpdate();
      }
    });
  }

  private @Nullable RunRecord readRow(ResultSet rs) throws SQLException {
    String id = rs.getString("request_id");
    try {
      return RunRows.read(rs);
    } catch (RuntimeException e) {
      LOG.warn("skipping the stored run {} of {}: its row cannot be read ({}); delete it or upgrade autopilot-store", id, where(), e.toString());
      return null;
    }
  }

  private String where() {
    return kind == StoreConfig.Kind.SQLITE ? "the SQLite store" : "the PostgreSQL store";
  }

  interface Reader<T> {
    T read(ResultSet rs) throws SQLException;
  }

  private <T> T query(String what, String sql, List<?> params, Reader<T> reader) {
    return Jdbc.read(dataSource, where(), what, c -> {
      try (PreparedStatement ps = c.prepareStatement(sql)) {
        RunRows.bind(ps, params);
        try (ResultSet rs = ps.executeQuery()) {
          return reader.read(rs);
        }
      }
    });
  }

  private int update(String what, String sql, List<?> params) {
    return inTransaction(what, c -> {
      try (PreparedStatement ps = c.prepareStatement(sql)) {
        RunRows.bind(ps, params);
        return ps.executeUpdate();
      }
    });
  }

  private <T> T inTransaction(String what, Jdbc.Work<T> work) {
    return Jdbc.inTransaction(dataSource, where(), what, work);
  }
}
