package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every event says which step it belongs to and, when it is about one action, which action. */
class EventIdentityTest {
  final FakeForm form = new FakeForm();
  final InMemoryEventSink events = EventSink.inMemory();

  private RunResult run() {
    form.extraRequiredAfterReject = true;
    form.replies = n -> n == 1 ? FakeForm.Reply.REJECT_FIELDS : FakeForm.Reply.CONFIRM;
    return Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(form)
        .verifier(form).classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).sleeper(d -> {}).build()
        .run(form, Task.of("apply", URI.create(FakeForm.FORM_URL)), RunOptions.defaults().withEvidenceDirectory(Path.of("evidence")));
  }

  @Test
  void stepsNumberFromZeroWithoutGapsAndEachStepOpensWithItsPlan() {
    RunResult result = run();
    assertTrue(result.isSuccess(), String.valueOf(result.manualReason()));
    List<EventEnvelope> all = events.events();
    int step = 0;
    for (EventEnvelope e : all) {
      if (e.event() instanceof RunEvent.PlanProposed) {
        assertEquals(step + 1, e.step(), "a plan opens the next step: " + e);
        step = e.step();
      } else {
        assertEquals(step, e.step(), "only a plan opens a step: " + e);
      }
    }
    assertEquals(result.counters().steps(), step);
    assertEquals(0, all.get(0).step());
  }

  @Test
  void everyActionHasOneIdAndItsEventsCarryIt() {
    run();
    Set<String> planned = new HashSet<>();
    for (RunEvent.PlanProposed plan : events.payloads(RunEvent.PlanProposed.class)) {
      for (String id : plan.actionIds()) {
        assertTrue(planned.add(id), "ids are unique within the run: " + id);
      }
    }
    String executing = null;
    for (EventEnvelope e : events.events()) {
      if (e.event() instanceof RunEvent.ActionExecuted) {
        assertNotNull(e.actionId());
        assertTrue(planned.contains(e.actionId()), e.actionId());
        executing = e.actionId();
      } else if (e.event() instanceof RunEvent.ActionVerified || e.event() instanceof RunEvent.SemanticLoopGuard) {
        assertEquals(executing, e.actionId(), "verified and guarded under the id of the action executed");
      } else if (e.event() instanceof RunEvent.SnapshotGenerated s && s.purpose().equals("verify")) {
        assertEquals(executing, e.actionId(), "the snapshot that verifies an action carries its id");
      } else if (e.event() instanceof RunEvent.SubmissionOutcomeClassified || e.event() instanceof RunEvent.RetryPolicyApplied
          || e.event() instanceof RunEvent.EvidenceCaptured) {
        assertNotNull(e.actionId(), "outcome, policy and screenshots are about the submit: " + e);
      } else if (e.event() instanceof RunEvent.PlanProposed || e.event() instanceof RunEvent.RunStarted || e.event() instanceof RunEvent.RunFinished) {
        assertNull(e.actionId(), e.toString());
      }
    }
  }

  @Test
  void everyDialogIsAnEventOfTheActionItOpenedInRightAfterItsExecution() {
    form.dialogs.add(new dev.autopilot.core.model.BrowserDialog(dev.autopilot.core.model.BrowserDialog.Type.ALERT, "before the run", FakeForm.FORM_URL,
        true, "an alert has only OK"));
    form.alertOnType = true;
    RunResult result = run();
    assertTrue(result.isSuccess(), String.valueOf(result.manualReason()));
    List<EventEnvelope> all = events.events();
    List<RunEvent.DialogHandled> dialogs = events.payloads(RunEvent.DialogHandled.class);
    assertEquals(form.dialogs.size() - 1, dialogs.size(), "one event per dialog of this run, none for the one before it");
    assertTrue(dialogs.size() >= 1, all.toString());
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i).event() instanceof RunEvent.DialogHandled d) {
        EventEnvelope executed = all.get(i - 1);
        assertTrue(executed.event() instanceof RunEvent.ActionExecuted, "a dialog follows the action it opened in: " + executed);
        assertEquals(executed.actionId(), all.get(i).actionId());
        assertEquals(executed.step(), all.get(i).step());
        RunEvent then = all.stream().skip(i + 1L).map(EventEnvelope::event)
            .filter(e -> e instanceof RunEvent.ActionVerified || e instanceof RunEvent.ActionExecuted).findFirst().orElseThrow();
        assertTrue(then instanceof RunEvent.ActionVerified, "then the action's verdict: " + then);
        assertTrue(d.accepted());
        assertTrue(d.message().startsWith("Please check "), d.message());
      }
    }
  }

  @Test
  void theRunsSubmitDeadlineTravelsWithEachSubmitToTheExecutor() {
    RunResult result = Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE)))
        .executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).sleeper(d -> {})
        .submitDeadline(java.time.Duration.ofSeconds(7)).build()
        .run(form, Task.of("apply", URI.create(FakeForm.FORM_URL)));
    assertTrue(result.isSuccess(), String.valueOf(result.manualReason()));
    List<dev.autopilot.core.model.Action.Submit> submits = events.payloads(RunEvent.ActionExecuted.class).stream()
        .map(RunEvent.ActionExecuted::action).filter(a -> a instanceof dev.autopilot.core.model.Action.Submit)
        .map(a -> (dev.autopilot.core.model.Action.Submit) a).toList();
    assertEquals(1, submits.size());
    assertEquals(Long.valueOf(7_000), submits.get(0).outcomeDeadlineMillis());
    assertEquals("7000", events.payloads(RunEvent.RunStarted.class).get(0).settings().get("submit_deadline_ms"));
  }

  @Test
  void withoutASubmitDeadlineTheRunSendsTheOneDefaultTheExecutorAlsoUses() {
    RunResult result = Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE)))
        .executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).sleeper(d -> {}).build()
        .run(form, Task.of("apply", URI.create(FakeForm.FORM_URL)));
    assertTrue(result.isSuccess(), String.valueOf(result.manualReason()));
    dev.autopilot.core.model.Action.Submit submit = events.payloads(RunEvent.ActionExecuted.class).stream()
        .map(RunEvent.ActionExecuted::action).filter(a -> a instanceof dev.autopilot.core.model.Action.Submit)
        .map(a -> (dev.autopilot.core.model.Action.Submit) a).findFirst().orElseThrow();
    assertEquals(Long.valueOf(dev.autopilot.core.model.Action.Submit.DEFAULT_OUTCOME_DEADLINE.toMillis()), submit.outcomeDeadlineMillis());
    assertEquals(dev.autopilot.core.model.Action.Submit.DEFAULT_OUTCOME_DEADLINE, Orchestrator.DEFAULT_SUBMIT_DEADLINE);
  }

  @Test
  void everySnapshotIsAnEventAndCountedAndEveryTransitionIsAnEvent() {
    RunResult result = run();
    List<RunEvent.SnapshotGenerated> snapshots = events.payloads(RunEvent.SnapshotGenerated.class);
    assertEquals(result.counters().snapshots(), snapshots.size());
    assertTrue(snapshots.stream().allMatch(s -> Set.of("discover", "verify", "plan", "prefill", "replan").contains(s.purpose())), snapshots.toString());
    RunState state = RunState.DISCOVER;
    for (EventEnvelope e : events.events()) {
      if (e.event() instanceof RunEvent.StateTransition t) {
        assertEquals(state, t.from(), "transitions chain: " + t);
        assertTrue(Transitions.isLegal(t.from(), t.to()), t.toString());
        state = t.to();
      }
      assertEquals(state, e.state(), "every event is stamped with the state the transitions led to: " + e);
    }
    assertEquals(RunState.DONE, state);
  }
}
