package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AssistFailureCode;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.Planner;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.RetryDecision;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.testkit.EventOrderValidator;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrchestratorTest {
  static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0100", null, Map.of(), null, null,
      new Profile.WorkAuthorization(true, false), Profile.Consent.toApplying(), Map.of());

  /** Classifies the fake server's replies by status and text, as the rule classifier would. */
  static final OutcomeClassifier CLASSIFIER = s -> {
    Integer status = s.httpStatus();
    if (s.url().contains("confirmation")) {
      return new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "CONFIRMATION_PAGE", 0.95, s.pageText(), false);
    }
    if (status != null && status == 422) {
      return new SubmissionOutcome(OutcomeClass.VALIDATION_ERROR, "HTTP_422", 0.9, s.pageText(), false);
    }
    if (status != null && status == 429) {
      return new SubmissionOutcome(OutcomeClass.EXTERNAL_BLOCKED, "SPAM_BLOCKED", 0.9, s.pageText(), true);
    }
    if (status != null && status >= 500) {
      return new SubmissionOutcome(OutcomeClass.TRANSIENT_NETWORK, "HTTP_" + status, 0.9, s.pageText(), true);
    }
    return new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "NO_SIGNAL", 0.2, s.pageText(), false);
  };

  final FakeForm form = new FakeForm();
  final InMemoryEventSink events = EventSink.inMemory();
  final EventOrderValidator ordering = new EventOrderValidator();
  final List<Duration> sleeps = new ArrayList<>();
  final Task task = Task.of("apply", URI.create(FakeForm.FORM_URL));
  Orchestrator orchestrator;

  @BeforeEach
  void build() {
    orchestrator = Orchestrator.builder()
        .snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(PROFILE))).executor(form).verifier(form).classifier(CLASSIFIER)
        .addEventSink(events).addEventSink(ordering).sleeper(sleeps::add)
        .build();
  }

  private List<RunState> states() {
    List<RunState> out = new ArrayList<>();
    out.add(RunState.DISCOVER);
    events.payloads(RunEvent.StateTransition.class).forEach(t -> out.add(t.to()));
    return out;
  }

  @Test
  void aPageThatSubmitsItselfIsOneCountedSubmitWhoseOutcomeTheClassifierReads() {
    form.loadsOnFill = true;
    Orchestrator confirming = orchestrator.toBuilder()
        .classifier(s -> new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "SELF_SUBMITTED_CONFIRMED", 0.9, "received", false)).build();
    RunResult result = confirming.run(form, task);
    assertEquals(RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
    assertEquals("SELF_SUBMITTED_CONFIRMED", result.outcome().code());
    assertEquals(1, result.counters().submitAttempts(), "the page's own submission is counted");
    assertTrue(form.executed.stream().noneMatch(a -> a.startsWith("submit")), "and never repeated: " + form.executed);
    assertTrue(events.payloads(RunEvent.StateTransition.class).stream()
        .anyMatch(t -> t.to() == RunState.VERIFY_OUTCOME && t.reason().contains("submitted itself")), "the transition says why");
    assertEquals(List.of(), ordering.violations());
  }

  @Test
  void happyPathWalksTheStatesAndEmitsEveryEventInOrder() {
    RunResult result = orchestrator.run(form, task);
    assertTrue(result.isSuccess(), String.valueOf(result));
    assertEquals(List.of(RunState.DISCOVER, RunState.FILL, RunState.FILL, RunState.VALIDATE, RunState.SUBMIT, RunState.VERIFY_OUTCOME, RunState.DONE), states(),
        "every transition is an event, a new FILL step included");
    assertEquals(List.of(), ordering.violations());
    assertEquals("run_started", events.types().get(0));
    assertEquals("run_finished", events.types().get(events.types().size() - 1));
    assertEquals(List.of("type_ref:e1", "set_radio:e2", "submit:e9"), form.executed);
    assertEquals(3, result.counters().actions());
    assertEquals(1, result.counters().submitAttempts());
    assertTrue(events.events().stream().allMatch(e -> e.requestId().equals(result.requestId())));
  }

  @Test
  void aCancelledCheckClimbsTheLadderAndStopsAtTheThirdFailure() {
    form.radioCancelsCheck = true;
    RunResult result = orchestrator.run(form, task);
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.LOOP_GUARD, result.manualReason().code());
    assertTrue(result.manualReason().semanticKey().endsWith("|answer|authorized to work"), result.manualReason().semanticKey());
    List<Escalation> ladder = events.payloads(RunEvent.SemanticLoopGuard.class).stream().map(RunEvent.SemanticLoopGuard::escalation).toList();
    assertEquals(List.of(Escalation.REPLAN, Escalation.ALTERNATE, Escalation.STOP_TO_MANUAL), ladder);
    assertEquals(List.of("type_ref:e1", "set_radio:e2", "set_radio:e2", "click_ref:e2"), form.executed, "replan, then the alternate gesture, never a submit");
    assertEquals(3, events.payloads(RunEvent.ActionVerified.class).stream().filter(v -> !v.verified()).count());
    assertEquals(0, form.submits);
    ordering.assertValid();
  }

  @Test
  void aBlockedSubmitIsRetriedWithinTheBoundThenHandedOver() {
    form.replies = n -> FakeForm.Reply.BLOCK;
    RunResult result = orchestrator.run(form, task);
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.SUBMIT_BLOCKED, result.manualReason().code());
    assertEquals("external_blocked", result.manualReason().details().get("outcome_class"));
    assertEquals(3, form.submits);
    assertEquals(List.of(Duration.ofSeconds(2), Duration.ofSeconds(4)), sleeps);
    List<RetryDecision> decisions = events.payloads(RunEvent.RetryPolicyApplied.class).stream().map(RunEvent.RetryPolicyApplied::decision).toList();
    assertEquals(List.of(RetryDecision.RETRY, RetryDecision.RETRY, RetryDecision.STOP_TO_MANUAL), decisions);
    ordering.assertValid();
  }

  @Test
  void aTransientFailureIsRetriedOnceThenSucceeds() {
    form.replies = n -> n == 1 ? FakeForm.Reply.UNAVAILABLE : FakeForm.Reply.CONFIRM;
    RunResult result = orchestrator.run(form, task);
    assertTrue(result.isSuccess());
    assertEquals(2, form.submits);
    assertEquals(List.of(Duration.ofSeconds(2)), sleeps);
    assertTrue(states().contains(RunState.DISCOVER) && states().lastIndexOf(RunState.DISCOVER) > 0, "re-entered the form: " + states());
  }

  @Test
  void aValidationErrorIsFixedBeforeTheNextSubmit() {
    form.extraRequiredAfterReject = true;
    form.replies = n -> n == 1 ? FakeForm.Reply.REJECT_FIELDS : FakeForm.Reply.CONFIRM;
    RunResult result = orchestrator.run(form, task);
    assertTrue(result.isSuccess(), String.valueOf(result.manualReason()));
    int firstSubmit = form.executed.indexOf("submit:e9");
    int fix = form.executed.indexOf("type_ref:e4");
    assertTrue(fix > firstSubmit && form.executed.lastIndexOf("submit:e9") > fix, form.executed.toString());
    assertEquals(RetryDecision.FIX_AND_RESUBMIT, events.payloads(RunEvent.RetryPolicyApplied.class).get(0).decision());
  }

  @Test
  void aRejectionWithNothingToFixIsNeverBlindlyResubmitted() {
    form.replies = n -> FakeForm.Reply.REJECT_FIELDS;
    RunResult result = orchestrator.run(form, task);
    assertEquals(ManualCode.VALIDATION_UNRESOLVED, result.manualReason().code());
    assertEquals(1, form.submits);
  }

  @Test
  void anUnknownOutcomeAfterTheFormWentOutIsNeverResubmitted() {
    form.replies = n -> FakeForm.Reply.UNKNOWN;
    RunResult result = orchestrator.run(form, task);
    assertEquals(ManualCode.OUTCOME_UNKNOWN, result.manualReason().code());
    assertTrue(result.manualReason().message().contains("may have been submitted"), result.manualReason().message());
    List<RetryDecision> decisions = events.payloads(RunEvent.RetryPolicyApplied.class).stream().map(RunEvent.RetryPolicyApplied::decision).toList();
    assertEquals(List.of(RetryDecision.STOP_TO_MANUAL), decisions);
    assertEquals(1, form.submits, "the form went out: a person decides, never a second submit");
  }

  @Test
  void aBrowserThatDiesEndsTheRunWithAReasonAndAllItsEvents() {
    form.actionFailure = new BrowserException(ErrorCode.BROWSER_CRASHED, "Target page, context or browser has been closed", "e1", "type_ref", FakeForm.FORM_URL, null);
    RunResult result = orchestrator.run(form, task);
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.BROWSER_CRASHED, result.manualReason().code());
    assertEquals("run_finished", events.types().get(events.types().size() - 1));
    assertNotNull(events.payloads(RunEvent.RunFinished.class).get(0).manualReason());
  }

  @Test
  void aFailingAssistIsJudgedAndTheRunGoesOn() {
    AssistPlugin broken = new AssistPlugin() {
      @Override
      public String name() {
        return "broken";
      }

      @Override
      public boolean isAvailable(BrowserSession session, SemanticSnapshot snapshot) {
        return true;
      }

      @Override
      public AssistResult prefill(SnapshotPipeline page, SemanticSnapshot snapshot) {
        throw new IllegalStateException("extension crashed");
      }
    };
    RunResult result = orchestrator.toBuilder().addAssistPlugin(broken).build().run(form, task);
    assertTrue(result.isSuccess());
    RunEvent.AssistInvoked invoked = events.payloads(RunEvent.AssistInvoked.class).get(0);
    assertEquals(AssistFailureCode.ASSIST_EXCEPTION.name(), invoked.failureCode());
    RunEvent.AssistEffectEvaluated effect = events.payloads(RunEvent.AssistEffectEvaluated.class).get(0);
    assertFalse(effect.verified());
    assertEquals(0, effect.delta());
    assertEquals(List.of(RunState.DISCOVER, RunState.ASSIST_PREFILL, RunState.VERIFY_PREFILL, RunState.FILL), states().subList(0, 4));
  }

  @Test
  void aHelpfulAssistIsVerifiedByItsFillRate() {
    AssistPlugin fills = new AssistPlugin() {
      @Override
      public String name() {
        return "fills-email";
      }

      @Override
      public boolean isAvailable(BrowserSession session, SemanticSnapshot snapshot) {
        return true;
      }

      @Override
      public AssistResult prefill(SnapshotPipeline page, SemanticSnapshot snapshot) {
        form.values.put("e1", "ada@example.org");
        return AssistResult.attempted(1, "filled 1");
      }
    };
    RunResult result = orchestrator.toBuilder().addAssistPlugin(fills).build().run(form, task);
    assertTrue(result.isSuccess());
    RunEvent.AssistEffectEvaluated effect = events.payloads(RunEvent.AssistEffectEvaluated.class).get(0);
    assertEquals(1, effect.delta());
    assertTrue(effect.verified());
    assertFalse(form.executed.contains("type_ref:e1"), "the main loop does not redo what the assist did");
  }

  @Test
  void aThrowingSinkNeverBreaksARun() {
    RunResult result = orchestrator.toBuilder().addEventSink(e -> {
      throw new IllegalStateException("sink down");
    }).build().run(form, task);
    assertTrue(result.isSuccess());
  }

  @Test
  void buildNamesEveryMissingPart() {
    AutopilotException e = assertThrows(AutopilotException.class, () -> Orchestrator.builder().planner(Planner.rules(JobApplicationPack.of(PROFILE))).build());
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    assertTrue(e.getMessage().contains("snapshotProvider, executor, verifier, classifier"), e.getMessage());
  }

  @Test
  void runsOnOneSessionTakeTurnsInItsLane() throws Exception {
    java.util.concurrent.atomic.AtomicInteger inside = new java.util.concurrent.atomic.AtomicInteger();
    java.util.concurrent.atomic.AtomicInteger overlaps = new java.util.concurrent.atomic.AtomicInteger();
    EventSink lane = e -> {
      if (e.event() instanceof RunEvent.RunStarted && inside.incrementAndGet() > 1) {
        overlaps.incrementAndGet();
      } else if (e.event() instanceof RunEvent.RunFinished) {
        inside.decrementAndGet();
      }
    };
    Orchestrator shared = orchestrator.toBuilder().addEventSink(lane).build();
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      List<java.util.concurrent.Future<RunResult>> runs = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        runs.add(pool.submit(() -> shared.run(form, task)));
      }
      for (java.util.concurrent.Future<RunResult> run : runs) {
        assertTrue(run.get(30, java.util.concurrent.TimeUnit.SECONDS).isSuccess());
      }
    } finally {
      pool.shutdownNow();
    }
    assertEquals(0, overlaps.get(), "two runs were inside one session at once");
  }
}
