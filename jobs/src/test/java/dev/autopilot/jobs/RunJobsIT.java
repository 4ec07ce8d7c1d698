package dev.autopilot.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunState;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.fsm.prepare.Prepared;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.Lane;
import dev.autopilot.playwright.PlaywrightBrowserPool;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs as jobs on db-scheduler over a real PostgreSQL, in this JVM: queued, claimed once, retried
 * after a browser killed under the run, timed out; a prepared plan confirmed by the worker once.
 * The demo site counts what it received.
 */
class RunJobsIT {
  private static DemoJobSite site;
  private static PlaywrightBrowserPool pool;

  @TempDir
  Path folder;

  @BeforeAll
  static void start() {
    site = DemoJobSite.start();
    pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(2).build();
  }

  @AfterAll
  static void stop() {
    pool.close();
    site.close();
  }

  private static RunWorker.Builder worker(DataSource ds, RunHandler handler) {
    return RunWorker.builder(ds, pool, handler).name("worker-in-test").pollingInterval(Duration.ofMillis(200)).retryBackoff(Duration.ofMillis(200));
  }

  @Test
  void aRequestEnqueuedTwiceIsClaimedAndRunOnce() throws Exception {
    DataSource ds = TestPostgres.dataSource(TestPostgres.newDatabase());
    RunQueue queue = RunQueue.create(ds);
    RunRequest request = Applicants.request("once", site.postingUri("classic"));
    assertTrue(queue.enqueue(request));
    assertFalse(queue.enqueue(request), "the same request id is queued once");
    assertEquals(JobStatus.QUEUED, queue.status(request.requestId()).orElseThrow().status());
    try (RunWorker worker = worker(ds, Applicants.handler(folder)).build()) {
      worker.start();
      JobRecord done = awaitEnd(queue, request.requestId());
      assertEquals(JobStatus.DONE, done.status(), done.toString());
      assertEquals(1, done.attempts());
      assertEquals("worker-in-test", done.worker());
      assertTrue(done.submitStarted());
    }
    assertEquals(1, Applicants.accepted(site.submissions(), "once"), "the site received it once");
    assertFalse(queue.enqueue(request), "an ended request is not queued again");
  }

  @Test
  void aPreparedPlanEnqueuedTwiceIsConfirmedOnceByTheWorker() throws Exception {
    DataSource ds = TestPostgres.dataSource(TestPostgres.newDatabase());
    RunQueue queue = RunQueue.create(ds);
    String applicant = "two-phase";
    RunRequest asked = Applicants.request(applicant, site.postingUri("classic"));
    // phase 1 on this machine's pool: fill, verify, stop before the submit; nothing is sent
    RunHandler.PreparedRun pipeline = Applicants.handler(folder).prepare(asked);
    Prepared prepared = pool.submit(new Lane(asked.lane()), session -> pipeline.orchestrator().prepare(session, pipeline.task(), pipeline.options()))
        .get(5, TimeUnit.MINUTES);
    assertTrue(prepared.ready(), "the plan is ready: " + prepared.plan().requirements() + " " + prepared.result().manualReason());
    assertEquals(0, Applicants.accepted(site.submissions(), applicant), "a prepare sends nothing");
    PreparedPlan plan = PreparedPlan.fromJson(prepared.plan().toJson());

    assertThrows(AutopilotException.class, () -> RunRequest.confirm(plan, "confirm nothing", asked.lane(), asked.attributes()),
        "a phrase that is not the plan's is refused before anything is queued");
    RunRequest confirm = RunRequest.confirm(plan, plan.confirmationPhrase().toUpperCase(java.util.Locale.ROOT), asked.lane(), asked.attributes());
    assertEquals(plan.planId(), confirm.requestId());
    assertTrue(queue.enqueue(confirm));
    assertFalse(queue.enqueue(confirm), "the same plan is queued once");
    try (RunWorker worker = worker(ds, Applicants.handler(folder)).build()) {
      worker.start();
      JobRecord done = awaitEnd(queue, plan.planId());
      assertEquals(JobStatus.DONE, done.status(), done.toString());
      assertEquals(1, done.attempts());
      assertTrue(done.submitStarted());
    }
    assertEquals(1, Applicants.accepted(site.submissions(), applicant), "the site received the confirmed plan once");
    // the claim is in the database: another JVM's claims on it refuse the plan
    assertFalse(PlanClaimsOnPostgres.create(ds).claim(plan.planId()), "the plan is claimed for every process on the database");
    assertTrue(PlanClaimsOnPostgres.create(ds).claim("never-confirmed"));
  }

  @Test
  void browsersKilledUnderTwoRunsEndThoseAttemptsAndTheRetriesSubmitOnceEach() throws Exception {
    DataSource ds = TestPostgres.dataSource(TestPostgres.newDatabase());
    RunQueue queue = RunQueue.create(ds);
    CountDownLatch filling = new CountDownLatch(2);
    CountDownLatch killed = new CountDownLatch(1);
    java.util.Set<String> held = java.util.concurrent.ConcurrentHashMap.newKeySet();
    EventSink killAtFirstFill = new EventSink() {
      @Override
      public void accept(EventEnvelope event) {
        // each run's first attempt stops at FILL until both are there and their browsers are killed
        if (event.event() instanceof RunEvent.StateTransition t && t.to() == RunState.FILL && killed.getCount() > 0 && held.add(event.requestId())) {
          filling.countDown();
          await(killed);
        }
      }
    };
    long replacedBefore = pool.stats().replaced();
    List<String> applicants = List.of("retried-1", "retried-2");
    for (String applicant : applicants) {
      queue.enqueue(Applicants.request(applicant, site.postingUri("modern")));
    }
    try (RunWorker worker = worker(ds, Applicants.handler(folder, killAtFirstFill)).build()) {
      worker.start();
      await(filling);
      // every browser of this JVM is the pool's: kill them all at once, as an out-of-memory killer would
      ProcessHandle.current().descendants().filter(p -> p.info().command().orElse("").contains("chromium")).forEach(ProcessHandle::destroyForcibly);
      killed.countDown();
      for (String applicant : applicants) {
        JobRecord done = awaitEnd(queue, "req-" + applicant);
        assertEquals(JobStatus.DONE, done.status(), done.toString());
        assertEquals(2, done.attempts(), "the attempt whose browser died was retried once: " + done);
        assertEquals(1, Applicants.accepted(site.submissions(), applicant), applicant + " received once");
      }
    }
    assertTrue(pool.stats().replaced() >= replacedBefore + 2, "the pool replaced both dead browsers: " + pool.stats());
  }

  @Test
  void aRunThatOutlivesItsTimeoutIsEndedAndMarkedTimedOut() throws Exception {
    HttpServer hanging = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    CountDownLatch release = new CountDownLatch(1);
    hanging.createContext("/", ex -> {
      await(release);
      ex.sendResponseHeaders(204, -1);
      ex.close();
    });
    hanging.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
    hanging.start();
    try {
      DataSource ds = TestPostgres.dataSource(TestPostgres.newDatabase());
      RunQueue queue = RunQueue.create(ds);
      URI never = URI.create("http://127.0.0.1:" + hanging.getAddress().getPort() + "/jobs/1");
      RunRequest request = new RunRequest("req-hangs", "apply", never, "session:hangs", Map.of("applicant", "hangs"));
      queue.enqueue(request);
      try (RunWorker worker = worker(ds, Applicants.handler(folder)).runTimeout(Duration.ofSeconds(3)).build()) {
        worker.start();
        JobRecord ended = awaitEnd(queue, request.requestId());
        assertEquals(JobStatus.TIMED_OUT, ended.status(), ended.toString());
        assertEquals(1, ended.attempts());
        assertFalse(ended.submitStarted());
      }
    } finally {
      release.countDown();
      hanging.stop(0);
    }
  }

  static JobRecord awaitEnd(RunQueue queue, String requestId) throws InterruptedException {
    until(() -> queue.status(requestId).map(r -> r.status().isTerminal()).orElse(false));
    return queue.status(requestId).orElseThrow();
  }

  /** Polls until the condition holds; five minutes at most. */
  static void until(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("waited five minutes for a condition");
      }
      Thread.sleep(100);
    }
  }

  static void await(CountDownLatch latch) {
    try {
      if (!latch.await(5, TimeUnit.MINUTES)) {
        throw new AssertionError("waited five minutes for a latch");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
