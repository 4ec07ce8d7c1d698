package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Planner;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.observability.NdjsonEventSink;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults named as what they are, whatever ended the call: a page whose script never yields is
 * PAGE_UNRESPONSIVE, a submit whose request the site never answers is MAY_HAVE_BEEN_SUBMITTED,
 * and only a browser that really died is BROWSER_CRASHED. Each run uses the browser's default
 * configuration (no DevTools port: a hung call is ended by ending the browser) with a short call
 * deadline, and must end within that deadline plus a loose slack, with its last event and its
 * evidence on disk, and with at most one submission counted by the server.
 */
@Timeout(120)
@Execution(ExecutionMode.CONCURRENT)
class FaultNamesIT {
  /** The call deadline of these runs; the default is 60 s. */
  static final Duration CALL_DEADLINE = Duration.ofSeconds(10);
  /** The submit deadline of these runs; the default is 30 s. */
  static final Duration SUBMIT_DEADLINE = Duration.ofSeconds(10);
  /** Loose: the deadlines, the escalation after them, and a slow shared machine. */
  static final long BOUND_MILLIS = 40_000;
  static HostileServer server;

  static final String FORM = """
      <title>Apply</title><form method="post" action="%s"><p><label>First name <input name="first" required></label></p>
      <p><label>Email <input name="email" type="email" required></label></p>%s<button>Apply</button></form>""";

  @TempDir Path dir;

  @BeforeAll
  static void start() {
    server = HostileServer.start()
        // clicking into the first field starts a loop that never yields
        .page("/busy-on-click", FORM.formatted("/thanks", "<script>document.querySelector('input').addEventListener('focus', () => { for (;;) {} })</script>"))
        // the first keystroke into the form starts a loop that never yields (a loop on a timer
        // after load races with the run: it may start only once the submit is under way)
        .page("/busy-on-typing", FORM.formatted("/thanks", "<script>document.forms[0].addEventListener('input', () => { for (;;) {} })</script>"))
        .page("/plain", FORM.formatted("/plain-sent", ""))
        .page("/never-answers", FORM.formatted("/hang", ""))
        .hang("/hang")
        .page("/fetch-never-answers", FORM.formatted("/thanks", """
            <script>document.forms[0].addEventListener('submit', e => { e.preventDefault();
              fetch('/hang-fetch', {method: 'POST', body: new FormData(e.target)}); });</script>"""))
        .hang("/hang-fetch")
        .page("/thanks", "<title>Thanks</title><h1>Application received</h1>");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0134", null, Map.of(), null, null, null,
      Profile.Consent.toApplying(), Map.of());

  /** A finished run: its result, wall time, event types, and the NDJSON lines on disk. */
  private record Ended(RunResult result, long millis, List<String> events, List<String> onDisk, boolean browserLives, List<String> evidence) {}

  private Ended run(String path, Consumer<PlaywrightBrowser> onFirstVerified) throws Exception {
    return run(path, PlaywrightActionExecutor.create(), onFirstVerified);
  }

  private Ended run(String path, PlaywrightActionExecutor executor, Consumer<PlaywrightBrowser> onFirstVerified) throws Exception {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(JobApplicationPack.of(PROFILE)))
        .executor(executor)
        .verifier(PlaywrightVerifier.create())
        .classifier(s -> new SubmissionOutcome(s.title().equals("Thanks") ? OutcomeClass.SUCCESS_CONFIRMED : OutcomeClass.UNKNOWN_BLOCKED, "TEST", 0.9, "", false))
        .submitDeadline(SUBMIT_DEADLINE)
        .build();
    InMemoryEventSink events = EventSink.inMemory();
    Path evidence = Files.createDirectories(dir.resolve("evidence"));
    Path file = dir.resolve("events.ndjson");
    NdjsonEventSink ndjson = NdjsonEventSink.toFile(file);
    BrowserConfig config = BrowserConfig.builder().callTimeout(CALL_DEADLINE).build();
    long start;
    RunResult result;
    boolean lives;
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config); PlaywrightBrowserSession session = browser.newSession()) {
      AtomicBoolean once = new AtomicBoolean();
      EventSink saboteur = e -> {
        if (e.event() instanceof RunEvent.ActionVerified && once.compareAndSet(false, true)) {
          onFirstVerified.accept(browser);
        }
      };
      start = System.nanoTime();
      try {
        result = autopilot.run(session, Task.of("apply", URI.create(server.url(path))),
            RunOptions.defaults().withEventSink(events).withEventSink(ndjson).withEventSink(saboteur).withEvidenceDirectory(evidence));
      } finally {
        ndjson.close();
      }
      lives = browser.isConnected();
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    List<String> types = events.types();
    assertEquals("run_finished", types.get(types.size() - 1), types.toString());
    List<String> shots;
    try (var files = Files.list(evidence)) {
      shots = files.map(f -> f.getFileName().toString()).sorted().toList();
    }
    return new Ended(result, millis, types, Files.readAllLines(file), lives, shots);
  }

  private Ended run(String path) throws Exception {
    return run(path, b -> { });
  }

  private static long posts(String path) {
    return server.requests().stream().filter(r -> r.startsWith("POST ") && r.endsWith(" " + path)).count();
  }

  private static void assertStopped(Ended ended, ManualCode code) {
    String why = ended.millis() + " ms, " + ended.result().manualReason();
    assertEquals(RunState.MANUAL_REQUIRED, ended.result().finalState(), why);
    assertEquals(code, ended.result().manualReason().code(), why);
    assertTrue(ended.millis() < BOUND_MILLIS, why);
    assertTrue(ended.result().counters().submitAttempts() <= 1, why);
    String last = ended.onDisk().get(ended.onDisk().size() - 1);
    assertTrue(last.contains("\"type\":\"run_finished\"") && last.contains(code.name()), "the reason is on disk: " + last);
    assertTrue(ended.onDisk().stream().anyMatch(l -> l.contains("\"type\":\"state_transition\"") && l.contains("MANUAL_REQUIRED") && l.contains(code.name())),
        "the transition to MANUAL_REQUIRED names the reason");
  }

  @Test
  void aPageThatLoopsWhenAFieldIsClickedIsUnresponsive() throws Exception {
    Ended ended = run("/busy-on-click");
    assertStopped(ended, ManualCode.PAGE_UNRESPONSIVE);
    assertEquals(0, ended.result().counters().submitAttempts());
    assertEquals("PAGE_UNRESPONSIVE", ended.result().manualReason().details().get("error_code"));
  }

  @Test
  void aPageThatLoopsOnTypingIsUnresponsive() throws Exception {
    Ended ended = run("/busy-on-typing");
    assertStopped(ended, ManualCode.PAGE_UNRESPONSIVE);
    assertEquals(0, ended.result().counters().submitAttempts());
  }

  @Test
  void aSubmitOnAPageThatAnswersNothingIsNotPerformedAndSendsNothing() throws Exception {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(BrowserConfig.builder().callTimeout(Duration.ofSeconds(3)).build());
        PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/plain"));
      SnapshotPipeline pipeline = SnapshotPipeline.of(session, PlaywrightSnapshotProvider.create());
      SemanticSnapshot s = pipeline.take("test");
      String button = s.elements().stream().filter(e -> e.name().equals("Apply")).map(SemanticElement::ref).findFirst().orElseThrow();
      session.unwrap(Page.class).evaluate("() => setTimeout(() => { for (;;) {} }, 100)");
      session.unwrap(Page.class).waitForTimeout(400);
      ExecutionResult r = PlaywrightActionExecutor.create().execute(pipeline,
          new Action.Submit(button, Action.SubmitMethod.CLICK, ActionMeta.of("submit", "submit application")), s);
      assertFalse(r.performed(), r.detail());
      assertEquals(ErrorCode.PAGE_UNRESPONSIVE, r.errorCode(), r.detail());
      assertTrue(r.detail().contains("nothing was clicked"), r.detail());
      BrowserException after = assertThrows(BrowserException.class, () -> pipeline.take("verify"));
      assertEquals(ErrorCode.PAGE_UNRESPONSIVE, after.code(), "the browser was ended because the page did not answer: " + after.getMessage());
    }
    assertEquals(0, posts("/plain-sent"), server.requests().toString());
  }

  @Test
  void aFormPostNeverAnsweredMayHaveBeenSubmitted() throws Exception {
    long before = posts("/hang");
    Ended ended = run("/never-answers");
    assertStopped(ended, ManualCode.MAY_HAVE_BEEN_SUBMITTED);
    assertEquals(1, posts("/hang") - before, server.requests().toString());
    assertTrue(ended.browserLives(), "a site that does not answer is no broken page: the browser was not ended");
    assertTrue(ended.evidence().stream().anyMatch(f -> f.endsWith("before_submit.png")) && ended.evidence().stream().anyMatch(f -> f.endsWith("after_submit.png")),
        "the screenshots around the submit are on disk: " + ended.evidence());
    assertTrue(ended.events().contains("submission_outcome_classified"), "the submit's outcome was read: " + ended.events());
  }

  @Test
  void aFetchNeverAnsweredMayHaveBeenSubmitted() throws Exception {
    long before = posts("/hang-fetch");
    Ended ended = run("/fetch-never-answers");
    assertStopped(ended, ManualCode.MAY_HAVE_BEEN_SUBMITTED);
    assertEquals(1, posts("/hang-fetch") - before, server.requests().toString());
    assertTrue(ended.browserLives(), "a site that does not answer is no broken page: the browser was not ended");
    assertTrue(ended.evidence().stream().anyMatch(f -> f.endsWith("before_submit.png")) && ended.evidence().stream().anyMatch(f -> f.endsWith("after_submit.png")),
        "the screenshots around the submit are on disk: " + ended.evidence());
    assertTrue(ended.events().contains("submission_outcome_classified"), "the submit's outcome was read: " + ended.events());
  }

  @Test
  void aBrowserThatReallyDiesBeforeTheSubmitHasCrashed() throws Exception {
    Ended ended = run("/never-answers", PlaywrightBrowser::close);
    assertStopped(ended, ManualCode.BROWSER_CRASHED);
    assertEquals(0, ended.result().counters().submitAttempts());
  }
}
