package dev.autopilot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.LocatorCacheUsed.CacheOutcome;
import dev.autopilot.testkit.MutableClock;
import dev.autopilot.testkit.SampleRun;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run store (on SQLite; on PostgreSQL in {@link PostgresRunStoreIT}): rows written as runs go, their failure fields, queries, expiry, robustness, no personal data. */
class RunStoreTest {
  @TempDir Path dir;
  MutableClock clock;
  Store store;
  EventSink sink;

  /** The store under test: a SQLite file here; {@link PostgresRunStoreIT} runs the same tests on PostgreSQL. */
  StoreConfig config() {
    return TestSqlite.in(dir);
  }

  @BeforeEach
  void open() {
    clock = new MutableClock(SampleRun.START.plus(Duration.ofHours(1)));
    store = Store.open(config(), clock);
    sink = store.runs().eventSink();
  }

  @AfterEach
  void close() {
    store.close();
  }

  private void feed(List<EventEnvelope> events) {
    events.forEach(sink::accept);
  }

  @Test
  void aRunThatEndsDoneHasItsRowCountersAndEvents() {
    List<EventEnvelope> events = Runs.done("run-done", Duration.ZERO);
    feed(events);
    RunRecord run = store.runs().diagnostics("run-done").orElseThrow();
    assertEquals(RunStatus.DONE, run.status());
    assertEquals("127.0.0.1", run.host());
    assertEquals(SampleRun.START, run.startedAt());
    assertEquals(events.get(events.size() - 1).timestamp(), run.endedAt());
    assertEquals("DONE", run.finalState());
    assertNull(run.failureClass());
    assertNull(run.failureCode());
    assertEquals(0, run.retryCount());
    assertEquals(1, run.loopGuards(), "the radio's loop guard");
    assertEquals(1, run.failedActions(), "the radio that did not hold");
    assertEquals("success_confirmed", run.lastOutcomeClass());
    assertEquals("CONFIRMATION_TEXT", run.lastOutcomeCode());
    assertNotNull(run.lastOutcomeAt());
    assertEquals(3, run.counters().steps());
    assertEquals(6, run.counters().snapshots());
    assertEquals(events.size(), run.eventCount());
  }

  @Test
  void aStoppedRunHasItsFailureFieldsRedacted() {
    feed(Runs.blocked("run-blocked", Duration.ZERO));
    RunRecord run = store.runs().diagnostics("run-blocked").orElseThrow();
    assertEquals(RunStatus.MANUAL_REQUIRED, run.status());
    assertEquals("external_blocked", run.failureClass());
    assertEquals("SUBMIT_BLOCKED", run.failureCode());
    assertEquals(1, run.retryCount(), "one retry, then the stop");
    assertEquals("external_blocked", run.lastOutcomeClass());
    assertEquals("SPAM_BLOCKED", run.lastOutcomeCode());
    assertTrue(run.lastErrorSnippet().startsWith("SUBMIT_BLOCKED: the site blocked the submit twice"), run.lastErrorSnippet());
    assertTrue(run.lastErrorSnippet().contains("[email]"), run.lastErrorSnippet());
    assertFalse(run.failureMessage().contains(SampleRun.EMAIL));
    assertEquals(2, run.counters().modelCalls());
  }

  @Test
  void aRunKilledMidWayLeavesARowSayingSoAndIsMarkedAbandonedOnceQuiet() {
    List<EventEnvelope> events = Runs.killedAfter("run-killed", 12, Duration.ZERO);
    feed(events);
    RunRecord running = store.runs().diagnostics("run-killed").orElseThrow();
    assertEquals(RunStatus.RUNNING, running.status());
    assertNull(running.endedAt());
    assertEquals("FILL", running.currentState());
    assertEquals(12, running.eventCount());
    assertEquals(0, store.runs().markAbandoned(Duration.ofHours(2)), "not quiet long enough");
    assertEquals(1, store.runs().markAbandoned(Duration.ofMinutes(30)));
    RunRecord abandoned = store.runs().diagnostics("run-killed").orElseThrow();
    assertEquals(RunStatus.ABANDONED, abandoned.status());
    assertEquals("interrupted", abandoned.failureClass());
    assertEquals("INTERRUPTED", abandoned.failureCode());
    assertEquals(events.get(11).timestamp(), abandoned.endedAt(), "it ended with its last event");
  }

  @Test
  void runsAreListedNewestFirstAndFiltered() {
    feed(Runs.done("a-done", Duration.ZERO));
    feed(Runs.blocked("b-blocked", Duration.ofMinutes(1)));
    feed(Runs.blocked("c-blocked", Duration.ofMinutes(2)));
    feed(Runs.killedAfter("d-running", 5, Duration.ofMinutes(3)));
    assertEquals(List.of("d-running", "c-blocked", "b-blocked", "a-done"), ids(store.runs().list(RunFilter.all())));
    assertEquals(List.of("c-blocked", "b-blocked"), ids(store.runs().list(RunFilter.all().withStatus(RunStatus.MANUAL_REQUIRED))));
    assertEquals(List.of("c-blocked", "b-blocked"), ids(store.runs().list(RunFilter.all().withFailureCode("SUBMIT_BLOCKED"))));
    assertEquals(List.of("d-running", "c-blocked"), ids(store.runs().list(RunFilter.all().withSince(SampleRun.START.plus(Duration.ofMinutes(2))))));
    assertEquals(List.of("a-done"), ids(store.runs().list(RunFilter.all().withUntil(SampleRun.START.plus(Duration.ofMinutes(1))))));
    assertEquals(List.of("d-running"), ids(store.runs().list(RunFilter.all().withLimit(1))));
    assertEquals(List.of(), ids(store.runs().list(RunFilter.all().withHost("elsewhere.example"))));

    List<FailureStat> stats = store.runs().failureStats(null);
    assertEquals(1, stats.size());
    assertEquals(new FailureStat("SUBMIT_BLOCKED", "external_blocked", 2, SampleRun.START.plus(Duration.ofMinutes(2)), "c-blocked"), stats.get(0));
    assertEquals(List.of(), store.runs().failureStats(SampleRun.START.plus(Duration.ofMinutes(3))));
  }

  @Test
  void theTraceSummaryTellsTheRunsStory() {
    feed(Runs.blocked("run-blocked", Duration.ZERO));
    TraceSummary summary = store.runs().traceSummary("run-blocked").orElseThrow();
    assertEquals(RunStatus.MANUAL_REQUIRED, summary.status());
    assertEquals(3, summary.planSources().get("rules"));
    assertEquals(2, summary.eventsByType().get("submission_outcome_classified"));
    assertEquals(3, summary.steps());
    List<String> texts = summary.timeline().stream().map(TraceSummary.Line::text).toList();
    assertTrue(texts.get(0).startsWith("started at http://127.0.0.1:8080/jobs/42/apply"), texts.get(0));
    assertTrue(texts.contains("DISCOVER -> ASSIST_PREFILL: form found"), texts.toString());
    assertTrue(texts.stream().anyMatch(t -> t.startsWith("not verified: set_radio")), texts.toString());
    assertTrue(texts.stream().anyMatch(t -> t.startsWith("loop guard on 127.0.0.1|/jobs/{n}/apply|answer|are you legally")), texts.toString());
    assertTrue(texts.contains("outcome external_blocked (SPAM_BLOCKED) on attempt 2"), texts.toString());
    assertTrue(texts.contains("retry policy: RETRY (attempt 1 of 3): blocked: retry"), texts.toString());
    assertTrue(texts.get(texts.size() - 1).startsWith("finished MANUAL_REQUIRED: SUBMIT_BLOCKED the site blocked the submit twice; [email]"), texts.get(texts.size() - 1));
    assertTrue(store.runs().traceSummary("no-such-run").isEmpty());
  }

  @Test
  void theTraceSummaryTellsWhatMemoryAndTheCacheDid() {
    List<EventEnvelope> events = new ArrayList<>(Runs.done("run-cached", Duration.ZERO));
    EventEnvelope first = events.get(0);
    List<RunEvent> memory = List.of(
        new RunEvent.MemoryRecalled(2, 5, 1, "2 past runs on this site"),
        new RunEvent.LocatorCacheUsed(CacheOutcome.HIT, "Email", "exact", "promoted"),
        new RunEvent.LocatorCacheUsed(CacheOutcome.HEALED, "Phone", "role_and_name",
            "re-matched after the page changed"));
    List<EventEnvelope> withMemory = new ArrayList<>(List.of(first));
    for (RunEvent e : memory) {
      withMemory.add(new EventEnvelope(first.schemaVersion(), first.requestId(), withMemory.size() + 1, first.timestamp(), first.state(), e));
    }
    for (EventEnvelope e : events.subList(1, events.size())) {
      withMemory.add(new EventEnvelope(e.schemaVersion(), e.requestId(), withMemory.size() + 1, e.timestamp(), e.state(), e.step(), e.actionId(), e.event()));
    }
    feed(withMemory);
    TraceSummary summary = store.runs().traceSummary("run-cached").orElseThrow();
    assertEquals(1, summary.eventsByType().get("locator_cache_hit"));
    List<String> texts = summary.timeline().stream().map(TraceSummary.Line::text).toList();
    assertTrue(texts.contains("memory: 2 past runs recalled, 5 known mappings, 1 failures to avoid"), texts.toString());
    assertTrue(texts.contains("locator cache healed for Phone (role_and_name): re-matched after the page changed"), texts.toString());
    assertTrue(texts.stream().noneMatch(t -> t.startsWith("locator cache hit")), "hits are counted, not listed");
  }

  @Test
  void nothingStoredHoldsTheTypedValuesOnlyTheirKeyedDigests() throws Exception {
    feed(Runs.done("run-done", Duration.ZERO));
    feed(Runs.blocked("run-blocked", Duration.ofMinutes(1)));
    String all = dumpEveryText();
    assertFalse(all.contains(SampleRun.EMAIL), "no e-mail address");
    assertFalse(all.contains("555-0123"), "no phone number");
    assertFalse(all.contains("/home/jane"), "no upload folder");
    assertTrue(all.contains("digest="), "typed values are kept as keyed digests");
    assertTrue(all.contains("[email]"), "addresses in page text are placeholders");
  }

  @Test
  void expiryDeletesEndedRunsWithTheirEventsAndKeepsRunningOnes() throws Exception {
    feed(Runs.done("old-done", Duration.ZERO));
    feed(Runs.killedAfter("old-running", 5, Duration.ZERO));
    feed(Runs.done("new-done", Duration.ofDays(2)));
    assertEquals(1, store.runs().deleteEndedBefore(SampleRun.START.plus(Duration.ofDays(1))));
    assertEquals(List.of("new-done", "old-running"), ids(store.runs().list(RunFilter.all())));
    try (Connection c = store.dataSource().getConnection(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM run_events WHERE request_id = 'old-done'")) {
      rs.next();
      assertEquals(0, rs.getInt(1));
    }
  }

  @Test
  void corruptRowsAndLinesAreSkippedWithAWarningNeverThrown() throws Exception {
    feed(Runs.done("good", Duration.ZERO));
    feed(Runs.done("bad-status", Duration.ofMinutes(1)));
    feed(Runs.blocked("bad-events", Duration.ofMinutes(2)));
    try (Connection c = store.dataSource().getConnection(); Statement s = c.createStatement()) {
      s.executeUpdate("UPDATE runs SET status = 'FROM_A_NEWER_RELEASE' WHERE request_id = 'bad-status'");
      s.executeUpdate("UPDATE run_events SET payload = '{not json' WHERE request_id = 'bad-events' AND seq < 5");
    }
    assertEquals(List.of("bad-events", "good"), ids(store.runs().list(RunFilter.all())));
    assertTrue(store.runs().diagnostics("bad-status").isEmpty());
    TraceSummary summary = store.runs().traceSummary("bad-events").orElseThrow();
    assertEquals(Runs.blocked("x", Duration.ZERO).size(), summary.events(), "every line counted");
    assertTrue(summary.timeline().get(summary.timeline().size() - 1).text().startsWith("finished MANUAL_REQUIRED"));
  }

  @Test
  void twoWritersAtOnceOnOneStoreLoseNothing() throws Exception {
    Store second = Store.open(store.config(), clock);
    int runsPerWriter = 6;
    ExecutorService pool = Executors.newFixedThreadPool(2);
    CountDownLatch go = new CountDownLatch(1);
    try {
      List<Future<?>> writers = new ArrayList<>();
      for (Store writer : List.of(store, second)) {
        String prefix = writer == store ? "first-" : "second-";
        writers.add(pool.submit(() -> {
          go.await();
          for (int i = 0; i < runsPerWriter; i++) {
            Runs.done(prefix + i, Duration.ofSeconds(i)).forEach(writer.runs().eventSink()::accept);
          }
          return null;
        }));
      }
      go.countDown();
      for (Future<?> w : writers) {
        w.get();
      }
    } finally {
      pool.shutdownNow();
      second.close();
    }
    List<RunRecord> runs = store.runs().list(RunFilter.all());
    assertEquals(2 * runsPerWriter, runs.size());
    int events = SampleRun.events("x").size();
    for (RunRecord run : runs) {
      assertEquals(RunStatus.DONE, run.status(), run.requestId());
      assertEquals(events, run.eventCount(), run.requestId());
    }
  }

  private String dumpEveryText() throws Exception {
    StringBuilder all = new StringBuilder();
    try (Connection c = store.dataSource().getConnection(); Statement s = c.createStatement()) {
      for (String table : List.of("runs", "run_events")) {
        try (ResultSet rs = s.executeQuery("SELECT * FROM " + table)) {
          ResultSetMetaData meta = rs.getMetaData();
          while (rs.next()) {
            for (int i = 1; i <= meta.getColumnCount(); i++) {
              all.append(rs.getString(i)).append('\n');
            }
          }
        }
      }
    }
    return all.toString();
  }

  private static List<String> ids(List<RunRecord> runs) {
    return runs.stream().map(RunRecord::requestId).toList();
  }
}
