package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.testkit.EventOrderValidator;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A run never signs in: a sign-in page stops it in DISCOVER, and the gate refuses a sign-in's password to any planner. */
class LoginRequiredTest {
  private static final Task TASK = Task.of("apply", URI.create(FakeForm.FORM_URL));

  private static OrchestratorBuilder builder(FakeForm form, InMemoryEventSink events, EventOrderValidator ordering) {
    return Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE)))
        .executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).addEventSink(ordering).sleeper(d -> {});
  }

  @Test
  void aRedirectToASignInStopsInDiscoverWithTheEvidenceAndNothingDone() {
    FakeForm form = new FakeForm();
    form.loginWall = true;
    InMemoryEventSink events = EventSink.inMemory();
    EventOrderValidator ordering = new EventOrderValidator();
    RunResult result = builder(form, events, ordering).build().run(form, TASK);
    assertEquals(ManualCode.LOGIN_REQUIRED, result.manualReason().code());
    assertEquals("DISCOVER", result.manualReason().details().get("state"));
    String evidence = result.manualReason().details().get("evidence");
    assertTrue(evidence.contains("a password field and 1 other field") && evidence.contains("sent from 127.0.0.1/jobs/1001 to 127.0.0.1/login")
        && evidence.contains("'sign in'"), evidence);
    assertEquals("127.0.0.1/login", result.manualReason().details().get("landed_at"), "never the query, which may carry tokens");
    assertTrue(result.manualReason().message().contains("profile"), result.manualReason().message());
    assertEquals(List.of(), events.payloads(RunEvent.ActionExecuted.class));
    assertEquals(List.of(), ordering.violations());
  }

  @Test
  void aHostsPlannerThatTypesASignInsPasswordIsRefusedByTheGate() {
    FakeForm form = new FakeForm();
    form.accountPassword = true;
    InMemoryEventSink events = EventSink.inMemory();
    EventOrderValidator ordering = new EventOrderValidator();
    RunResult result = builder(form, events, ordering)
        .planner(ctx -> new ActionPlan(List.of(new Action.TypeRef("e5", "hunter22", ActionMeta.of("answer", "Your account password"))), "a host's planner",
            PlanSource.CUSTOM, List.of()))
        .build().run(form, TASK);
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.LOGIN_REQUIRED, result.manualReason().code(), result.manualReason().message());
    assertTrue(events.payloads(RunEvent.ActionExecuted.class).stream().noneMatch(RunEvent.ActionExecuted::performed), "nothing was typed");
    assertFalse(events.events().toString().contains("hunter22"), "the refused password shows in no event");
    assertEquals(List.of(), ordering.violations());
  }
}
