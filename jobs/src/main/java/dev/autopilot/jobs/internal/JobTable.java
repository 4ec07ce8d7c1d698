package dev.autopilot.jobs.internal;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.jobs.JobRecord;
import dev.autopilot.jobs.JobStatus;
import dev.autopilot.jobs.RunRequest;
import dev.autopilot.fsm.prepare.PreparedPlan;
import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jspecify.annotations.Nullable;

/**
 * The {@code autopilot_run_requests} table: each statement is one transaction, and every change of
 * state is a conditional update, so two workers can never both move a request out of a state.
 * Thread-safe.
 */
public final class JobTable {
  /** db-scheduler's execution table, created by this module's migration. */
  public static final String SCHEDULER_TABLE = "autopilot_scheduled_tasks";

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String COLUMNS = "request_id, status, attempts, worker, submit_started_at, final_state, reason_code, detail, created_at, updated_at";

  private final DataSource dataSource;
  private final Clock clock;

  /**
   * The table on this database.
   *
   * @param dataSource a PostgreSQL pool; each call borrows one connection and returns it
   * @param clock the time written to {@code created_at}, {@code updated_at} and the claims
   */
  public JobTable(DataSource dataSource, Clock clock) {
    this.dataSource = requireNonNull(dataSource, "dataSource");
    this.clock = requireNonNull(clock, "clock");
  }

  /**
   * Creates or updates the module's tables (its own Flyway history, beside any other).
   *
   * @param dataSource a PostgreSQL pool whose user may create tables
   * @throws org.flywaydb.core.api.FlywayException when a migration fails
   */
  public static void migrate(DataSource dataSource) {
    Flyway.configure()
        .dataSource(dataSource)
        .table("autopilot_jobs_schema_history")
        .locations("classpath:dev/autopilot/jobs/migration")
        .baselineOnMigrate(true)
        .baselineVersion("0")
        .load()
        .migrate();
  }

  /**
   * Inserts a new request as queued, with no attempt yet.
   *
   * @param request the request, stored as it is (plan and phrase included)
   * @return true when it was inserted; false when a request with its id exists (whatever its
   *     state), which is left as it is
   * @throws SQLException when the database fails
   */
  public boolean insert(RunRequest request) throws SQLException {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("INSERT INTO autopilot_run_requests (request_id, goal, start_url, lane, attributes, status, "
            + "attempts, created_at, updated_at, plan, confirmation_phrase) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?) ON CONFLICT (request_id) DO NOTHING")) {
      Timestamp now = now();
      s.setString(1, request.requestId());
      s.setString(2, request.goal());
      s.setString(3, request.startUrl().toString());
      s.setString(4, request.lane());
      s.setString(5, json(request.attributes()));
      s.setString(6, JobStatus.QUEUED.name());
      s.setTimestamp(7, now);
      s.setTimestamp(8, now);
      PreparedPlan plan = request.plan();
      s.setString(9, plan == null ? null : plan.toJson());
      s.setString(10, request.confirmationPhrase());
      return s.executeUpdate() == 1;
    }
  }

  /**
   * The request itself, as enqueued.
   *
   * @param requestId the request's id
   * @return the request; empty when no request has this id
   * @throws SQLException when the database fails
   */
  public Optional<RunRequest> request(String requestId) throws SQLException {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("SELECT goal, start_url, lane, attributes, plan, confirmation_phrase FROM autopilot_run_requests WHERE request_id = ?")) {
      s.setString(1, requestId);
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        String plan = r.getString(5);
        return Optional.of(new RunRequest(requestId, r.getString(1), URI.create(r.getString(2)), r.getString(3), attributes(r.getString(4)),
            plan == null ? null : PreparedPlan.fromJson(plan), r.getString(6)));
      }
    }
  }

  /**
   * Starts an attempt: counts it, names the worker and sets the request running, unless the
   * request has ended.
   *
   * @param requestId the request's id
   * @param worker the name of the worker starting the attempt
   * @return the record after the claim; empty when the request is unknown or ended (it must not
   *     run again)
   * @throws SQLException when the database fails
   */
  public Optional<JobRecord> claim(String requestId, String worker) throws SQLException {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("UPDATE autopilot_run_requests SET status = ?, attempts = attempts + 1, worker = ?, updated_at = ? "
            + "WHERE request_id = ? AND status IN (?, ?, ?) RETURNING " + COLUMNS)) {
      s.setString(1, JobStatus.RUNNING.name());
      s.setString(2, worker);
      s.setTimestamp(3, now());
      s.setString(4, requestId);
      s.setString(5, JobStatus.QUEUED.name());
      s.setString(6, JobStatus.RUNNING.name());
      s.setString(7, JobStatus.RETRYING.name());
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.of(record(r)) : Optional.empty();
      }
    }
  }

  /**
   * Notes that a run of the request reached the submit step; kept for good (a second call keeps
   * the first time).
   *
   * @param requestId the request's id; an unknown one changes nothing
   * @throws SQLException when the database fails
   */
  public void markSubmitStarted(String requestId) throws SQLException {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement(
            "UPDATE autopilot_run_requests SET submit_started_at = COALESCE(submit_started_at, ?), updated_at = ? WHERE request_id = ?")) {
      Timestamp now = now();
      s.setTimestamp(1, now);
      s.setTimestamp(2, now);
      s.setString(3, requestId);
      s.executeUpdate();
    }
  }

  /**
   * Moves a running request to {@code status} with what its attempt ended in. A request that is
   * not running (ended, or taken back by another worker) is left as it is.
   *
   * @param requestId the request's id
   * @param status the new status: a terminal one, or {@link JobStatus#RETRYING}
   * @param finalState the run's final state; null when no run ended
   * @param reasonCode why it did not end done; null when it did
   * @param detail a redacted explanation, cut to 500 characters; null for none
   * @throws SQLException when the database fails
   */
  public void finish(String requestId, JobStatus status, @Nullable String finalState, @Nullable String reasonCode, @Nullable String detail)
      throws SQLException {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("UPDATE autopilot_run_requests SET status = ?, final_state = ?, reason_code = ?, detail = ?, "
            + "updated_at = ? WHERE request_id = ? AND status = ?")) {
      s.setString(1, status.name());
      s.setString(2, finalState);
      s.setString(3, reasonCode);
      s.setString(4, detail == null ? null : detail.length() > 500 ? detail.substring(0, 500) : detail);
      s.setTimestamp(5, now());
      s.setString(6, requestId);
      s.setString(7, JobStatus.RUNNING.name());
      s.executeUpdate();
    }
  }

  /**
   * Claims a prepared plan for good; a unique key decides between workers.
   *
   * @param planId the plan's id
   * @return true the first time; false ever after, for every caller on the database
   * @throws SQLException when the database fails; the plan is then not claimed by this call
   */
  public boolean claimPlan(String planId) throws SQLException {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("INSERT INTO autopilot_plan_claims (plan_id, claimed_at) VALUES (?, ?) ON CONFLICT (plan_id) DO NOTHING")) {
      s.setString(1, planId);
      s.setTimestamp(2, now());
      return s.executeUpdate() == 1;
    }
  }

  /**
   * One request's record.
   *
   * @param requestId the request's id
   * @return what became of it; empty when no request has this id
   * @throws SQLException when the database fails
   */
  public Optional<JobRecord> find(String requestId) throws SQLException {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM autopilot_run_requests WHERE request_id = ?")) {
      s.setString(1, requestId);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.of(record(r)) : Optional.empty();
      }
    }
  }

  /**
   * Every request's record, oldest first.
   *
   * @return every record, ended ones included; empty when none was ever enqueued
   * @throws SQLException when the database fails
   */
  public List<JobRecord> all() throws SQLException {
    List<JobRecord> all = new ArrayList<>();
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM autopilot_run_requests ORDER BY created_at, request_id");
        ResultSet r = s.executeQuery()) {
      while (r.next()) {
        all.add(record(r));
      }
    }
    return all;
  }

  private static JobRecord record(ResultSet r) throws SQLException {
    return new JobRecord(r.getString("request_id"), JobStatus.valueOf(r.getString("status")), r.getInt("attempts"), r.getString("worker"),
        r.getTimestamp("submit_started_at") != null, r.getString("final_state"), r.getString("reason_code"), r.getString("detail"),
        r.getTimestamp("created_at").toInstant(), r.getTimestamp("updated_at").toInstant());
  }

  private Timestamp now() {
    return Timestamp.from(clock.instant());
  }

  private static String json(Map<String, String> attributes) {
    try {
      return JSON.writeValueAsString(attributes);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("string attributes could not be written", e);
    }
  }

  private static Map<String, String> attributes(String json) {
    try {
      Map<String, String> read = JSON.readValue(json, new TypeReference<Map<String, String>>() {});
      if (read == null) {
        throw new IllegalStateException("the attributes of a run request are JSON null, not an object of strings");
      }
      return read;
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the attributes of a run request are not a JSON object of strings", e);
    }
  }
}
