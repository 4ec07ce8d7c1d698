package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A builder removes what it (or a quick start before it) added: assist plugins by name, sinks by identity. */
class BuilderRemovesTest {
  record Named(String name) implements AssistPlugin {
    @Override
    public boolean isAvailable(BrowserSession session, SemanticSnapshot snapshot) {
      return false;
    }

    @Override
    public AssistResult prefill(dev.autopilot.core.SnapshotPipeline page, SemanticSnapshot snapshot) {
      throw new AssertionError("never offered the page: it is not available");
    }
  }

  @Test
  void assistPluginsAndSinksCanBeRemovedFromADerivedBuilder() {
    FakeForm form = new FakeForm();
    InMemoryEventSink kept = EventSink.inMemory();
    InMemoryEventSink dropped = EventSink.inMemory();
    Orchestrator base = Orchestrator.builder().snapshotProvider(form).planner(c -> dev.autopilot.core.model.ActionPlan.empty("none",
            dev.autopilot.core.model.PlanSource.CUSTOM))
        .executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER)
        .addAssistPlugin(new Named("profile-autofill")).addAssistPlugin(new Named("extension"))
        .addEventSink(kept).addEventSink(dropped).build();
    OrchestratorBuilder b = base.toBuilder().removeAssistPlugin("profile-autofill").removeEventSink(dropped);
    assertEquals(List.of("extension"), b.assistPlugins.stream().map(AssistPlugin::name).toList());
    assertEquals(List.of(kept), b.eventSinks);
    assertEquals(List.of(), base.toBuilder().clearAssistPlugins().assistPlugins);
    assertEquals(2, base.toBuilder().removeAssistPlugin("no such plugin").assistPlugins.size());
  }
}
