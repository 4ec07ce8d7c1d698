package dev.autopilot.llm;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import dev.autopilot.testkit.OutcomeClassifierContract;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The model classifier passes the classifier contract with rules that never know, so that every
 * page goes to the model: the real client against a scripted model on 127.0.0.1 that reads the
 * page in its prompt and quotes what it rests on, as the classifier requires.
 */
class ModelOutcomeClassifierContractTest extends OutcomeClassifierContract {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final SubmissionOutcome RULES_DO_NOT_KNOW = new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "NO_SIGNAL", 0.0, "", false);
  /** What the scripted model recognizes, by the words it finds on the page. */
  private static final Map<String, OutcomeClass> READS = new LinkedHashMap<>();

  static {
    READS.put("Thank you", OutcomeClass.SUCCESS_CONFIRMED);
    READS.put("Please correct the errors", OutcomeClass.VALIDATION_ERROR);
    READS.put("flagged as spam", OutcomeClass.EXTERNAL_BLOCKED);
    READS.put("temporarily unavailable", OutcomeClass.TRANSIENT_NETWORK);
  }

  private static ScriptedModelServer server;

  @BeforeAll
  static void start() {
    server = ScriptedModelServer.start(Dialect.ANTHROPIC).respondWith(ModelOutcomeClassifierContractTest::verdict);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Override
  protected OutcomeClassifier classifier() {
    LlmConfig config = LlmConfig.builder().provider(LlmConfig.Provider.ANTHROPIC).baseUrl(server.baseUrl()).model("scripted").apiKey("k").build();
    return ModelOutcomeClassifier.builder().rules(signals -> RULES_DO_NOT_KNOW)
        .gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(Pages.DATA).build();
  }

  /** The scripted model: the class of the first words it recognizes, quoting them and what follows on their line. */
  private static Step verdict(String body) {
    String prompt;
    try {
      prompt = LlmPlannerTest.user(body);
    } catch (Exception e) {
      return Step.status(400, "unreadable request: " + e.getMessage());
    }
    for (Map.Entry<String, OutcomeClass> read : READS.entrySet()) {
      int at = prompt.indexOf(read.getKey());
      if (at >= 0) {
        int end = prompt.indexOf('\n', at);
        String quote = prompt.substring(at, Math.min(end < 0 ? prompt.length() : end, at + 60)).strip();
        return Step.reply(JSON.createObjectNode().put("outcome", read.getValue().wireName()).put("code", "SCRIPTED").put("evidence", quote)
            .put("confidence", 0.8).toString(), 400, 40);
      }
    }
    return Step.reply("{\"outcome\":\"unknown_blocked\",\"code\":\"NO_SIGNAL\",\"evidence\":\"\",\"confidence\":0.1}", 400, 20);
  }
}
