package dev.autopilot.store;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.observability.RedactedEvents;
import dev.autopilot.observability.Redactor;
import dev.autopilot.store.internal.Jdbc;
import dev.autopilot.store.internal.RunRows;
import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes each event of a run to the run store, in one transaction per event: the event's
 * redacted line, and the run row's columns the event changes. Thread-safe; never throws.
 */
final class RunStoreSink implements EventSink {
  private static final Logger LOG = LoggerFactory.getLogger(RunStoreSink.class);
  private static final int MAX_SNIPPET = 500;

  private final javax.sql.DataSource dataSource;
  private final Redactor redactor;
  private final Supplier<String> where;
  private final AtomicLong failures = new AtomicLong();

  RunStoreSink(javax.sql.DataSource dataSource, Redactor redactor, Supplier<String> where) {
    this.dataSource = dataSource;
    this.redactor = redactor;
    this.where = where;
  }

  @Override
  public void accept(EventEnvelope event) {
    try {
      write(event);
    } catch (RuntimeException e) {
      long n = failures.incrementAndGet();
      if (n == 1) {
        LOG.warn("the run store could not write event {} of run {} to {}; the run goes on, later failures are logged at debug level", event.seq(),
            event.requestId(), where.get(), e);
      } else {
        LOG.debug("the run store could not write event {} of run {} (failure #{}): {}", event.seq(), event.requestId(), n, e.toString());
      }
    }
  }

  private void write(EventEnvelope event) {
    String payload = RedactedEvents.payload(event, redactor);
    Jdbc.write(dataSource, where.get(), "write event " + event.seq() + " of run " + event.requestId(), c -> {
      if (event.event() instanceof RunEvent.RunStarted started) {
        start(c, event, started);
      }
      Update update = new Update();
      update.set("updated_at", event.timestamp().toEpochMilli());
      update.set("current_state", event.state().name());
      update.raw("event_count = event_count + 1");
      columns(event.event(), event, update);
      if (update.run(c, event.requestId()) == 0) {
        // the sink was added after the run began, or its start could not be written: a row all the same
        start(c, event, new RunEvent.RunStarted("", "", java.util.Map.of()));
        update.run(c, event.requestId());
      }
      try (PreparedStatement ps = c.prepareStatement(
          "INSERT INTO run_events (request_id, seq, at, state, step, action_id, type, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
              + " ON CONFLICT (request_id, seq) DO NOTHING")) {
        RunRows.bind(ps, java.util.Arrays.asList(event.requestId(), event.seq(), event.timestamp().toEpochMilli(), event.state().name(), event.step(),
            event.actionId(), event.type(), payload));
        ps.executeUpdate();
      }
    });
  }

  /** Writes the run's row as it starts; a request id seen before starts afresh. */
  private void start(Connection c, EventEnvelope event, RunEvent.RunStarted started) throws SQLException {
    try (PreparedStatement events = c.prepareStatement("DELETE FROM run_events WHERE request_id = ?")) {
      events.setString(1, event.requestId());
      events.executeUpdate();
    }
    long at = event.timestamp().toEpochMilli();
    String sql = "INSERT INTO runs (request_id, status, host, start_url, started_at, updated_at, current_state, retry_count, loop_guards, failed_actions, event_count)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0)"
        + " ON CONFLICT (request_id) DO UPDATE SET status = excluded.status, host = excluded.host, start_url = excluded.start_url,"
        + " started_at = excluded.started_at, updated_at = excluded.updated_at, current_state = excluded.current_state, ended_at = NULL, final_state = NULL,"
        + " failure_class = NULL, failure_code = NULL, failure_message = NULL, retry_count = 0, loop_guards = 0, failed_actions = 0, last_error_snippet = NULL,"
        + " last_outcome_class = NULL, last_outcome_code = NULL, last_outcome_at = NULL, steps = NULL, actions = NULL, unverified_actions = NULL,"
        + " submit_attempts = NULL, snapshots = NULL, screenshots = NULL, model_calls = NULL, model_input_tokens = NULL, model_output_tokens = NULL,"
        + " vision_calls = NULL, elapsed_ms = NULL, event_count = 0";
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      RunRows.bind(ps, List.of(event.requestId(), RunStatus.RUNNING.name(), host(started.startUrl()), redactor.redact(started.startUrl()), at, at,
          event.state().name()));
      ps.executeUpdate();
    }
  }

  /** The row's columns this event changes, besides its time, state and count. */
  private void columns(RunEvent payload, EventEnvelope event, Update update) {
    long at = event.timestamp().toEpochMilli();
    if (payload instanceof RunEvent.ActionExecuted executed && !executed.performed()) {
      update.set("last_error_snippet", snippet(executed.action().verb() + " " + executed.semanticKey() + ": "
          + (executed.errorCode() == null ? "" : executed.errorCode() + " ") + executed.detail()));
    } else if (payload instanceof RunEvent.ActionVerified verified && !verified.verified()) {
      update.raw("failed_actions = failed_actions + 1");
      update.set("last_error_snippet", snippet(verified.verb() + " " + verified.semanticKey() + ": " + verified.reason()));
    } else if (payload instanceof RunEvent.SemanticLoopGuard guard) {
      update.raw("loop_guards = loop_guards + 1");
      update.set("last_error_snippet", snippet("loop guard on " + guard.semanticKey() + " after " + guard.failures() + " failures: " + guard.reason()));
    } else if (payload instanceof RunEvent.SubmissionOutcomeClassified classified) {
      SubmissionOutcome outcome = classified.outcome();
      update.set("last_outcome_class", outcome.outcomeClass().wireName());
      update.set("last_outcome_code", redactor.redact(outcome.code()));
      update.set("last_outcome_at", at);
      if (!outcome.isSuccess()) {
        update.set("last_error_snippet", snippet(outcome.outcomeClass().wireName() + " " + outcome.code() + ": " + outcome.evidenceSnippet()));
      }
    } else if (payload instanceof RunEvent.RetryPolicyApplied retry) {
      switch (retry.decision()) {
        case RETRY, FIX_AND_RESUBMIT, REPLAN -> update.raw("retry_count = retry_count + 1");
        default -> {}
      }
    } else if (payload instanceof RunEvent.RunFinished finished) {
      finish(finished, at, update);
    }
  }

  private void finish(RunEvent.RunFinished finished, long at, Update update) {
    boolean done = finished.finalState() == RunState.DONE;
    update.set("status", (done ? RunStatus.DONE : RunStatus.MANUAL_REQUIRED).name());
    update.set("ended_at", at);
    update.set("final_state", finished.finalState().name());
    ManualReason reason = finished.manualReason();
    SubmissionOutcome outcome = finished.outcome();
    if (!done) {
      update.set("failure_class", outcome != null && !outcome.isSuccess() ? outcome.outcomeClass().wireName() : "manual_required");
      if (reason != null) {
        update.set("failure_code", reason.code().name());
        update.set("failure_message", snippet(reason.message()));
        update.set("last_error_snippet", snippet(reason.code().name() + ": " + reason.message()));
      } else {
        update.set("failure_code", "UNKNOWN");
      }
    }
    if (outcome != null) {
      update.set("last_outcome_class", outcome.outcomeClass().wireName());
      update.set("last_outcome_code", redactor.redact(outcome.code()));
    }
    RunCounters c = finished.counters();
    update.set("steps", c.steps());
    update.set("actions", c.actions());
    update.set("unverified_actions", c.unverifiedActions());
    update.set("submit_attempts", c.submitAttempts());
    update.set("snapshots", c.snapshots());
    update.set("screenshots", c.screenshots());
    update.set("model_calls", c.model().calls());
    update.set("model_input_tokens", c.model().inputTokens());
    update.set("model_output_tokens", c.model().outputTokens());
    update.set("vision_calls", c.model().visionCalls());
    update.set("elapsed_ms", c.elapsedMillis());
  }

  private String snippet(String text) {
    String one = redactor.redact(text).replaceAll("\\s+", " ").strip();
    return one.length() <= MAX_SNIPPET ? one : one.substring(0, MAX_SNIPPET - 1) + "…";
  }

  private static String host(String url) {
    try {
      String host = URI.create(url.strip()).getHost();
      return host == null ? "" : host.toLowerCase(Locale.ROOT);
    } catch (IllegalArgumentException e) {
      return "";
    }
  }

  /** An UPDATE of one run row, built column by column. */
  private static final class Update {
    private final List<String> sets = new ArrayList<>();
    private final List<@Nullable Object> params = new ArrayList<>();

    void set(String column, @Nullable Object value) {
      sets.add(column + " = ?");
      params.add(value);
    }

    void raw(String assignment) {
      sets.add(assignment);
    }

    int run(Connection c, String requestId) throws SQLException {
      try (PreparedStatement ps = c.prepareStatement("UPDATE runs SET " + String.join(", ", sets) + " WHERE request_id = ?")) {
        List<@Nullable Object> all = new ArrayList<>(params);
        all.add(requestId);
        RunRows.bind(ps, all);
        return ps.executeUpdate();
      }
    }
  }
}
