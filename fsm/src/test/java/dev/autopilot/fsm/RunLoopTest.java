package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.testkit.EventOrderValidator;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The loop alone, with scripted handlers: what it does with each kind of answer. */
class RunLoopTest {
  final FakeForm form = new FakeForm();
  final InMemoryEventSink events = EventSink.inMemory();
  final EventOrderValidator ordering = new EventOrderValidator();

  private RunResult run(Function<RunState, StateHandler> handlers) {
    Orchestrator config = Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE)))
        .executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER).build();
    return new Run(config, form, Task.of("apply", URI.create(FakeForm.FORM_URL)), RunOptions.defaults(), EventSink.composite(events, ordering), handlers)
        .execute();
  }

  @Test
  void eachGoIsACheckedTransitionEventAndAStopEndsInManualRequired() {
    RunResult result = run(state -> switch (state) {
      case DISCOVER -> (run, ledger) -> Next.go(RunState.FILL, "scripted");
      case FILL -> (run, ledger) -> ledger.steps++ < 2 ? Next.go(RunState.FILL, "again")
          : Next.stop(run.stop(ManualCode.UNANSWERED_REQUIRED, "scripted stop", null, Map.of()));
      default -> throw new AssertionError(state);
    });
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.UNANSWERED_REQUIRED, result.manualReason().code());
    assertEquals("FILL", result.manualReason().details().get("state"));
    List<RunState> to = events.payloads(RunEvent.StateTransition.class).stream().map(RunEvent.StateTransition::to).toList();
    assertEquals(List.of(RunState.FILL, RunState.FILL, RunState.FILL, RunState.MANUAL_REQUIRED), to);
    assertEquals(List.of("run_started", "state_transition", "state_transition", "state_transition", "state_transition", "run_finished"), events.types());
    assertEquals(List.of(), ordering.violations());
  }

  @Test
  void anIllegalTransitionIsABugReportedAsInternal() {
    RunResult result = run(state -> (run, ledger) -> Next.go(RunState.DONE, "skipping everything"));
    ManualReason reason = result.manualReason();
    assertEquals(ManualCode.INTERNAL, reason.code());
    assertEquals("ILLEGAL_TRANSITION", reason.details().get("error_code"));
    assertTrue(reason.message().contains("DISCOVER -> DONE"), reason.message());
    assertEquals("run_finished", events.types().get(events.types().size() - 1));
  }

  @Test
  void aHandlerThatThrowsEndsTheRunWithItsEventsDelivered() {
    RunResult result = run(state -> (run, ledger) -> {
      throw new IllegalStateException("bug");
    });
    assertEquals(ManualCode.INTERNAL, result.manualReason().code());
    assertEquals(List.of(RunState.MANUAL_REQUIRED), events.payloads(RunEvent.StateTransition.class).stream().map(RunEvent.StateTransition::to).toList());
    assertEquals(List.of(), ordering.violations());
  }

  @Test
  void interruptionIsAStopAndTheThreadStaysInterrupted() {
    RunResult result = run(state -> (run, ledger) -> {
      throw new InterruptedException("shutdown");
    });
    assertEquals(ManualCode.INTERRUPTED, result.manualReason().code());
    assertTrue(Thread.interrupted(), "the interrupt is kept for the caller (and cleared here)");
  }
}
