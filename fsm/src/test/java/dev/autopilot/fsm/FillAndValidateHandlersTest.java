package dev.autopilot.fsm;

import static dev.autopilot.fsm.HandlerFixture.goesTo;
import static dev.autopilot.fsm.HandlerFixture.stops;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.AssistFailureCode;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class FillAndValidateHandlersTest {
  final HandlerFixture f = new HandlerFixture();

  @Test
  void fillTakesOneStepAndCarriesOutThePlanUnderRunWideIds() {
    Next next = f.onTheForm(RunState.FILL).handle(new FillHandler());
    assertEquals(RunState.FILL, goesTo(next), "plans again on the page as it is now");
    assertEquals(1, f.ledger.steps);
    assertEquals(List.of("type_ref:e1", "set_radio:e2"), f.form.executed);
    assertEquals(List.of("a1", "a2"), f.events.payloads(RunEvent.PlanProposed.class).get(0).actionIds());
    List<String> executedIds = f.events.events().stream().filter(e -> e.event() instanceof RunEvent.ActionExecuted).map(EventEnvelope::actionId).toList();
    assertEquals(List.of("a1", "a2"), executedIds);
    assertTrue(f.events.events().stream().filter(e -> e.event() instanceof RunEvent.PlanProposed).allMatch(e -> e.step() == 1));
    assertEquals(2, f.ledger.verifiedSinceSubmit);
  }

  @Test
  void fillWithNothingLeftToAnswerGoesToValidate() {
    f.form.values.put("e1", "ada@example.org");
    f.form.checked.put("e2", true);
    f.in(RunState.FILL);
    f.ledger.navigateTo = null;
    assertEquals(RunState.VALIDATE, goesTo(f.handle(new FillHandler())));
    assertTrue(f.form.executed.isEmpty());
  }

  @Test
  void fillStopsAfterTheFirstUnverifiedActionAndCountsItOnTheLadder() {
    f.form.radioCancelsCheck = true;
    f.form.values.put("e1", "ada@example.org");
    f.in(RunState.FILL);
    f.ledger.navigateTo = null;
    assertEquals(RunState.FILL, goesTo(f.handle(new FillHandler())));
    assertEquals(1, f.ledger.unverified);
    RunEvent.SemanticLoopGuard guard = f.events.payloads(RunEvent.SemanticLoopGuard.class).get(0);
    assertEquals(Escalation.REPLAN, guard.escalation());
    assertEquals(1, f.ledger.failureRecords.size(), "the planner sees the failure next time");
  }

  @Test
  void anAnswerThatKeepsBeingProposedAfterVerificationClimbsTheLadder() {
    f.onTheForm(RunState.FILL);
    SemanticKey email = SemanticKey.forAction(f.run.current(), new dev.autopilot.core.model.Action.TypeRef("e1", "x",
        dev.autopilot.core.model.ActionMeta.of("answer", "Email")));
    f.ledger.verified.put(email, FillHandler.MAX_REPEATS_OF_VERIFIED);
    f.ledger.failures.put(email, 2);
    ManualReason stop = stops(f.handle(new FillHandler()));
    assertEquals(ManualCode.LOOP_GUARD, stop.code());
    assertTrue(f.form.executed.isEmpty(), "not typed a third time");
    assertEquals("a1", f.events.events().stream().filter(e -> e.event() instanceof RunEvent.SemanticLoopGuard).findFirst().orElseThrow().actionId());
  }

  @Test
  void fillNeverStartsAStepBeyondTheBudget() {
    f.settings.budgets(Budgets.defaults().withMaxSteps(3));
    f.onTheForm(RunState.FILL);
    f.ledger.steps = 3;
    ManualReason stop = stops(f.handle(new FillHandler()));
    assertEquals(ManualCode.BUDGET_EXHAUSTED, stop.code());
    assertEquals("steps", stop.details().get("budget"));
    assertEquals(3, f.ledger.steps);
    assertTrue(f.events.payloads(RunEvent.PlanProposed.class).isEmpty(), "no plan for a step that does not start");
  }

  @Test
  void validateStopsForRequiredQuestionsTheProfileCannotAnswer() {
    f.onTheForm(RunState.VALIDATE);
    f.ledger.lastUnresolved = List.of("authorized to work");
    ManualReason stop = stops(f.handle(new ValidateHandler()));
    assertEquals(ManualCode.UNANSWERED_REQUIRED, stop.code());
    assertEquals("authorized to work", stop.details().get("questions"));
  }

  @Test
  void validateRefusesABlindResubmitAfterARejection() {
    f.form.values.put("e1", "ada@example.org");
    f.form.checked.put("e2", true);
    f.in(RunState.VALIDATE);
    f.run.snapshot("plan");
    f.ledger.lastOutcome = new SubmissionOutcome(OutcomeClass.VALIDATION_ERROR, "HTTP_422", 0.9, "fix", false);
    assertEquals(ManualCode.VALIDATION_UNRESOLVED, stops(f.handle(new ValidateHandler())).code());
    f.ledger.verifiedSinceSubmit = 1;
    assertEquals(RunState.SUBMIT, goesTo(f.handle(new ValidateHandler())), "a verified fix since the rejection allows a new submit");
  }

  @Test
  void validateLetsACompleteFormGoToSubmit() {
    f.form.values.put("e1", "ada@example.org");
    f.form.checked.put("e3", true);
    f.in(RunState.VALIDATE);
    f.run.snapshot("plan");
    assertEquals(RunState.SUBMIT, goesTo(f.handle(new ValidateHandler())));
  }

  @Test
  void afterAnAssistValidateLooksAfreshAndSendsFieldsChangedBehindTheRunsBackToFillTwiceAtMost() {
    f.form.values.put("e1", "ada@example.org");
    f.form.checked.put("e3", true);
    f.in(RunState.VALIDATE);
    f.run.snapshot("plan");
    f.ledger.assist = new RunLedger.AssistInvocation(DiscoverAndAssistHandlersTest.plugin(true, (s, p) -> AssistResult.attempted(0, "")),
        AssistResult.failed(AssistFailureCode.DEADLINE_PASSED, "slow"), f.run.current());
    f.form.values.put("e1", "late@extension.example");
    Next back = f.handle(new ValidateHandler());
    assertEquals(RunState.FILL, goesTo(back), "the email changed after the run filled it");
    assertEquals("validate", f.events.payloads(RunEvent.SnapshotGenerated.class).get(1).purpose());
    assertEquals(RunState.SUBMIT, goesTo(f.handle(new ValidateHandler())), "nothing changed since the fresh look");
    f.form.values.put("e1", "later@extension.example");
    assertEquals(RunState.FILL, goesTo(f.handle(new ValidateHandler())));
    f.form.values.put("e1", "latest@extension.example");
    assertEquals(RunState.SUBMIT, goesTo(f.handle(new ValidateHandler())), "a third change is judged as the page stands: bounded");
  }
}
