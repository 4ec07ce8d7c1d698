package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A model never fills a password field: a password comes only from a secret the task gives. */
class ModelPasswordTest {
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
  void aModelsAnswerToAPasswordFieldIsRefusedAndTheQuestionLeftOpen() {
    SemanticElement password = new SemanticElement("e40", Role.of("textbox"), "Password", null, "", true, false, null, true, null, List.of(), "password",
        Map.of(), false);
    SemanticSnapshot page = Pages.meetup(true, List.of(password), "");
    String typesIt = """
        {"actions":[{"verb":"type_ref","ref":"e40","value":"{{full_name}}","question":"Password"}],"unresolved":[],"rationale":"fill it"}""";
    String leavesIt = """
        {"actions":[],"unresolved":["Password"],"rationale":"a password is not in the data"}""";
    server.enqueue(Step.reply(typesIt, 1, 1));
    server.enqueue(Step.reply(leavesIt, 1, 1));
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").build();
    LlmPlanner planner = LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(Pages.DATA).build();
    ActionPlan plan = planner.plan(Pages.context(page, ModelLedger.unlimited()));
    assertTrue(plan.actions().stream().noneMatch(a -> "e40".equals(a.targetRef())), "nothing typed into the password field: " + plan.actions());
    assertTrue(server.requests().size() >= 2 && server.requests().get(1).contains("password field"), "the re-ask says why");
  }
}
