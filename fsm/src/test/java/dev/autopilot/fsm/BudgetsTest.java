package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Each budget does what {@link Budgets} says, on a whole run. */
class BudgetsTest {
  final FakeForm form = new FakeForm();
  final InMemoryEventSink events = EventSink.inMemory();
  final Task task = Task.of("apply", URI.create(FakeForm.FORM_URL));
  Orchestrator orchestrator;

  @BeforeEach
  void build() {
    orchestrator = Orchestrator.builder()
        .snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(form).verifier(form)
        .classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).sleeper(d -> {})
        .build();
  }

  @Test
  void theWallTimeBudgetStopsTheRun() {
    Clock late = new Clock() {
      int calls;

      @Override
      public Instant instant() {
        return Instant.ofEpochSecond(calls++ < 1 ? 0 : 3600);
      }

      @Override
      public ZoneOffset getZone() {
        return ZoneOffset.UTC;
      }

      @Override
      public Clock withZone(java.time.ZoneId zone) {
        return this;
      }
    };
    RunResult result = orchestrator.toBuilder().clock(late).build().run(form, task);
    assertEquals(ManualCode.BUDGET_EXHAUSTED, result.manualReason().code());
    assertEquals("wall_time", result.manualReason().details().get("budget"));
  }

  @Test
  void theStepBudgetStopsTheRun() {
    RunResult result = orchestrator.toBuilder().budgets(Budgets.defaults().withMaxSteps(1)).build().run(form, task);
    assertEquals("steps", result.manualReason().details().get("budget"));
  }

  @Test
  void aRunTakesExactlyMaxStepsStepsAndNeverStartsAnother() {
    // The happy path needs three steps: answer, find nothing left (then validate), submit.
    RunResult two = orchestrator.toBuilder().budgets(Budgets.defaults().withMaxSteps(2)).build().run(form, task);
    assertEquals(ManualCode.BUDGET_EXHAUSTED, two.manualReason().code());
    assertEquals("steps", two.manualReason().details().get("budget"));
    assertEquals(2, two.counters().steps());
    assertEquals(2, events.payloads(RunEvent.PlanProposed.class).size(), "two plans, one per step");
    assertEquals(0, form.submits, "the third step, the submit, is never started");

    events.clear();
    FakeForm fresh = new FakeForm();
    RunResult three = orchestrator.toBuilder().budgets(Budgets.defaults().withMaxSteps(3)).snapshotProvider(fresh).executor(fresh).verifier(fresh).build()
        .run(fresh, task);
    assertTrue(three.isSuccess(), String.valueOf(three.manualReason()));
    assertEquals(3, three.counters().steps(), "a submit, the last step within the budget, is carried through to its outcome");
  }

  @Test
  void aSubmitMadeWithinTheWallTimeIsClassifiedEvenWhenTheTimeRunsOutMeanwhile() {
    Instant[] now = {Instant.EPOCH};
    Clock clock = new Clock() {
      @Override
      public Instant instant() {
        return now[0];
      }

      @Override
      public ZoneOffset getZone() {
        return ZoneOffset.UTC;
      }

      @Override
      public Clock withZone(java.time.ZoneId zone) {
        return this;
      }
    };
    form.replies = n -> {
      now[0] = now[0].plus(Duration.ofHours(1)); // the site takes an hour to answer
      return FakeForm.Reply.CONFIRM;
    };
    RunResult result = orchestrator.toBuilder().clock(clock).build().run(form, task);
    assertTrue(result.isSuccess(), "the outcome of the submit is established, not abandoned: " + result.manualReason());
    assertEquals(1, events.payloads(RunEvent.SubmissionOutcomeClassified.class).size());
  }

  @Test
  void screenshotsStopAtTheirBudgetAndTheRunGoesOn() {
    RunResult result = orchestrator.toBuilder().budgets(Budgets.defaults().withMaxScreenshots(1)).build()
        .run(form, task, RunOptions.defaults().withEvidenceDirectory(Path.of("evidence")));
    assertTrue(result.isSuccess());
    assertEquals(1, result.counters().screenshots());
    assertEquals("before_submit", events.payloads(RunEvent.EvidenceCaptured.class).get(0).label());
    assertEquals(1, events.payloads(RunEvent.EvidenceCaptured.class).size());
  }

  @Test
  void withoutAnEvidenceFolderNoScreenshotIsTaken() {
    RunResult result = orchestrator.run(form, task);
    assertEquals(0, result.counters().screenshots());
  }

  @Test
  void budgetsRejectNonsense() {
    assertThrows(IllegalArgumentException.class, () -> Budgets.defaults().withMaxSteps(0));
    assertThrows(IllegalArgumentException.class, () -> Budgets.defaults().withMaxWallTime(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> Budgets.defaults().withMaxScreenshots(-1));
  }
}
