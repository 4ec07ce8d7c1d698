package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
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

  /** A run of these (action id, payload) pairs between the sample's start and finish, numbered. */
  private List<EventEnvelope> runOf(List<Object[]> middle) {
    List<EventEnvelope> out = new ArrayList<>();
    out.add(run.get(0));
    for (Object[] m : middle) {
      EventEnvelope e = run.get(indexOf((String) m[1]));
      out.add(new EventEnvelope(e.schemaVersion(), e.requestId(), out.size() + 1, e.timestamp(), e.state(), 1, (String) m[0], e.event()));
    }
    EventEnvelope end = run.get(run.size() - 1);
    out.add(new EventEnvelope(end.schemaVersion(), end.requestId(), out.size() + 1, end.timestamp(), end.state(), 1, null, end.event()));
    return out;
  }

  private static Object[] ev(String actionId, String type) {
    return new Object[] {actionId, type};
  }

  @Test
  void aBatchOfAnswersExecutedThenVerifiedInTheSameOrderHoldsAndAnyOtherOrderDoesNot() {
    assertTrue(run.get(run.size() - 1).event() instanceof RunEvent.RunFinished);
    List<EventEnvelope> batch = runOf(List.of(ev("a1", "action_executed"), ev("a2", "action_executed"), ev(null, "snapshot_generated"),
        ev("a1", "action_verified"), ev("a2", "action_verified")));
    assertEquals(List.of(), EventOrderValidator.check(batch));
    List<String> swapped = EventOrderValidator.check(runOf(List.of(ev("a1", "action_executed"), ev("a2", "action_executed"),
        ev("a2", "action_verified"), ev("a1", "action_verified"))));
    assertTrue(swapped.stream().anyMatch(v -> v.contains("carries action id a2, its action_executed a1")), swapped.toString());
    List<String> joinedLate = EventOrderValidator.check(runOf(List.of(ev("a1", "action_executed"), ev("a2", "action_executed"),
        ev("a1", "action_verified"), ev("a3", "action_executed"), ev("a2", "action_verified"), ev("a3", "action_verified"))));
    assertTrue(joinedLate.stream().anyMatch(v -> v.contains("between action_executed and its action_verified")), joinedLate.toString());
    List<String> unfinished = EventOrderValidator.check(runOf(List.of(ev("a1", "action_executed"), ev("a2", "action_executed"),
        ev("a1", "action_verified"))));
    assertTrue(unfinished.stream().anyMatch(v -> v.contains("never verified")), unfinished.toString());
  }
}
