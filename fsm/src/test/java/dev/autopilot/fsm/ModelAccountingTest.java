package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.ScreenshotMode;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import dev.autopilot.jobpack.JobApplicationPack;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run's model account: counters, per-plan cost and routes in events, vision at its nodes, screenshot modes. */
class ModelAccountingTest {
  private static final Task TASK = Task.of("apply", URI.create(FakeForm.FORM_URL));

  private final FakeForm form = new FakeForm();
  private final InMemoryEventSink events = EventSink.inMemory();

  private OrchestratorBuilder builder() {
    return builder(form);
  }

  private OrchestratorBuilder builder(FakeForm form) {
    return Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(form).verifier(form)
        .classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).sleeper(d -> {}).clock(Clock.fixed(Instant.EPOCH, ZoneOffset.UTC));
  }

  @Test
  void aPlannersModelCallsAreCountedPerPlanAndPerRun() {
    Planner rules = Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE));
    Planner modelFirst = ctx -> {
      var plan = rules.plan(ctx);
      if (ctx.state() == RunState.FILL && !plan.actions().isEmpty()) {
        ctx.ledger().reserve(false);
        ctx.ledger().record(800, 120);
        return new dev.autopilot.core.model.ActionPlan(plan.actions(), plan.rationale(), PlanSource.LLM, plan.unresolved(),
            List.of(new QuestionRoute("Email", Route.MODEL, "no rule answered it")));
      }
      return plan;
    };
    RunResult result = builder().planner(modelFirst).build().run(form, TASK);
    assertEquals(RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
    List<RunEvent.PlanProposed> plans = events.payloads(RunEvent.PlanProposed.class);
    assertEquals(new ModelUsage(1, 800, 120, 0), plans.get(0).modelUsage());
    assertEquals(List.of(new QuestionRoute("Email", Route.MODEL, "no rule answered it")), plans.get(0).routes());
    assertEquals(ModelUsage.none(), plans.get(plans.size() - 1).modelUsage(), "the submit plan cost nothing");
    ModelUsage total = plans.stream().map(RunEvent.PlanProposed::modelUsage).reduce(ModelUsage.none(), ModelUsage::plus);
    assertEquals(total, result.counters().model());
    assertEquals(total, events.payloads(RunEvent.RunFinished.class).get(0).counters().model());
  }

  @Test
  void visionIsAskedBeforeTheSubmitAndAfterAnUnknownOutcomeWithinItsBudget(@TempDir Path dir) {
    form.replies = n -> FakeForm.Reply.UNKNOWN;
    List<VisionNode> asked = new ArrayList<>();
    RunResult result = builder().vision(r -> {
      asked.add(r.node());
      r.ledger().reserve(true);
      return new VisionVerdict(r.node(), VisionVerdict.Status.YES, "yes", "looks fine");
    }).build().run(form, TASK, RunOptions.defaults().withEvidenceDirectory(dir));
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertTrue(asked.contains(VisionNode.BEFORE_SUBMIT) && asked.contains(VisionNode.AFTER_SUBMIT), asked.toString());
    assertEquals(asked.size(), events.payloads(RunEvent.VisionChecked.class).size());
    assertEquals(asked.size(), result.counters().model().visionCalls());
  }

  @Test
  void withoutAnEvidenceFolderTheVisionScreenshotLivesOnlyAsLongAsTheCheck() {
    form.replies = n -> FakeForm.Reply.UNKNOWN;
    List<Path> shots = new ArrayList<>();
    List<Boolean> readable = new ArrayList<>();
    builder().vision(r -> {
      shots.add(r.screenshot());
      readable.add(java.nio.file.Files.exists(r.screenshot()));
      r.ledger().reserve(true);
      return new VisionVerdict(r.node(), VisionVerdict.Status.YES, "yes", "looks fine");
    }).build().run(form, TASK);
    assertTrue(!shots.isEmpty(), "vision was asked");
    assertTrue(readable.stream().allMatch(b -> b), "the check reads the screenshot");
    assertTrue(shots.stream().noneMatch(java.nio.file.Files::exists), "and none is left behind: " + shots);
  }

  @Test
  void screenshotModeOffAsksNoVisionAndAlwaysShootsEveryStep(@TempDir Path dir) {
    List<VisionNode> asked = new ArrayList<>();
    builder().vision(r -> {
      asked.add(r.node());
      return VisionVerdict.skipped(r.node(), "x");
    }).screenshotMode(ScreenshotMode.OFF).build().run(form, TASK, RunOptions.defaults().withEvidenceDirectory(dir));
    assertEquals(List.of(), asked);

    InMemoryEventSink always = EventSink.inMemory();
    FakeForm fresh = new FakeForm();
    builder(fresh).addEventSink(always).screenshotMode(ScreenshotMode.ALWAYS).budgets(Budgets.defaults().withMaxScreenshots(20)).build()
        .run(fresh, TASK, RunOptions.defaults().withEvidenceDirectory(dir));
    assertTrue(always.payloads(RunEvent.EvidenceCaptured.class).stream().anyMatch(e -> e.label().equals("step_1")), "a screenshot per step");
  }
}
