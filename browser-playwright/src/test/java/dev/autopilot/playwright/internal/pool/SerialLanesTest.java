package dev.autopilot.playwright.internal.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SerialLanesTest {
  private final List<String> dispatched = new ArrayList<>();
  private final SerialLanes<String> lanes = new SerialLanes<>(dispatched::add);

  @Test
  void aLaneDispatchesOneJobAtATimeInOrderAndOtherLanesAtOnce() {
    lanes.submit("site", "a1");
    lanes.submit("site", "a2");
    lanes.submit("other", "b1");
    lanes.submit("site", "a3");
    assertEquals(List.of("a1", "b1"), dispatched);
    assertEquals(2, lanes.waiting());
    assertEquals(2, lanes.busy());

    lanes.done("site");
    assertEquals(List.of("a1", "b1", "a2"), dispatched);
    lanes.done("other");
    assertEquals(1, lanes.busy());
    lanes.done("site");
    lanes.done("site");
    assertEquals(List.of("a1", "b1", "a2", "a3"), dispatched);
    assertEquals(0, lanes.busy());
    assertEquals(0, lanes.waiting());
  }

  @Test
  void aFreedLaneDispatchesItsNextJobAtOnce() {
    lanes.submit("site", "a1");
    lanes.done("site");
    lanes.submit("site", "a2");
    assertEquals(List.of("a1", "a2"), dispatched);
  }

  @Test
  void drainingTakesTheWaitingJobsButNotTheRunningOnes() {
    lanes.submit("site", "a1");
    lanes.submit("site", "a2");
    lanes.submit("other", "b1");
    assertEquals(List.of("a2"), lanes.drainWaiting());
    lanes.done("site");
    assertEquals(List.of("a1", "b1"), dispatched);
    assertEquals(1, lanes.busy());
  }

  @Test
  void aLaneWithNothingRunningCannotBeDone() {
    assertThrows(IllegalStateException.class, () -> lanes.done("nobody"));
  }
}
