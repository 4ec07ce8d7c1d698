package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventOrderValidatorTest {
  private final List<EventEnvelope> run = SampleRun.events("req-1");

  private static EventEnvelope renumbered(EventEnvelope e, long seq) {
    return new EventEnvelope(e.schemaVersion(), e.requestId(), seq, e.timestamp(), e.state(), e.event());
  }

  private int indexOf(String type) {
    for (int i = 0; i < run.size(); i++) {
      if (run.get(i).type().equals(type)) {
        return i;
      }
    }
    throw new AssertionError(type);
  }

  private List<EventEnvelope> without(int index) {
    List<EventEnvelope> out = new ArrayList<>(run);
    out.remove(index);
    for (int i = 0; i < out.size(); i++) {
      out.set(i, renumbered(out.get(i), i + 1));
    }
    return out;
  }

  @Test
  void aRunInOrderHasNoViolation() {
    assertEquals(List.of(), EventOrderValidator.check(run));
    EventOrderValidator v = new EventOrderValidator();
    run.forEach(v::accept);
    SampleRun.events("req-2").forEach(v::accept);
    v.assertValid();
  }

  @Test
  void findsAGapAMissingStartAndEventsAfterTheEnd() {
    List<EventEnvelope> gap = new ArrayList<>(run);
    gap.remove(3);
    assertTrue(EventOrderValidator.check(gap).get(0).contains("expected seq 4"), EventOrderValidator.check(gap).toString());
    assertTrue(EventOrderValidator.check(without(0)).get(0).contains("before run_started"));
    List<EventEnvelope> late = new ArrayList<>(run);
    late.add(renumbered(run.get(1), run.size() + 1));
    assertTrue(EventOrderValidator.check(late).stream().anyMatch(v -> v.contains("after run_finished")), EventOrderValidator.check(late).toString());
    assertTrue(EventOrderValidator.check(without(run.size() - 1)).stream().anyMatch(v -> v.contains("no run_finished")));
  }

  @Test
  void findsAnUnverifiedActionAndAnOutcomeWithoutItsPolicy() {
    List<String> unverified = EventOrderValidator.check(without(indexOf("action_verified")));
    assertTrue(unverified.stream().anyMatch(v -> v.contains("between action_executed and its action_verified")), unverified.toString());
    List<String> noPolicy = EventOrderValidator.check(without(indexOf("retry_policy_applied")));
    assertTrue(noPolicy.stream().anyMatch(v -> v.contains("retry_policy_applied")), noPolicy.toString());
    EventOrderValidator v = new EventOrderValidator();
    without(indexOf("action_executed")).forEach(v::accept);
    AssertionError e = assertThrows(AssertionError.class, v::assertValid);
    assertTrue(e.getMessage().contains("action_verified without an action_executed"), e.getMessage());
  }
}
