package dev.autopilot.store.internal;

import dev.autopilot.store.RunRecord;
import dev.autopilot.store.RunStatus;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Reads a {@code runs} row and binds statement parameters. Stateless. */
public final class RunRows {
  private RunRows() {}

  /**
   * The row under the cursor.
   *
   * @param rs a result of {@code SELECT * FROM runs}, positioned on a row; the cursor is not
   *     moved
   * @return the run; its counters are null when the run has not finished
   * @throws IllegalArgumentException when the row holds a status this release does not know, or
   *     misses a required value
   * @throws SQLException when a column cannot be read
   */
  public static RunRecord read(ResultSet rs) throws SQLException {
    RunRecord.Counters counters = null;
    Integer steps = intOrNull(rs, "steps");
    if (steps != null) {
      counters = new RunRecord.Counters(steps, rs.getInt("actions"), rs.getInt("unverified_actions"), rs.getInt("submit_attempts"), rs.getInt("snapshots"),
          rs.getInt("screenshots"), rs.getInt("model_calls"), rs.getLong("model_input_tokens"), rs.getLong("model_output_tokens"), rs.getInt("vision_calls"),
          rs.getLong("elapsed_ms"));
    }
    String status = rs.getString("status");
    if (status == null) {
      throw new IllegalArgumentException("no status");
    }
    return new RunRecord(
        rs.getString("request_id"),
        RunStatus.valueOf(status),
        requireText(rs, "host"),
        requireText(rs, "start_url"),
        Instant.ofEpochMilli(rs.getLong("started_at")),
        Instant.ofEpochMilli(rs.getLong("updated_at")),
        instantOrNull(rs, "ended_at"),
        requireText(rs, "current_state"),
        rs.getString("final_state"),
        rs.getString("failure_class"),
        rs.getString("failure_code"),
        rs.getString("failure_message"),
        rs.getInt("retry_count"),
        rs.getInt("loop_guards"),
        rs.getInt("failed_actions"),
        rs.getString("last_error_snippet"),
        rs.getString("last_outcome_class"),
        rs.getString("last_outcome_code"),
        instantOrNull(rs, "last_outcome_at"),
        counters,
        rs.getInt("event_count"));
  }

  /**
   * Binds the parameters in order: integers and longs as numbers, null as a text null, anything
   * else (booleans included) as its {@code toString()}.
   *
   * @param ps the statement, whose placeholders match {@code params} in number and order
   * @param params the values, bound to placeholders 1, 2, ...
   * @throws SQLException when the statement refuses a value
   */
  public static void bind(PreparedStatement ps, List<?> params) throws SQLException {
    for (int i = 0; i < params.size(); i++) {
      Object p = params.get(i);
      if (p == null) {
        ps.setNull(i + 1, Types.VARCHAR);
      } else if (p instanceof Integer n) {
        ps.setInt(i + 1, n);
      } else if (p instanceof Long n) {
        ps.setLong(i + 1, n);
      } else {
        ps.setString(i + 1, p.toString());
      }
    }
  }

  private static String requireText(ResultSet rs, String column) throws SQLException {
    String value = rs.getString(column);
    if (value == null) {
      throw new IllegalArgumentException("no " + column);
    }
    return value;
  }

  private static @Nullable Integer intOrNull(ResultSet rs, String column) throws SQLException {
    int value = rs.getInt(column);
    return rs.wasNull() ? null : value;
  }

  private static @Nullable Instant instantOrNull(ResultSet rs, String column) throws SQLException {
    long value = rs.getLong(column);
    return rs.wasNull() ? null : Instant.ofEpochMilli(value);
  }
}
