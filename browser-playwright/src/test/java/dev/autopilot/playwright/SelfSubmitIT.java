package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import java.net.URI;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Filling never submits, and a page that submits itself is owned: a form that sends itself when
 * its first field changes is submitted exactly once (a server counter), the run counts that as
 * its submit, and the outcome comes from the classifier.
 */
class SelfSubmitIT {
  static HostileServer server;
  static final AtomicInteger ACCEPTED = new AtomicInteger();
  static final AtomicInteger REJECTED = new AtomicInteger();

  static final String FORM = """
      <title>Apply</title><form method="post" action="%s">
      <p><label>First name <input name="first" required onchange="this.form.submit()"></label></p>
      <p><label>Last name <input name="last" required></label></p>
      <p><label>Email <input name="email" type="email" required></label></p><button>Apply</button></form>""";

  private static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0134", null, Map.of(), null, null, null,
      Profile.Consent.toApplying(), Map.of());

  @BeforeAll
  static void start() {
    server = HostileServer.start()
        .page("/accepting", FORM.formatted("/accept"))
        .page("/rejecting", FORM.formatted("/reject"))
        .handle("/accept", ex -> {
          ex.getRequestBody().readAllBytes();
          ACCEPTED.incrementAndGet();
          TestServer.send(ex, 200, "text/html; charset=utf-8", "<title>Thanks</title><h1>Application received</h1>");
        })
        .handle("/reject", ex -> {
          ex.getRequestBody().readAllBytes();
          REJECTED.incrementAndGet();
          TestServer.send(ex, 200, "text/html; charset=utf-8", "<title>Apply</title><p role=alert>Please fill in your e-mail address</p>"
              + FORM.formatted("/reject"));
        });
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private record Ended(RunResult result, InMemoryEventSink events) {}

  private static Ended run(String path) {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(JobApplicationPack.of(PROFILE)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(s -> s.title().equals("Thanks")
            ? new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "TEST_THANKS", 0.9, "Application received", false)
            : new SubmissionOutcome(OutcomeClass.VALIDATION_ERROR, "TEST_FIELDS", 0.8, "Please fill in your e-mail address", false))
        .build();
    InMemoryEventSink events = EventSink.inMemory();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      RunResult result = autopilot.run(session, Task.of("apply", URI.create(server.url(path))), RunOptions.defaults().withEventSink(events));
      return new Ended(result, events);
    }
  }

  private static void assertSelfSubmissionSaid(Ended ended) {
    assertTrue(ended.events().events().stream().anyMatch(e -> e.event() instanceof RunEvent.StateTransition t && t.to() == RunState.VERIFY_OUTCOME
        && t.reason().contains("submitted itself")), "a transition to VERIFY_OUTCOME says the page submitted itself");
    assertEquals(1, ended.result().counters().submitAttempts(), "the page's own submission is the run's one submit");
  }

  @Test
  void aPageThatSubmitsItselfAndConfirmsEndsDoneWithOneSubmission() {
    Ended ended = run("/accepting");
    assertEquals(RunState.DONE, ended.result().finalState(), () -> String.valueOf(ended.result().manualReason()));
    assertEquals(1, ACCEPTED.get(), "exactly one submission reached the server");
    SubmissionOutcome outcome = ended.result().outcome();
    assertNotNull(outcome);
    assertEquals("TEST_THANKS", outcome.code(), "the outcome is the classifier's");
    assertSelfSubmissionSaid(ended);
  }

  @Test
  void aPageThatSubmitsItselfAndIsRejectedIsNeitherFilledOnNorSubmittedAgain() {
    Ended ended = run("/rejecting");
    assertEquals(RunState.MANUAL_REQUIRED, ended.result().finalState());
    assertEquals(ManualCode.PAGE_SUBMITTED_ITSELF, ended.result().manualReason().code(), () -> String.valueOf(ended.result().manualReason()));
    assertEquals("TEST_FIELDS", ended.result().outcome().code(), "the outcome is the classifier's");
    assertEquals(1, REJECTED.get(), "exactly one submission reached the server");
    assertSelfSubmissionSaid(ended);
  }
}
