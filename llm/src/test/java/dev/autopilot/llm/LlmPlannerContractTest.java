package dev.autopilot.llm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.autopilot.core.Planner;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import dev.autopilot.testkit.PlannerContract;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The model planner passes the planner contract, through the real client against a scripted
 * model on 127.0.0.1 that reads its prompt as a model would: it answers the kit form's name,
 * e-mail and phone questions with placeholders, and leaves a question whose answer failed twice
 * (the prompt's {@code <failures>}) to a person.
 */
class LlmPlannerContractTest extends PlannerContract {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, String> PLACEHOLDERS = Map.of("First name", "first_name", "Last name", "last_name", "Email", "email", "Phone", "phone");
  private static final Pattern FIELD = Pattern.compile("(?m)^(\\S+) \"([^\"]+)\"");
  private static final Pattern FAILED = Pattern.compile("(?m)^- ([^\\s:]+)[^:\\n]*: \\S+ failed (\\d+) time");

  private static ScriptedModelServer server;

  @BeforeAll
  static void start() {
    server = ScriptedModelServer.start(Dialect.OPENAI).respondWith(LlmPlannerContractTest::plan);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Override
  protected Planner planner() {
    LlmConfig config = LlmConfig.builder().provider(LlmConfig.Provider.OPENAI).baseUrl(server.baseUrl()).model("scripted").apiKey("k").build();
    return LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build())
        .data(PersonalData.fromProfile(PersonalDataTest.PROFILE)).build();
  }

  /** The scripted model: a plan for the fields it knows, read from the prompt's page section. */
  private static Step plan(String body) {
    String prompt;
    try {
      prompt = LlmPlannerTest.user(body);
    } catch (Exception e) {
      return Step.status(400, "unreadable request: " + e.getMessage());
    }
    Set<String> leftToAPerson = new HashSet<>();
    Matcher failed = FAILED.matcher(prompt);
    while (failed.find()) {
      if (Integer.parseInt(failed.group(2)) >= 2) {
        leftToAPerson.add(failed.group(1));
      }
    }
    ObjectNode reply = JSON.createObjectNode();
    ArrayNode actions = reply.putArray("actions");
    ArrayNode unresolved = reply.putArray("unresolved");
    String page = prompt.substring(prompt.indexOf("<page>"), prompt.indexOf("</page>"));
    Matcher field = FIELD.matcher(page);
    while (field.find()) {
      String ref = field.group(1);
      String question = field.group(2);
      String key = PLACEHOLDERS.get(question);
      if (key == null) {
        continue;
      }
      if (leftToAPerson.contains(ref)) {
        unresolved.add(question);
        continue;
      }
      actions.addObject().put("verb", "type_ref").put("ref", ref).put("value", "{{" + key + "}}").put("question", question);
    }
    reply.put("rationale", "the fields the data answers");
    return Step.reply(reply.toString(), 700, 60);
  }
}
