package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.core.pack.Secret;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A password field takes only a secret the task gives: with one, the form goes out with it in both
 * password fields, and no event and no snapshot of the run holds it; without one, the run stops
 * for the person with the password question and sends nothing.
 */
class SecretsIT {
  static final String PASSWORD = "Tr0ub4dor&3-horse";
  static HostileServer server;
  static final List<String> BODIES = new CopyOnWriteArrayList<>();

  private static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0134", null, Map.of(), null, null, null,
      Profile.Consent.toApplying(), Map.of());

  @BeforeAll
  static void start() {
    server = HostileServer.start()
        .page("/signup", """
            <title>Create your account</title><form method="post" action="/created">
            <p><label>Email <input name="email" type="email" required></label></p>
            <p><label>Password <input name="password" type="password" autocomplete="new-password" required></label></p>
            <p><label>Confirm password <input name="confirm" type="password" required></label></p>
            <button>Create account</button></form>""")
        .handle("/created", ex -> {
          BODIES.add(URLDecoder.decode(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8), StandardCharsets.UTF_8));
          TestServer.send(ex, 200, "text/html; charset=utf-8", "<title>Thanks</title><h1>Account created</h1>");
        });
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private record Ended(RunResult result, InMemoryEventSink events, List<SemanticSnapshot> snapshots) {}

  private static Ended run(JobApplicationPack pack) {
    BODIES.clear();
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(pack))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(s -> new SubmissionOutcome(s.title().equals("Thanks") ? OutcomeClass.SUCCESS_CONFIRMED : OutcomeClass.UNKNOWN_BLOCKED, "TEST", 0.9, "", false))
        .build();
    InMemoryEventSink events = EventSink.inMemory();
    List<SemanticSnapshot> snapshots = new CopyOnWriteArrayList<>();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      RunResult result = autopilot.run(session, Task.of("create an account", URI.create(server.url("/signup"))), RunOptions.defaults().withEventSink(events));
      session.navigate(server.url("/signup"));
      session.unwrap(com.microsoft.playwright.Page.class).fill("input[name=password]", PASSWORD);
      snapshots.add(SnapshotPipeline.of(session, PlaywrightSnapshotProvider.create()).take("test"));
      return new Ended(result, events, snapshots);
    }
  }

  @Test
  void theTasksSecretFillsBothPasswordFieldsAndShowsNowhere() {
    Ended ended = run(JobApplicationPack.of(PROFILE).withSecret(Secret.Kind.PASSWORD, Secret.of(PASSWORD)));
    assertEquals(RunState.DONE, ended.result().finalState(), () -> String.valueOf(ended.result().manualReason()));
    assertEquals(1, BODIES.size());
    assertTrue(BODIES.get(0).contains("password=" + PASSWORD) && BODIES.get(0).contains("confirm=" + PASSWORD), "both fields went out with the secret");
    String everything = ended.events().events().toString();
    assertFalse(everything.contains(PASSWORD), "no event holds the secret");
    assertTrue(everything.contains(Secret.SHOWN), "what was typed into the password fields shows as " + Secret.SHOWN);
    String snapshot = ended.snapshots().get(0).toString();
    assertFalse(snapshot.contains(PASSWORD), "a snapshot never reads a password");
    assertTrue(snapshot.contains(Secret.SHOWN), "it says the field holds text");
  }

  @Test
  void withoutASecretTheRunStopsForThePersonWithThePasswordQuestion() {
    Ended ended = run(JobApplicationPack.of(PROFILE));
    assertEquals(RunState.MANUAL_REQUIRED, ended.result().finalState());
    assertEquals(ManualCode.UNANSWERED_REQUIRED, ended.result().manualReason().code(), () -> String.valueOf(ended.result().manualReason()));
    assertTrue(ended.result().manualReason().message().contains("Password"), () -> ended.result().manualReason().message());
    assertTrue(BODIES.isEmpty(), "nothing was sent");
  }
}
