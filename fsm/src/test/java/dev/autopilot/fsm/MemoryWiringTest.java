package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.LocatorCacheUsed.CacheOutcome;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.LocatorEntry;
import dev.autopilot.core.memory.LocatorKey;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.testkit.EventOrderValidator;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The locator cache and trajectory memory wired into a run, on the in-memory form. */
class MemoryWiringTest {
  final Task task = Task.of("apply", URI.create(FakeForm.FORM_URL));


  Orchestrator stock(FakeForm form) {
    return Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(form)
        .verifier(form).classifier(OrchestratorTest.CLASSIFIER).sleeper(d -> {}).build();
  }

  record Ran(RunResult result, InMemoryEventSink events, FakeForm form) {}

  Ran run(Orchestrator o) {
    FakeForm form = new FakeForm();
    InMemoryEventSink events = EventSink.inMemory();
    EventOrderValidator order = new EventOrderValidator();
    Orchestrator withForm = o.toBuilder().snapshotProvider(form).executor(form).verifier(form).build();
    RunResult result = withForm.run(form, task, new RunOptions(RunOptions.newRequestId(), List.of(events, order), null));
    order.assertValid();
    return new Ran(result, events, form);
  }

  @Test
  void offByDefault() {
    Ran r = run(stock(new FakeForm()));
    assertEquals(RunState.DONE, r.result().finalState());
    assertTrue(r.events().payloads(RunEvent.LocatorCacheUsed.class).isEmpty());
    assertTrue(r.events().payloads(RunEvent.MemoryRecalled.class).isEmpty());
    RunEvent.RunStarted started = r.events().payloads(RunEvent.RunStarted.class).get(0);
    assertEquals("off", started.settings().get("locator_cache"));
    assertEquals("off", started.settings().get("memory"));
  }

  @Test
  void theSecondRunIsAnsweredFromTheCacheAndSkipsThePlannersConfirmingPass() {
    LocatorCacheStore store = LocatorCacheStore.inMemory();
    Orchestrator o = stock(new FakeForm()).toBuilder().locatorCache(store).build();
    Ran first = run(o);
    assertEquals(RunState.DONE, first.result().finalState());
    assertEquals(1, first.events().payloads(RunEvent.LocatorCacheUsed.class).stream().filter(c -> c.outcome() == CacheOutcome.MISS).count());
    assertEquals(2, store.size(), "the email field and the yes/no question");
    Ran second = run(o);
    assertEquals(RunState.DONE, second.result().finalState(), String.valueOf(second.result().manualReason()));
    List<RunEvent.PlanProposed> plans = second.events().payloads(RunEvent.PlanProposed.class);
    assertEquals(PlanSource.MEMORY, plans.get(0).source());
    assertEquals(2, plans.get(0).actions().size());
    assertEquals(List.of(PlanSource.MEMORY, PlanSource.RULES), plans.stream().map(RunEvent.PlanProposed::source).toList(), "the rules plan only the submit");
    assertEquals(2, second.events().payloads(RunEvent.LocatorCacheUsed.class).stream().filter(c -> c.outcome() == CacheOutcome.HIT).count());
    assertTrue(second.result().counters().steps() < first.result().counters().steps(), second.result().counters() + " vs " + first.result().counters());
    assertEquals(List.of("type_ref:e1", "set_radio:e2", "submit:e9"), second.form().executed);
    assertTrue(store.entries(key(store)).stream().allMatch(e -> e.totalSuccesses() == 1), "each use counted");
  }

  private static LocatorKey key(LocatorCacheStore store) {
    return store.entriesOnPath("127.0.0.1", "/jobs/{n}", "job-application", "rules@1").get(0).key();
  }

  @Test
  void aStoreThatCannotBeReadLeavesTheRunToThePlanner() {
    LocatorCacheStore broken = new LocatorCacheStore() {
      private AutopilotException down() {
        return new AutopilotException(ErrorCode.STORE_UNAVAILABLE, "the store is down");
      }

      @Override public List<LocatorEntry> entries(LocatorKey key) { throw down(); }
      @Override public List<LocatorEntry> entriesOnPath(String h, String p, String pv, String v) { throw down(); }
      @Override public Optional<LocatorEntry> entry(LocatorKey key, String q) { throw down(); }
      @Override public LocatorEntry put(LocatorEntry.Draft draft) { throw down(); }
      @Override public Optional<LocatorEntry> recordSuccess(LocatorKey key, String q) { throw down(); }
      @Override public Optional<LocatorEntry> recordFailure(LocatorKey key, String q) { throw down(); }
      @Override public boolean remove(LocatorKey key, String q) { throw down(); }
      @Override public int evictExpired() { throw down(); }
      @Override public int size() { throw down(); }
      @Override public MemoryPolicy policy() { return MemoryPolicy.DEFAULT; }
    };
    Ran r = run(stock(new FakeForm()).toBuilder().locatorCache(broken).build());
    assertEquals(RunState.DONE, r.result().finalState(), String.valueOf(r.result().manualReason()));
  }

  @Test
  void aRunIsRememberedAndTheNextRecallsIt() {
    TrajectoryStore memory = TrajectoryStore.inMemory();
    Orchestrator o = stock(new FakeForm()).toBuilder().memory(memory).build();
    Ran first = run(o);
    assertEquals(0, first.events().payloads(RunEvent.MemoryRecalled.class).get(0).trajectories());
    assertEquals(1, memory.size());
    Ran second = run(o);
    RunEvent.MemoryRecalled recalled = second.events().payloads(RunEvent.MemoryRecalled.class).get(0);
    assertEquals(1, recalled.trajectories());
    assertEquals(2, recalled.mappings());
    assertEquals(RunState.DONE, second.result().finalState());
  }

  @Test
  void toBuilderKeepsTheStoresAndTheyCanBeTurnedOff() {
    LocatorCacheStore cache = LocatorCacheStore.inMemory();
    TrajectoryStore memory = TrajectoryStore.inMemory();
    Orchestrator on = stock(new FakeForm()).toBuilder().locatorCache(cache).memory(memory).build();
    assertEquals(cache, on.toBuilder().build().locatorCache().store());
    assertEquals(memory, on.toBuilder().build().memory());
    Orchestrator off = on.toBuilder().noLocatorCache().noMemory().build();
    assertEquals(null, off.locatorCache());
    assertEquals(null, off.memory());
  }
}
