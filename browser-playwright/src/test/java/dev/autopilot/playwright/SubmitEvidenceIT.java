package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.testkit.FixtureServer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Evidence end to end: a run with the Playwright executor and verifier writes a screenshot before
 * and after its submit and names each file in an {@code evidence_captured} event, in order around
 * the submit.
 */
class SubmitEvidenceIT {
  @RegisterExtension
  static final SharedBrowser BROWSER = new SharedBrowser();

  private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G'};

  private static SemanticElement named(SemanticSnapshot s, String name) {
    return s.elements().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
  }

  @Test
  void aSubmitIsFramedByScreenshotsWhosePathsAreInTheEvents(@TempDir Path evidence) throws IOException {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(ctx -> {
          SemanticSnapshot s = ctx.snapshot();
          if (ctx.state() == RunState.SUBMIT) {
            return new ActionPlan(List.of(new Action.Submit(named(s, "Send application").ref(), Action.SubmitMethod.CLICK, ActionMeta.of("submit", null))),
                "submit the form", PlanSource.RULES, List.of());
          }
          SemanticElement name = named(s, "Name for the button form");
          return Fields.answered(name) ? ActionPlan.empty("every question answered", PlanSource.RULES)
              : new ActionPlan(List.of(new Action.TypeRef(name.ref(), "Ada Lovelace", ActionMeta.of("answer", "Name"))), "answer the name",
                  PlanSource.RULES, List.of());
        })
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(signals -> new SubmissionOutcome(
            signals.url().contains("thanks.html") ? OutcomeClass.SUCCESS_CONFIRMED : OutcomeClass.UNKNOWN_BLOCKED, "TEST", 0.9, "", false))
        .build();
    InMemoryEventSink events = EventSink.inMemory();
    RunResult result;
    try (FixtureServer server = FixtureServer.start(); PlaywrightBrowserSession session = BROWSER.newSession()) {
      result = autopilot.run(session, Task.of("Send the form", server.uri("widgets/submit.html")),
          RunOptions.defaults().withEventSink(events).withEvidenceDirectory(evidence));
    }
    assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
    assertEquals(2, result.counters().screenshots());

    List<RunEvent> order = events.events().stream().map(EventEnvelope::event).toList();
    List<RunEvent.EvidenceCaptured> shots = events.payloads(RunEvent.EvidenceCaptured.class);
    assertEquals(List.of("before_submit", "after_submit"), shots.stream().map(RunEvent.EvidenceCaptured::label).toList());
    for (RunEvent.EvidenceCaptured shot : shots) {
      assertEquals("screenshot", shot.kind());
      Path file = Path.of(shot.path());
      assertTrue(file.startsWith(evidence), file.toString());
      try (InputStream in = Files.newInputStream(file)) {
        assertArrayEquals(PNG, Arrays.copyOf(in.readNBytes(4), 4), "a PNG at " + file);
      }
    }
    int before = order.indexOf(shots.get(0));
    int submitted = indexOf(order, e -> e instanceof RunEvent.ActionExecuted x && x.action() instanceof Action.Submit);
    int classified = indexOf(order, e -> e instanceof RunEvent.SubmissionOutcomeClassified);
    int after = order.indexOf(shots.get(1));
    assertTrue(before < submitted && submitted < after && after < classified, "before the submit, after it whatever its outcome: " + order);
    RunEvent.SubmissionOutcomeClassified outcome = events.payloads(RunEvent.SubmissionOutcomeClassified.class).get(0);
    assertEquals(Integer.valueOf(200), outcome.httpStatus(), "the submit response reached the outcome");
  }

  private static int indexOf(List<RunEvent> events, Predicate<RunEvent> test) {
    for (int i = 0; i < events.size(); i++) {
      if (test.test(events.get(i))) {
        return i;
      }
    }
    throw new AssertionError("no such event in " + events);
  }
}
