package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.LocatorCacheUsed.CacheOutcome;
import dev.autopilot.core.model.RunState;
import dev.autopilot.testkit.SampleRun;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The narrative tells what memory and the locator cache did, in words, without values. */
class MemoryNarrativeTest {

  @Test
  void recallHitsAndHealsAreNarrated() {
    List<EventEnvelope> events = new ArrayList<>(SampleRun.events("r-mem"));
    // a hit and a heal in the first FILL step, stamped like the sample's own events of that step
    EventEnvelope plan = events.stream().filter(e -> e.event() instanceof RunEvent.PlanProposed).findFirst().orElseThrow();
    int at = events.indexOf(plan);
    events.add(at, new EventEnvelope(plan.schemaVersion(), plan.requestId(), plan.seq(), plan.timestamp(), RunState.FILL, plan.step(), null,
        new RunEvent.LocatorCacheUsed(CacheOutcome.HEALED, "Town you live in", "position", "found again by position after the page's questions changed")));
    events.add(at, new EventEnvelope(plan.schemaVersion(), plan.requestId(), plan.seq(), plan.timestamp(), RunState.FILL, plan.step(), null,
        new RunEvent.LocatorCacheUsed(CacheOutcome.HIT, "Email", "exact", "validated: one textbox with this name and question (promoted)")));
    StringWriter out = new StringWriter();
    NarrativeEventSink sink = NarrativeEventSink.builder().writer(out).build();
    events.forEach(sink::accept);
    sink.close();
    String text = out.toString();
    assertTrue(text.contains("memory: 0 past runs recalled, 0 known mapping(s), 0 failure(s) not to repeat"), text);
    assertTrue(text.contains("locator cache miss: nothing cached for 127.0.0.1/jobs/{n}"), text);
    assertTrue(text.contains("locator cache hit 'Email' by exact: validated"), text);
    assertTrue(text.contains("locator cache healed 'Town you live in' by position"), text);
  }
}
