package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What the model layer counts as a field is {@link dev.autopilot.core.model.Role#isField}, the rule planner's reading. */
class ModelFieldsTest {
  private ScriptedModelServer server;

  @BeforeEach
  void start() {
    server = ScriptedModelServer.start(Dialect.OPENAI);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aSliderIsAFieldTheModelMayAnswerAsTheRulePlannerMay() throws Exception {
    // the rule planner counted sliders as fields, the model layer did not (no open question, type_ref refused)
    SemanticElement years = new SemanticElement("e40", dev.autopilot.core.model.Role.SLIDER, "Years of experience", null, "0", false, false, null, true,
        null, List.of(), "range", java.util.Map.of(), false);
    SemanticSnapshot page = Pages.meetup(true, List.of(years), "");
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").build();
    PersonalData data = PersonalData.builder().identity("full_name", "Ada Lovelace", "full name").freeText("years", "5", "answer to: years of experience")
        .build();
    LlmPlanner planner = LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(data).build();
    server.enqueue(Step.reply("""
        {"actions":[{"verb":"type_ref","ref":"e40","value":"{{years}}","question":"Years of experience"}],"unresolved":[],"rationale":"years"}""", 1, 1));
    ActionPlan plan = planner.plan(Pages.context(page, ModelLedger.unlimited()));
    assertEquals(List.of("e40"), plan.actions().stream().map(a -> a.targetRef()).toList(), plan.routes().toString());
    assertTrue(LlmPlannerTest.user(server.requests().get(0)).contains("e40"), "the slider is shown to the model");
  }
}
