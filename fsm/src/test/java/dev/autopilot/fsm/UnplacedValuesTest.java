package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every value a task carries is placed in a field or reported as unplaced, in the result and in run_finished. */
class UnplacedValuesTest {
  @Test
  void aRunThatEndsDoneWithValuesItPlacedNowhereSaysWhich() {
    FakeForm form = new FakeForm();
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Email", "ada@example.org");
    values.put("Authorized to work?", "Yes");
    values.put("Shoe size", "38");
    values.put("Favourite colour", "green");
    InMemoryEventSink events = EventSink.inMemory();
    Orchestrator orchestrator = Orchestrator.builder()
        .snapshotProvider(form).planner(Planner.rules(GenericPack.of(values))).executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER)
        .addEventSink(events).sleeper(d -> { })
        .build();
    RunResult result = orchestrator.run(form, Task.of("apply", URI.create(FakeForm.FORM_URL)));
    assertEquals(RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
    assertEquals(List.of("Shoe size", "Favourite colour"), result.unplacedValues());
    assertEquals(List.of("Shoe size", "Favourite colour"), events.payloads(RunEvent.RunFinished.class).get(0).unplacedValues());
  }
}
