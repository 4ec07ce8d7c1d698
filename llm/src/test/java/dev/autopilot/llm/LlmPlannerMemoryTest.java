package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The model planner with memory: a prompt section within its budget, and answers for known fields with no call. */
class LlmPlannerMemoryTest {
  private ScriptedModelServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private LlmPlanner planner() {
    server = ScriptedModelServer.start(Dialect.OPENAI);
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").apiKey("k").maxRetries(0).build();
    return LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(Pages.DATA).build();
  }

  @Test
  void rememberedRoutesAndFailuresReachThePromptAsAMemorySection() throws Exception {
    LlmPlanner planner = planner();
    server.enqueue(ScriptedModelServer.Step.reply(LlmPlannerTest.GOOD, 400, 80));
    MemoryHint memory = new MemoryHint(List.of(new MemoryHint.Mapping("email", "Email", "type_ref", "email", Route.MODEL, null)),
        List.of(new MemoryHint.Avoid("t shirt size", "select_ref", "click_ref")), 1);
    SemanticSnapshot page = Pages.meetup(false);
    planner.plan(new PlanningContext(Pages.TASK, RunState.FILL, page, List.of(), ModelLedger.unlimited(), memory));
    String prompt = LlmPlannerTest.prompt(server.requests().get(0));
    assertTrue(prompt.contains("<memory_retrieval>"), prompt);
    assertTrue(prompt.contains("avoid: select_ref on \"t shirt size\" failed before; click_ref worked"), prompt);
    assertTrue(prompt.contains("known: \"Email\" was answered with type_ref from email"), prompt);
  }

  @Test
  void withoutMemoryThereIsNoMemorySection() throws Exception {
    LlmPlanner planner = planner();
    server.enqueue(ScriptedModelServer.Step.reply(LlmPlannerTest.GOOD, 400, 80));
    planner.plan(new PlanningContext(Pages.TASK, RunState.FILL, Pages.meetup(false), List.of()));
    assertFalse(LlmPlannerTest.prompt(server.requests().get(0)).contains("memory_retrieval"));
  }

  @Test
  void aKnownFieldIsAnsweredFromTheDataWithNoModelCall() {
    LlmPlanner planner = planner();
    SemanticSnapshot page = Pages.meetup(false);
    Action a = planner.answerKnown(page, page.element("e2").orElseThrow(), "email").orElseThrow();
    assertEquals("type_ref", a.verb());
    assertEquals(Pages.DATA.item("email").orElseThrow().value(), ((Action.TypeRef) a).text());
    assertTrue(planner.answerKnown(page, page.element("e2").orElseThrow(), "no_such_key").isEmpty());
    assertTrue(planner.answerKnown(page, page.element("e2").orElseThrow(), null).isEmpty());
    assertEquals(0, server.requests().size(), "no model call");
  }
}
