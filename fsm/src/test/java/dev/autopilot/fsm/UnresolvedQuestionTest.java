package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.testkit.EventOrderValidator;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A question the planner reports unresolved blocks the submit even when the page counts every
 * required question as filled: a field that holds a value the page changed (a cut zip code, say)
 * is filled but not answered, and must not be sent.
 */
class UnresolvedQuestionTest {
  @Test
  void aQuestionThePlannerReportsUnresolvedStopsTheRunBeforeAnySubmit() {
    FakeForm form = new FakeForm();
    Planner rules = Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE));
    Planner unresolvedOnceFilled = context -> {
      ActionPlan plan = rules.plan(context);
      return context.state() == RunState.FILL && plan.isEmpty()
          ? new ActionPlan(List.of(), "the page does not keep the zip code", PlanSource.RULES, List.of("Zip code"))
          : plan;
    };
    EventOrderValidator ordering = new EventOrderValidator();
    Orchestrator orchestrator = Orchestrator.builder()
        .snapshotProvider(form).planner(unresolvedOnceFilled).executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER)
        .addEventSink(ordering).sleeper(d -> { })
        .build();
    RunResult result = orchestrator.run(form, Task.of("apply", URI.create(FakeForm.FORM_URL)));
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.UNANSWERED_REQUIRED, result.manualReason().code());
    assertTrue(result.manualReason().message().contains("Zip code"), result.manualReason().message());
    assertEquals(0, form.submits, "never submitted");
    ordering.assertValid();
  }

  @Test
  void theStopNamesTheKeysClosestToEachUnansweredQuestion() {
    FakeForm form = new FakeForm();
    Planner rules = Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE));
    Planner withNearKeys = context -> {
      ActionPlan plan = rules.plan(context);
      return context.state() == RunState.FILL && plan.isEmpty()
          ? new ActionPlan(List.of(), "no key answers it", PlanSource.RULES, List.of("Work permit expiry"), List.of(),
              java.util.Map.of("Work permit expiry", List.of("Work authorization expiry date", "Visa status")))
          : plan;
    };
    Orchestrator orchestrator = Orchestrator.builder()
        .snapshotProvider(form).planner(withNearKeys).executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER)
        .sleeper(d -> { })
        .build();
    RunResult result = orchestrator.run(form, Task.of("apply", URI.create(FakeForm.FORM_URL)));
    assertEquals(ManualCode.UNANSWERED_REQUIRED, result.manualReason().code());
    String message = result.manualReason().message();
    assertTrue(message.contains("'Work permit expiry': \"Work authorization expiry date\", \"Visa status\""), message);
    assertEquals("'Work permit expiry': \"Work authorization expiry date\", \"Visa status\"", result.manualReason().details().get("closest_keys"));
    assertEquals(0, form.submits, "never submitted");
  }
}
