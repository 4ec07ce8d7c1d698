package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Routes, model cost and vision checks reach the NDJSON and the narrative. */
class ModelEventsTest {
  static RunEvent.PlanProposed routed() {
    return new RunEvent.PlanProposed(PlanSource.LLM, "model: 1 question answered", List.of(Events.selectCountry()), List.of("a1"), List.of(),
        List.of(new QuestionRoute("Country", Route.MODEL, "no rule answered it; the model chose select_ref with {{country}}"),
            new QuestionRoute("Email", Route.RULES, "the domain pack's rules answer it")),
        new ModelUsage(1, 812, 60, 0), 900);
  }

  @Test
  void theNdjsonCarriesRoutesCostAndVision() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    NdjsonEventSink sink = NdjsonEventSink.builder().outputStream(bytes).build();
    Events run = new Events("r-1");
    sink.accept(run.next(RunState.FILL, routed()));
    sink.accept(run.next(RunState.SUBMIT, new RunEvent.VisionChecked(VisionNode.BEFORE_SUBMIT, "Is the form complete?", VisionVerdict.Status.YES, "yes", "all fields filled")));
    sink.close();
    String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
    ObjectMapper json = new ObjectMapper();
    JsonNode plan = json.readTree(lines[0]);
    assertEquals("MODEL", plan.path("routes").path(0).path("route").asText());
    assertEquals(812, plan.path("model_usage").path("input_tokens").asInt(plan.path("modelUsage").path("inputTokens").asInt(-1)));
    JsonNode vision = json.readTree(lines[1]);
    assertEquals("vision_checked", vision.path("type").asText());
    assertEquals("before_submit", vision.path("node").asText());
  }

  @Test
  void theNarrativeSaysWhoAnsweredEachQuestionAndWhatItCost() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    NarrativeEventSink sink = NarrativeEventSink.builder().printStream(new java.io.PrintStream(bytes, true, StandardCharsets.UTF_8)).build();
    Events run = new Events("r-1");
    for (var e : run.run()) {
      sink.accept(e.event() instanceof RunEvent.PlanProposed ? run.next(e.state(), routed()) : e);
    }
    sink.close();
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("'Country' by model: no rule answered it; the model chose select_ref with {{country}}"), text);
    assertTrue(text.contains("'Email' by rules"), text);
    assertTrue(text.contains("1 model call 872 tokens"), text);
  }
}
