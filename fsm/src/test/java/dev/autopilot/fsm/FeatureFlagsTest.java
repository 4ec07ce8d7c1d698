package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AssistResult;
import dev.autopilot.core.Features;
import dev.autopilot.core.Planner;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.model.VisionVerdict;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.fsm.prepare.Confirmation;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Each flag the orchestrator honours, off and on. */
class FeatureFlagsTest {
  static final Task TASK = Task.of("apply", URI.create(FakeForm.FORM_URL));

  final FakeForm form = new FakeForm();
  final InMemoryEventSink events = EventSink.inMemory();

  private OrchestratorBuilder builder(boolean on, Features.Flag flag) {
    return Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(form)
        .verifier(form).classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).sleeper(d -> {})
        .features(on ? Features.allOn() : Features.allOn().without(flag));
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void assist(boolean on) {
    AtomicInteger prefills = new AtomicInteger();
    RunResult result = builder(on, Features.Flag.ASSIST).addAssistPlugin(DiscoverAndAssistHandlersTest.plugin(true, (p, s) -> {
      prefills.incrementAndGet();
      return AssistResult.attempted(0, "");
    })).build().run(form, TASK);
    assertTrue(result.isSuccess(), String.valueOf(result.manualReason()));
    assertEquals(on ? 1 : 0, prefills.get());
    assertEquals(on ? 1 : 0, events.payloads(RunEvent.AssistInvoked.class).size());
    assertEquals(on ? "on" : "off", events.payloads(RunEvent.RunStarted.class).get(0).settings().get("feature.assist"));
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void visionFallback(boolean on) {
    AtomicInteger asked = new AtomicInteger();
    RunResult result = builder(on, Features.Flag.VISION_FALLBACK).vision(r -> {
      asked.incrementAndGet();
      return new VisionVerdict(r.node(), VisionVerdict.Status.YES, "yes", "the form is complete");
    }).build().run(form, TASK);
    assertTrue(result.isSuccess(), String.valueOf(result.manualReason()));
    assertEquals(on ? 1 : 0, asked.get(), "the check before the submit");
    assertEquals(on ? 1 : 0, events.payloads(RunEvent.VisionChecked.class).size());
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void theSnapshotProviderAndThePlannerAreGivenTheFeaturesOnceWhenBuilt(boolean on) {
    List<Features> given = new ArrayList<>();
    SnapshotProvider provider = new SnapshotProvider() {
      @Override
      public dev.autopilot.core.model.SemanticSnapshot snapshot(dev.autopilot.core.BrowserSession session) {
        return form.snapshot(session);
      }

      @Override
      public SnapshotProvider withFeatures(Features features) {
        given.add(features);
        return features.isOn(Features.Flag.SNAPSHOT_INCREMENTAL) ? this : form;
      }
    };
    Planner rules = Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE));
    Planner planner = new Planner() {
      @Override
      public dev.autopilot.core.model.ActionPlan plan(dev.autopilot.core.PlanningContext context) {
        return rules.plan(context);
      }

      @Override
      public Planner withFeatures(Features features) {
        given.add(features);
        return features.isOn(Features.Flag.MEMORY) && features.isOn(Features.Flag.CACHE) ? this : rules;
      }
    };
    Features features = on ? Features.allOn() : Features.allOn().without(Features.Flag.SNAPSHOT_INCREMENTAL, Features.Flag.CACHE, Features.Flag.MEMORY);
    Orchestrator o = builder(true, Features.Flag.ASSIST).snapshotProvider(provider).planner(planner).features(features).build();
    assertEquals(List.of(features, features), given);
    assertSame(on ? provider : form, o.snapshotProvider());
    assertSame(on ? planner : rules, o.planner());
    assertSame(provider, o.toBuilder().build().toBuilder().snapshotProvider, "toBuilder keeps what the host gave");
    assertTrue(o.run(form, TASK).isSuccess());
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void cacheAndMemory(boolean on) {
    dev.autopilot.core.memory.TrajectoryStore memory = dev.autopilot.core.memory.TrajectoryStore.inMemory();
    dev.autopilot.core.memory.LocatorCacheStore cache = dev.autopilot.core.memory.LocatorCacheStore.inMemory();
    Features features = on ? Features.allOn() : Features.allOn().without(Features.Flag.CACHE, Features.Flag.MEMORY);
    RunResult result = builder(true, Features.Flag.ASSIST).features(features).memory(memory).locatorCache(cache).build().run(form, TASK);
    assertTrue(result.isSuccess(), String.valueOf(result.manualReason()));
    assertEquals(on ? 1 : 0, memory.size(), "the run's trajectory is written only with memory on");
    assertEquals(on, cache.size() > 0, "the answers' fields are cached only with the cache on");
    java.util.Map<String, String> settings = events.payloads(RunEvent.RunStarted.class).get(0).settings();
    assertEquals(on ? "on" : "off", settings.get("memory"));
    assertEquals(on ? "on" : "off", settings.get("locator_cache"));
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void browserActionsIsTheKillSwitchForRunsPreparesAndConfirms(boolean on) {
    Orchestrator o = builder(on, Features.Flag.BROWSER_ACTIONS).build();
    RunResult run = o.run(form, TASK);
    if (on) {
      assertEquals(RunState.DONE, run.finalState());
      return;
    }
    assertEquals(ManualCode.CAPABILITY_DISABLED, run.manualReason().code());
    assertEquals("BROWSER_CAPABILITY_DISABLED", run.manualReason().details().get("error_code"));
    assertEquals(ManualCode.CAPABILITY_DISABLED, o.prepare(form, TASK).result().manualReason().code());
    assertEquals(ManualCode.CAPABILITY_DISABLED, o.confirm(form, ManualCodesTest.preparedPlan(), Confirmation.approval(p -> true)).manualReason().code());
    assertEquals(List.of(), form.executed, "nothing was done on the page");
    assertEquals(0, form.submits);
  }
}
