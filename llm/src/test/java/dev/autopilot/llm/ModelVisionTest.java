package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.ModelBudget;
import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.VisionFallback;
import dev.autopilot.core.model.ScreenshotMode;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The vision check: a real multimodal request, within the run's budget and the screenshot mode. */
class ModelVisionTest {
  /** A 1x1 PNG. */
  static final byte[] PNG = Base64.getDecoder().decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");

  @TempDir Path dir;
  private ScriptedModelServer server;

  @AfterEach
  void stop() {
    server.close();
  }

  private ModelVision vision(Dialect dialect, ScreenshotMode mode) {
    server = ScriptedModelServer.start(dialect);
    LlmConfig config = LlmConfig.builder().provider(dialect == Dialect.OPENAI ? LlmConfig.Provider.OPENAI : LlmConfig.Provider.ANTHROPIC)
        .baseUrl(server.baseUrl()).model("m").maxRetries(0).build();
    return ModelVision.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).mode(mode).data(Pages.DATA).build();
  }

  private VisionFallback.Request request(VisionNode node, ModelLedger ledger) throws Exception {
    Path shot = dir.resolve("page.png");
    Files.write(shot, PNG);
    return new VisionFallback.Request(node, "Does the form show every required field filled for ada@example.org?", shot, Pages.meetup(true), ledger);
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aScreenshotGoesOutAsAnImageAndTheAnswerIsRead(Dialect dialect) throws Exception {
    ModelVision v = vision(dialect, ScreenshotMode.VISION_ONLY);
    server.enqueue(Step.reply("{\"answer\":\"yes\",\"evidence\":\"all fields show values\"}", 1_200, 20));
    ModelLedger ledger = ModelLedger.unlimited();
    VisionVerdict verdict = v.inspect(request(VisionNode.BEFORE_SUBMIT, ledger));
    assertEquals(VisionVerdict.Status.YES, verdict.status());
    assertEquals("all fields show values", verdict.evidence());
    assertEquals(1, ledger.usage().visionCalls());
    JsonNode body = new ObjectMapper().readTree(server.requests().get(0));
    String b = body.toString();
    String base64 = Base64.getEncoder().encodeToString(PNG);
    if (dialect == Dialect.OPENAI) {
      assertTrue(b.contains("data:image/png;base64," + base64), b);
    } else {
      assertTrue(b.contains("\"type\":\"image\"") && b.contains(base64), b);
    }
    assertTrue(b.contains("before_submit: Does the form show every required field filled for {{email}}?"), b);
    assertTrue(!b.contains("ada@example.org"));
  }

  @Test
  void theBudgetOfEightHolds() throws Exception {
    ModelVision v = vision(Dialect.OPENAI, ScreenshotMode.ALWAYS);
    for (int i = 0; i < 9; i++) {
      server.enqueue(Step.reply("{\"answer\":\"no\",\"evidence\":\"a red banner\"}", 100, 5));
    }
    ModelLedger ledger = ModelLedger.create(ModelBudget.defaults());
    int asked = 0;
    VisionVerdict last = null;
    for (int i = 0; i < 9; i++) {
      last = v.inspect(request(VisionNode.values()[i % 4], ledger));
      if (last.status() != VisionVerdict.Status.SKIPPED) {
        asked++;
      }
    }
    assertEquals(ModelBudget.DEFAULT_VISION_CALLS, asked);
    assertEquals(VisionVerdict.Status.SKIPPED, last.status());
    assertTrue(last.answer().contains("vision budget of 8"), last.answer());
    assertEquals(8, server.served());
    assertEquals(8, ledger.usage().visionCalls());
  }

  @Test
  void modeOffAsksNothing() throws Exception {
    ModelVision v = vision(Dialect.OPENAI, ScreenshotMode.OFF);
    VisionVerdict verdict = v.inspect(request(VisionNode.ABNORMAL_PAGE, ModelLedger.unlimited()));
    assertEquals(VisionVerdict.Status.SKIPPED, verdict.status());
    assertEquals(0, server.served());
  }

  @Test
  void aFailedCallIsSkippedNotThrown() throws Exception {
    ModelVision v = vision(Dialect.ANTHROPIC, ScreenshotMode.VISION_ONLY);
    server.enqueue(Step.status(500, null)).enqueue(Step.reply("not json", 1, 1));
    ModelLedger ledger = ModelLedger.unlimited();
    assertEquals(VisionVerdict.Status.SKIPPED, v.inspect(request(VisionNode.AFTER_SUBMIT, ledger)).status());
    assertEquals(VisionVerdict.Status.UNSURE, v.inspect(request(VisionNode.UNDECIDABLE_ELEMENT, ledger)).status());
  }
}
