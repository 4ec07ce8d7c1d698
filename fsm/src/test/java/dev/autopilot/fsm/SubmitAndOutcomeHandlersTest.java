package dev.autopilot.fsm;

import static dev.autopilot.fsm.HandlerFixture.goesTo;
import static dev.autopilot.fsm.HandlerFixture.stops;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.RetryDecision;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SubmitAndOutcomeHandlersTest {
  final HandlerFixture f = new HandlerFixture();

  /** The form filled and submitted once, the run in VERIFY_OUTCOME. */
  private HandlerFixture submitted(FakeForm.Reply reply) {
    f.form.values.put("e1", "ada@example.org");
    f.form.checked.put("e2", true);
    f.form.replies = n -> reply;
    f.in(RunState.SUBMIT);
    f.ledger.navigateTo = null;
    f.run.snapshot("plan");
    assertEquals(RunState.VERIFY_OUTCOME, goesTo(f.handle(new SubmitHandler())));
    f.ledger.state = RunState.VERIFY_OUTCOME;
    return f;
  }

  private RetryDecision decision() {
    List<RunEvent.RetryPolicyApplied> applied = f.events.payloads(RunEvent.RetryPolicyApplied.class);
    assertEquals(1, applied.size());
    return applied.get(0).decision();
  }

  @Test
  void submitSubmitsOnceAndKeepsTheSubmitInFocusForItsOutcome() {
    submitted(FakeForm.Reply.CONFIRM);
    assertEquals(1, f.form.submits);
    assertEquals(1, f.ledger.submitAttempts);
    assertEquals(1, f.ledger.steps);
    assertEquals("a1", f.ledger.focus);
    assertEquals(FakeForm.FORM_URL, f.ledger.formUrl);
    EventEnvelope executed = f.events.events().stream().filter(e -> e.event() instanceof RunEvent.ActionExecuted).findFirst().orElseThrow();
    assertEquals("a1", executed.actionId());
    assertEquals(RunState.DONE, goesTo(f.handle(new VerifyOutcomeHandler())));
    assertEquals(RetryDecision.ACCEPT, decision());
    assertTrue(f.events.events().stream().filter(e -> e.event() instanceof RunEvent.SubmissionOutcomeClassified).allMatch(e -> "a1".equals(e.actionId())));
  }

  @Test
  void submitWithoutASubmitControlStops() {
    f.settings.planner(ctx -> ActionPlan.empty("nothing to click", PlanSource.RULES));
    f.onTheForm(RunState.SUBMIT);
    assertEquals(ManualCode.NO_SUBMIT_CONTROL, stops(f.handle(new SubmitHandler())).code());
    assertEquals(0, f.form.submits);
  }

  /** A host's planner that submits whatever the form holds. */
  private static final dev.autopilot.core.Planner SUBMIT_AT_ONCE = ctx -> new ActionPlan(List.of(new dev.autopilot.core.model.Action.Submit("e9",
      dev.autopilot.core.model.Action.SubmitMethod.CLICK, dev.autopilot.core.model.ActionMeta.of("submit", null))), "submit", PlanSource.RULES, List.of());

  @Test
  void aFormThatHoldsNoValueIsNeverSubmittedByARunThatPlacedNone() {
    f.settings.planner(SUBMIT_AT_ONCE);
    f.onTheForm(RunState.SUBMIT);
    ManualReason stop = stops(f.handle(new SubmitHandler()));
    assertEquals(ManualCode.NOTHING_FILLED, stop.code());
    assertEquals(0, f.form.submits);
    assertEquals(0, f.ledger.submitAttempts, "a refused submit is no attempt");
    assertTrue(f.events.payloads(RunEvent.ActionExecuted.class).stream().noneMatch(RunEvent.ActionExecuted::performed));
  }

  @Test
  void aFormHoldingAValueOrARunThatPlacedOneIsSubmitted() {
    f.settings.planner(SUBMIT_AT_ONCE);
    f.onTheForm(RunState.SUBMIT);
    f.form.values.put("e1", "ada@example.org");
    f.run.snapshot("plan");
    assertEquals(RunState.VERIFY_OUTCOME, goesTo(f.handle(new SubmitHandler())), "the page holds a value: nothing half-built");
    assertEquals(1, f.form.submits);

    HandlerFixture g = new HandlerFixture();
    g.settings.planner(SUBMIT_AT_ONCE);
    g.onTheForm(RunState.SUBMIT);
    g.ledger.valuesPlaced = 1;
    assertEquals(RunState.VERIFY_OUTCOME, goesTo(g.handle(new SubmitHandler())), "the run placed a value (the page may not show it)");
    assertEquals(1, g.form.submits);
  }

  @Test
  void aRejectionGoesBackToFillWithinTheRounds() {
    submitted(FakeForm.Reply.REJECT_FIELDS);
    assertEquals(RunState.FILL, goesTo(f.handle(new VerifyOutcomeHandler())));
    assertEquals(RetryDecision.FIX_AND_RESUBMIT, decision());
    f.ledger.validationRounds = RetryPolicy.defaults().maxValidationRounds();
    assertEquals(ManualCode.VALIDATION_UNRESOLVED, stops(f.handle(new VerifyOutcomeHandler())).code());
  }

  @Test
  void aRetryableBlockPausesAndReopensTheForm() {
    submitted(FakeForm.Reply.BLOCK);
    assertEquals(RunState.DISCOVER, goesTo(f.handle(new VerifyOutcomeHandler())));
    assertEquals(RetryDecision.RETRY, decision());
    assertEquals(List.of(Duration.ofSeconds(2)), f.sleeps);
    assertEquals(FakeForm.FORM_URL, f.ledger.navigateTo);
    assertTrue(f.ledger.verified.isEmpty(), "answers verified on the old page say nothing about the new one");
  }

  @org.junit.jupiter.params.ParameterizedTest
  // The rules' code and the model classifier's: a captcha the model found used to end as SUBMIT_BLOCKED.
  @org.junit.jupiter.params.provider.ValueSource(strings = {"CHALLENGE_PAGE", "MODEL_CHALLENGE_PAGE"})
  void aChallengePageStopsForAPersonAtOnce(String code) {
    f.classifier(s -> new SubmissionOutcome(OutcomeClass.EXTERNAL_BLOCKED, code, 0.9, "prove you are human", false));
    submitted(FakeForm.Reply.BLOCK);
    assertEquals(ManualCode.HUMAN_CHALLENGE, stops(f.handle(new VerifyOutcomeHandler())).code());
    assertEquals(RetryDecision.STOP_TO_MANUAL, decision());
    assertTrue(f.sleeps.isEmpty());
  }

  @Test
  void aBlockThatCannotBeRetriedStopsAtOnce() {
    f.classifier(s -> new SubmissionOutcome(OutcomeClass.EXTERNAL_BLOCKED, "ACCOUNT_BANNED", 0.9, "banned", false));
    submitted(FakeForm.Reply.BLOCK);
    assertEquals(ManualCode.SUBMIT_BLOCKED, stops(f.handle(new VerifyOutcomeHandler())).code());
  }

  @Test
  void anUnknownOutcomeAfterTheFormWentOutStopsWithoutAReplan() {
    submitted(FakeForm.Reply.UNKNOWN);
    int before = f.ledger.snapshots;
    ManualReason stop = stops(f.handle(new VerifyOutcomeHandler()));
    assertEquals(ManualCode.OUTCOME_UNKNOWN, stop.code());
    assertTrue(stop.message().contains("may have been submitted"), stop.message());
    assertEquals(RetryDecision.STOP_TO_MANUAL, decision());
    // read again until the submit deadline, never replanned nor navigated
    assertTrue(f.ledger.snapshots > before, "the page was read again");
    assertNull(f.ledger.navigateTo);
  }
}
