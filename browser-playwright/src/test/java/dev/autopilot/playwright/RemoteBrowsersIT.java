package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Planner;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.jobpack.JobApplicationPack;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The pool on remote browsers the test starts on 127.0.0.1: a Playwright server (npm {@code
 * playwright run-server} at the Java client's version, driving this machine's Chromium) and a
 * Chromium with its DevTools port open. A server killed in the middle of a run ends that run with
 * a structured reason, and the pool replaces its connection.
 */
class RemoteBrowsersIT {
  private static TestServer server;
  private static volatile CountDownLatch arrived = new CountDownLatch(1);
  private static volatile CountDownLatch release = new CountDownLatch(1);

  @BeforeAll
  static void start() {
    server = TestServer.start();
    server.handle("/hangs", ex -> {
      // a page that answers only when the test says so: the run is in the middle of its navigation
      arrived.countDown();
      BrowserPoolIT.await(release);
      TestServer.send(ex, 200, "text/html; charset=utf-8", "<title>Late</title>late");
    });
  }

  @AfterAll
  static void stop() {
    release.countDown();
    server.close();
  }

  private static String title(PlaywrightBrowserSession session) {
    session.navigate(server.url("/pages/refs.html"));
    return session.title();
  }

  @Test
  void aPoolRunsOnAPlaywrightServerThatDrivesThisMachinesChromium() throws Exception {
    try (PlaywrightServerProcess playwrightServer = PlaywrightServerProcess.start();
        PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(remote(playwrightServer)).workers(2).build()) {
      CompletableFuture<String> a = pool.submit(Lane.independent(), session -> title(session) + " " + playwrightServer.browserCommands());
      CompletableFuture<String> b = pool.submit(Lane.independent(), RemoteBrowsersIT::title);
      assertTrue(a.get(2, TimeUnit.MINUTES).startsWith("Refs "), a.get());
      assertEquals("Refs", b.get(2, TimeUnit.MINUTES));
      assertTrue(a.get().contains("/usr/lib/chromium/chromium"), "the server launched this machine's Chromium: " + a.get());
      assertEquals(2, pool.stats().launched(), "one connection per worker");
    }
  }

  @Test
  void aPoolRunsOnACdpEndpoint() throws Exception {
    try (CdpChromium chromium = CdpChromium.start();
        PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.builder().connectOverCdp(chromium.endpoint()).build()).workers(1).build()) {
      List<CompletableFuture<String>> runs = List.of(pool.submit(Lane.independent(), RemoteBrowsersIT::title),
          pool.submit(Lane.independent(), RemoteBrowsersIT::title));
      for (CompletableFuture<String> run : runs) {
        assertEquals("Refs", run.get(2, TimeUnit.MINUTES));
      }
      assertEquals(2, pool.stats().runs());
    }
  }

  @Test
  void aServerKilledMidRunEndsTheRunStructuredAndThePoolReplacesTheBrowser() throws Exception {
    arrived = new CountDownLatch(1);
    release = new CountDownLatch(1);
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(JobApplicationPack.of(TrapsIT.PROFILE)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(signals -> new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "TEST", 0.5, "", false))
        .build();
    PlaywrightServerProcess first = PlaywrightServerProcess.start();
    int port = first.port();
    try (PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(remote(first)).workers(1).healthInterval(Duration.ofMillis(200)).build()) {
      CompletableFuture<RunResult> run = pool.submit(Lane.independent(), session -> autopilot.run(session, Task.of("apply", URI.create(server.url("/hangs")))));
      BrowserPoolIT.await(arrived);
      first.kill();
      RunResult ended = run.get(2, TimeUnit.MINUTES);
      release.countDown();
      assertEquals(RunState.MANUAL_REQUIRED, ended.finalState());
      assertEquals(ManualCode.BROWSER_CRASHED, ended.manualReason().code(), ended.toString());

      try (PlaywrightServerProcess second = PlaywrightServerProcess.start(port)) {
        assertEquals("Refs", pool.submit(Lane.independent(), RemoteBrowsersIT::title).get(2, TimeUnit.MINUTES));
        BrowserPoolStats stats = pool.stats();
        assertEquals(1, stats.replaced(), stats.toString());
        assertEquals(2, stats.launched(), stats.toString());

        second.kill();
        BrowserPoolIT.until(() -> pool.stats().replaced() == 2);
        assertEquals(0, pool.stats().browsers(), "the idle worker's health check dropped the dead connection");
      }
      ExecutionException down = assertThrows(ExecutionException.class,
          () -> pool.submit(Lane.independent(), RemoteBrowsersIT::title).get(2, TimeUnit.MINUTES));
      assertTrue(down.getCause() instanceof BrowserException, down.getCause().toString());
      assertEquals(ErrorCode.BROWSER_UNAVAILABLE, ((BrowserException) down.getCause()).code());
      assertEquals(1, pool.stats().failedStarts());
    } finally {
      release.countDown();
      first.kill();
    }
  }

  private static BrowserConfig remote(PlaywrightServerProcess playwrightServer) {
    return BrowserConfig.builder().connect(playwrightServer.endpoint()).executablePath(CdpChromium.CHROMIUM).launchTimeout(Duration.ofSeconds(60)).build();
  }
}
