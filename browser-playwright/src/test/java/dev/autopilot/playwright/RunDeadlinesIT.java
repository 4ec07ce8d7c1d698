package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.fsm.Budgets;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Every run ends on time, whatever the page does: each test runs a whole run against a hostile
 * page with a wall-time budget, and checks that {@code run_finished} arrives within the budget
 * plus a few seconds, with the reason said as it is.
 */
@Execution(ExecutionMode.CONCURRENT)
class RunDeadlinesIT {
  static final Duration BUDGET = Duration.ofSeconds(20);
  static final long SLACK_MILLIS = 8_000;
  static HostileServer server;

  static final String FORM = """
      <title>Apply</title><form method="post" action="%s"><p><label>First name <input name="first" required></label></p>
      <p><label>Email <input name="email" type="email" required></label></p>%s<button>Apply</button></form>""";

  @BeforeAll
  static void start() {
    server = HostileServer.start()
        .page("/busy", FORM.formatted("/thanks", "<script>document.querySelector('input').addEventListener('input', () => setTimeout(() => { for (;;) {} }, 50))</script>"))
        .page("/never-answers", FORM.formatted("/hang", ""))
        .hang("/hang")
        .hang("/slow.png")
        .page("/slow-image", FORM.formatted("/thanks", "<img src=\"/slow.png\" alt=\"\">"))
        .page("/dialog", FORM.formatted("/thanks", "<script>setTimeout(() => alert('Are you still there?'), 100); document.forms[0].addEventListener('input', () => confirm('Sure?'))</script>"))
        .handle("/loop", ex -> TestServer.redirect(ex, 302, "/loop2"))
        .handle("/loop2", ex -> TestServer.redirect(ex, 302, "/loop"))
        .page("/thanks", "<title>Thanks</title><h1>Application received</h1>");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0134", null, Map.of(), null, null, null,
      Profile.Consent.toApplying(), Map.of());

  private record Ended(RunResult result, long millis, List<String> events) {}

  private static Ended run(String path) {
    return run(path, BrowserConfig.defaults());
  }

  private static Ended run(String path, BrowserConfig config) {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(JobApplicationPack.of(PROFILE)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(s -> new SubmissionOutcome(s.title().equals("Thanks") ? OutcomeClass.SUCCESS_CONFIRMED : OutcomeClass.UNKNOWN_BLOCKED, "TEST", 0.9, "", false))
        .budgets(Budgets.defaults().withMaxWallTime(BUDGET))
        .build();
    InMemoryEventSink events = EventSink.inMemory();
    long start;
    RunResult result;
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config); PlaywrightBrowserSession session = browser.newSession()) {
      start = System.nanoTime(); // the budget is the run's: launching the browser is not part of it
      result = autopilot.run(session, Task.of("apply", URI.create(server.url(path))), RunOptions.defaults().withEventSink(events));
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    List<String> types = events.types();
    assertEquals("run_finished", types.get(types.size() - 1), types.toString());
    return new Ended(result, millis, types);
  }

  private static void assertOnTime(Ended ended) {
    assertTrue(ended.millis() <= BUDGET.toMillis() + SLACK_MILLIS, () -> "ended after " + ended.millis() + " ms: " + ended.result().manualReason());
  }

  @Test
  void aPageScriptThatLoopsForeverEndsTheRunOnTime() {
    Ended ended = run("/busy");
    assertOnTime(ended);
    assertEquals(RunState.MANUAL_REQUIRED, ended.result().finalState());
  }

  @Test
  void aPageScriptThatLoopsForeverIsEndedAtTheCallDeadlineWithItsOwnReason() {
    long postsBefore = server.requests().stream().filter(r -> r.startsWith("POST")).count();
    Ended ended = run("/busy", BrowserConfig.builder().callTimeout(Duration.ofSeconds(4)).devToolsPort(true).build());
    assertOnTime(ended);
    assertEquals(RunState.MANUAL_REQUIRED, ended.result().finalState());
    // the loop starts 50 ms after a keystroke: mostly while the form is filled, rarely only once the
    // a fault after a submit click is named by the submit that may be out, and one before
    // its gesture was sent (the attempt counted, nothing clicked) by the page that stopped answering
    ManualCode code = ended.result().manualReason().code();
    ManualCode expected = ended.result().counters().submitAttempts() == 0 || code == ManualCode.PAGE_UNRESPONSIVE
        ? ManualCode.PAGE_UNRESPONSIVE : ManualCode.MAY_HAVE_BEEN_SUBMITTED;
    assertEquals(expected, code, () -> String.valueOf(ended.result().manualReason()));
    assertTrue(ended.result().counters().submitAttempts() <= 1);
    if (expected == ManualCode.PAGE_UNRESPONSIVE) {
      assertEquals("PAGE_UNRESPONSIVE", ended.result().manualReason().details().get("error_code"));
      assertEquals(postsBefore, server.requests().stream().filter(r -> r.startsWith("POST")).count(),
          () -> "named unresponsive, yet the form reached the server: " + server.requests());
    }
  }

  @Test
  void aSubmitEndpointThatNeverAnswersEndsTheRunOnTime() {
    Ended ended = run("/never-answers");
    assertOnTime(ended);
    assertEquals(RunState.MANUAL_REQUIRED, ended.result().finalState(), () -> String.valueOf(ended.result()));
    assertEquals(ManualCode.MAY_HAVE_BEEN_SUBMITTED, ended.result().manualReason().code(), () -> String.valueOf(ended.result().manualReason()));
    assertEquals(1, ended.result().counters().submitAttempts());
  }

  @Test
  void aSubresourceThatNeverLoadsDoesNotFailTheRun() {
    Ended ended = run("/slow-image");
    assertOnTime(ended);
    assertEquals(RunState.DONE, ended.result().finalState(), () -> String.valueOf(ended.result().manualReason()));
  }

  @Test
  void dialogsLeftOpenDoNotHoldTheRun() {
    Ended ended = run("/dialog");
    assertOnTime(ended);
    assertEquals(RunState.DONE, ended.result().finalState(), () -> String.valueOf(ended.result().manualReason()));
  }

  @Test
  void aRedirectLoopIsReportedAsSuch() {
    Ended ended = run("/loop");
    assertOnTime(ended);
    assertEquals(RunState.MANUAL_REQUIRED, ended.result().finalState());
    assertTrue(ended.result().manualReason().message().contains("redirects in a loop"), () -> String.valueOf(ended.result().manualReason()));
  }
}
