package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.llm.replay.Exchange;
import dev.autopilot.llm.replay.ReplayModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Recorded exchanges make a run with a model deterministic. */
class ReplayModelServerTest {
  @TempDir Path dir;

  private static LlmPlanner planner(String baseUrl) {
    return LlmPlanner.builder().gateway(ModelGateway.builder().config(LlmConfig.builder().baseUrl(baseUrl).model("m").maxRetries(0).build()).build()).data(Pages.DATA).build();
  }

  @Test
  void anExchangeRecordedThroughTheProxyReplaysToTheSamePlan() {
    Path file = dir.resolve("exchanges.ndjson");
    ActionPlan live;
    try (ScriptedModelServer upstream = ScriptedModelServer.start(Dialect.OPENAI);
        ReplayModelServer recorder = ReplayModelServer.recording(URI.create(upstream.baseUrl()), file)) {
      upstream.enqueue(Step.reply(LlmPlannerTest.GOOD, 700, 120));
      live = planner(recorder.baseUrl()).plan(Pages.context(Pages.meetup(false), ModelLedger.unlimited()));
    }
    List<Exchange> recorded = Exchange.read(file);
    assertEquals(1, recorded.size());
    assertEquals("/v1/chat/completions", recorded.get(0).path());
    assertTrue(!recorded.get(0).request().contains("ada@example.org"), "the file holds placeholders, not the person");
    try (ReplayModelServer replay = ReplayModelServer.replaying(file)) {
      ModelLedger ledger = ModelLedger.unlimited();
      ActionPlan replayed = planner(replay.baseUrl()).plan(Pages.context(Pages.meetup(false), ledger));
      assertEquals(live.actions(), replayed.actions());
      assertEquals(820, ledger.usage().totalTokens(), "the recorded usage is counted again");
      assertEquals(1, replay.replayed());
    }
  }

  @Test
  void aChangedPromptFailsLoudlyInStrictReplay() {
    Path file = dir.resolve("exchanges.ndjson");
    try (ScriptedModelServer s = ScriptedModelServer.start(Dialect.OPENAI)) {
      s.enqueue(Step.reply(LlmPlannerTest.GOOD, 1, 1));
      planner(s.baseUrl()).plan(Pages.context(Pages.meetup(false), ModelLedger.unlimited()));
      s.writeExchanges(file);
    }
    try (ReplayModelServer replay = ReplayModelServer.replaying(file)) {
      ModelException e = assertThrows(ModelException.class, () -> planner(replay.baseUrl()).plan(Pages.context(Pages.meetup(true), ModelLedger.unlimited())));
      assertEquals(ModelFault.BAD_REQUEST, e.fault());
      assertTrue(e.getMessage().contains("409") && e.getMessage().contains("re-record"), e.getMessage());
    }
  }
}
