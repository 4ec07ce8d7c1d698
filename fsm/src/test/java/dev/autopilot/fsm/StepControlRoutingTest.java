package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.autopilot.core.match.StepControls;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Whichever planner chose it, a submit on a "Next" control is run as a step transition, never as a submit. */
class StepControlRoutingTest {
  private static SemanticElement button(String ref, String name) {
    return new SemanticElement(ref, Role.BUTTON, name, null, null, false, false, null, true, null, List.of(), "submit", Map.of(), false);
  }

  private final SemanticSnapshot page = new SemanticSnapshot(new PageInfo("http://127.0.0.1/apply", "Apply", "127.0.0.1", "/apply", "h"),
      List.of(button("e1", "Weiter"), button("e2", "Submit application")),
      List.of(), List.of(), List.of(), List.of(new SubmitCandidate("e1", "Weiter", true), new SubmitCandidate("e2", "Submit application", true)), 1, false);

  @Test
  void aSubmitOnANextControlBecomesTheNextStepsClick() {
    Action.ClickRef click = SubmitHandler.stepControl(page, new Action.Submit("e1", Action.SubmitMethod.CLICK, ActionMeta.of("submit", null)));
    assertNotNull(click);
    assertEquals("e1", click.ref());
    assertEquals(StepControls.NEXT_STEP_INTENT, click.meta().intent());
  }

  @Test
  void theFinalSubmitStaysASubmit() {
    assertNull(SubmitHandler.stepControl(page, new Action.Submit("e2", Action.SubmitMethod.CLICK, ActionMeta.of("submit", null))));
    assertNull(SubmitHandler.stepControl(page, new Action.ClickRef("e1", ActionMeta.of("answer", null))));
  }

  @Test
  void aNextClickAfterWhichTheFormEndedIsCountedAsTheSubmitAndClassified() {
    FakeForm form = new FakeForm();
    form.submitLabel = "Continue";
    dev.autopilot.core.event.InMemoryEventSink events = dev.autopilot.core.event.EventSink.inMemory();
    dev.autopilot.core.model.RunResult result = Orchestrator.builder().snapshotProvider(form)
        .planner(dev.autopilot.core.Planner.rules(dev.autopilot.jobpack.JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(form).verifier(form)
        .classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).sleeper(d -> {}).build()
        .run(form, dev.autopilot.core.model.Task.of("apply", java.net.URI.create(FakeForm.FORM_URL)));
    assertEquals(dev.autopilot.core.model.RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
    assertEquals(1, result.counters().submitAttempts(), "the click may have sent the form: it counts");
    assertEquals(1, form.executed.stream().filter(x -> x.equals("click_ref:e9")).count(), form.executed.toString());
    assertEquals(1, events.payloads(dev.autopilot.core.event.RunEvent.StateTransition.class).stream()
        .filter(t -> t.reason().contains("may have sent it")).count());
  }
}
