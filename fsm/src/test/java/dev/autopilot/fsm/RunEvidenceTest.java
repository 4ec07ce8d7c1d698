package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The one evidence option: every run opens its evidence, feeds it everything, and finishes it; a broken recorder never breaks a run. */
class RunEvidenceTest {
  static final Path SHOTS = Path.of("/evidence/screenshots");

  /** Records what the run handed it, in order. */
  static class Recorded implements RunEvidence {
    final List<String> calls = new ArrayList<>();
    final InMemoryEventSink events = EventSink.inMemory();
    final List<Integer> snapshots = new ArrayList<>();
    @Nullable RunResult finished;

    @Override
    public EventSink events() {
      return e -> {
        events.accept(e);
        if (e.event() instanceof RunEvent.RunFinished) {
          calls.add("run_finished");
        }
      };
    }

    @Override
    public Path screenshotsDirectory() {
      return SHOTS;
    }

    @Override
    public void snapshot(int number, String purpose, SemanticSnapshot snapshot) {
      snapshots.add(number);
    }

    @Override
    public void plan(String json) {
      calls.add("plan " + json);
    }

    @Override
    public boolean recordsTrace() {
      return true;
    }

    @Override
    public @Nullable Path traceFile(RunResult result) {
      calls.add("traceFile " + result.finalState());
      return null;
    }

    @Override
    public void finish(RunResult result) {
      calls.add("finish");
      finished = result;
    }
  }

  final FakeForm form = new FakeForm();
  final Task task = Task.of("apply", URI.create(FakeForm.FORM_URL));

  private OrchestratorBuilder builder() {
    return Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(form).verifier(form)
        .classifier(OrchestratorTest.CLASSIFIER).sleeper(d -> {});
  }

  @Test
  void aRunFeedsItsEvidenceEverythingAndFinishesItOnce() {
    Recorded evidence = new Recorded();
    List<String> opened = new ArrayList<>();
    InMemoryEventSink all = EventSink.inMemory();
    Orchestrator autopilot = builder().addEventSink(all).evidence(id -> {
      opened.add(id);
      return evidence;
    }).build();
    RunResult result = autopilot.run(form, task, RunOptions.defaults().withRequestId("req-1").withPlanJson("{\"prepared\":true}"));

    assertEquals(List.of("req-1"), opened);
    assertEquals(all.events().size(), evidence.events.events().size(), "every event");
    assertEquals(List.of("plan {\"prepared\":true}", "run_finished", "traceFile " + result.finalState(), "finish"), evidence.calls,
        "the host's plan first, the end after run_finished");
    assertEquals(result, evidence.finished);
    long taken = all.payloads(RunEvent.SnapshotGenerated.class).size();
    assertTrue(taken > 0);
    List<Integer> expected = new ArrayList<>();
    for (int i = 1; i <= taken; i++) {
      expected.add(i);
    }
    assertEquals(expected, evidence.snapshots, "each snapshot, numbered in order");
    List<RunEvent.EvidenceCaptured> shots = all.payloads(RunEvent.EvidenceCaptured.class);
    assertTrue(result.counters().submitAttempts() == 0 || !shots.isEmpty(), "screenshots around a submit");
    shots.forEach(s -> assertTrue(Path.of(s.path()).startsWith(SHOTS), s.path()));
  }

  @Test
  void aFolderOfTheRunsOwnOptionsWinsOverTheEvidencesScreenshots() {
    Recorded evidence = new Recorded();
    InMemoryEventSink all = EventSink.inMemory();
    Path own = Path.of("/elsewhere");
    builder().addEventSink(all).evidence(id -> evidence).build().run(form, task, RunOptions.defaults().withEvidenceDirectory(own));
    all.payloads(RunEvent.EvidenceCaptured.class).forEach(s -> assertTrue(Path.of(s.path()).startsWith(own), s.path()));
  }

  @Test
  void aScreenshotThatFailsOnceIsTakenAgainAndOneThatKeepsFailingIsLeftOut() {
    InMemoryEventSink all = EventSink.inMemory();
    form.screenshotFailures = 1;
    RunResult once = builder().addEventSink(all).build().run(form, task, RunOptions.defaults().withEvidenceDirectory(Path.of("/shots")));
    assertEquals(RunState.DONE, once.finalState());
    List<String> labels = all.payloads(RunEvent.EvidenceCaptured.class).stream().map(RunEvent.EvidenceCaptured::label).toList();
    assertEquals(List.of("before_submit", "after_submit"), labels, "the failed capture was taken again");
    assertEquals(3, form.screenshotAttempts);

    FakeForm failing = new FakeForm();
    failing.screenshotFailures = Integer.MAX_VALUE;
    InMemoryEventSink none = EventSink.inMemory();
    RunResult without = Orchestrator.builder().snapshotProvider(failing).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE)))
        .executor(failing).verifier(failing).classifier(OrchestratorTest.CLASSIFIER).sleeper(d -> {}).addEventSink(none).build().run(failing, task, RunOptions.defaults().withEvidenceDirectory(Path.of("/shots")));
    assertEquals(RunState.DONE, without.finalState(), "evidence that cannot be captured never stops a run: " + without.manualReason());
    assertTrue(none.payloads(RunEvent.EvidenceCaptured.class).isEmpty());
    assertEquals(4, failing.screenshotAttempts, "two attempts for each of the two screenshots, no more");
    assertEquals(0, without.counters().screenshots());
  }

  @Test
  void aRecorderThatFailsNeverBreaksTheRun() {
    InMemoryEventSink all = EventSink.inMemory();
    EvidenceRecorder broken = id -> {
      throw new IllegalStateException("disk full");
    };
    RunResult result = builder().addEventSink(all).evidence(broken).build().run(form, task);
    assertNotNull(result.finalState());
    assertTrue(result.finalState().isFinal());
    assertEquals(1, all.payloads(RunEvent.RunFinished.class).size());

    RunEvidence throwing = new Recorded() {
      @Override
      public void snapshot(int number, String purpose, SemanticSnapshot snapshot) {
        throw new IllegalStateException("cannot write");
      }

      @Override
      public void finish(RunResult r) {
        throw new IllegalStateException("cannot write");
      }
    };
    RunResult again = builder().evidence(id -> throwing).build().run(form, task);
    assertEquals(result.finalState(), again.finalState());
  }

  @Test
  void theOptionSurvivesToBuilder() {
    EvidenceRecorder recorder = id -> new Recorded();
    assertEquals(recorder, builder().evidence(recorder).build().toBuilder().evidence);
  }
}
