package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.ModelBudget;
import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The gateway against local servers speaking the real OpenAI and Anthropic protocols. */
class ModelGatewayTest {
  private static final List<ChatMessage> MESSAGES = List.of(SystemMessage.from("answer in JSON"), UserMessage.from("<task>say hi</task>"));

  private ScriptedModelServer server;
  private final RecordingSleeper sleeper = new RecordingSleeper();

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private ModelGateway gateway(Dialect dialect, int maxRetries, Duration timeout) {
    server = ScriptedModelServer.start(dialect);
    LlmConfig config = LlmConfig.builder()
        .provider(dialect == Dialect.OPENAI ? LlmConfig.Provider.OPENAI : LlmConfig.Provider.ANTHROPIC)
        .baseUrl(server.baseUrl())
        .model("scripted-model")
        .apiKey("test-key")
        .maxRetries(maxRetries)
        .timeout(timeout)
        .build();
    return ModelGateway.builder().config(config).sleeper(sleeper).build();
  }

  private ModelGateway gateway(Dialect dialect) {
    return gateway(dialect, 2, Duration.ofSeconds(20));
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aReplyIsReadAndItsReportedUsageCounted(Dialect dialect) {
    ModelGateway g = gateway(dialect);
    server.enqueue(Step.reply("{\"ok\":true}", 321, 12));
    ModelLedger ledger = ModelLedger.unlimited();
    ModelGateway.Reply reply = g.call(MESSAGES, null, false, ledger);
    assertEquals("{\"ok\":true}", reply.text());
    assertEquals(new ModelUsage(1, 321, 12, 0), reply.usage());
    assertEquals(new ModelUsage(1, 321, 12, 0), ledger.usage());
    assertTrue(server.requests().get(0).contains("say hi"), "the prompt went over the wire");
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aRateLimitIsRetriedAfterTheServersRetryAfter(Dialect dialect) {
    ModelGateway g = gateway(dialect);
    server.enqueue(Step.status(429, "3")).enqueue(Step.reply("{}", 10, 2));
    ModelLedger ledger = ModelLedger.unlimited();
    ModelGateway.Reply reply = g.call(MESSAGES, null, false, ledger);
    assertEquals(2, reply.attempts());
    assertEquals(List.of(Duration.ofSeconds(3)), sleeper.pauses);
    assertEquals(1, ledger.usage().calls(), "a retried exchange is one call");
    assertEquals(2, server.served());
  }

  @Test
  void retryAfterIsCappedAndServerErrorsBackOffByDoubling() {
    ModelGateway g = ModelGateway.builder()
        .chatModel(ModelGateway.chatModel(LlmConfig.builder().baseUrl(startOpenAi()).model("m").maxRetries(0).build()))
        .sleeper(sleeper).maxRetries(3).maxBackoff(Duration.ofSeconds(5)).build();
    server.enqueue(Step.status(429, "600")).enqueue(Step.status(503, null)).enqueue(Step.status(500, null)).enqueue(Step.reply("{}", 1, 1));
    g.call(MESSAGES, null, false, ModelLedger.unlimited());
    assertEquals(List.of(Duration.ofSeconds(5), Duration.ofSeconds(2), Duration.ofSeconds(4)), sleeper.pauses);
  }

  private String startOpenAi() {
    server = ScriptedModelServer.start(Dialect.OPENAI);
    return server.baseUrl();
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void serverErrorsBeyondTheRetriesAreATypedFailure(Dialect dialect) {
    ModelGateway g = gateway(dialect);
    int status = dialect == Dialect.ANTHROPIC ? 529 : 503;
    server.enqueue(Step.status(status, null)).enqueue(Step.status(status, null)).enqueue(Step.status(status, null)).enqueue(Step.reply("{}", 1, 1));
    ModelException e = assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ModelLedger.unlimited()));
    assertEquals(ModelFault.SERVER_ERROR, e.fault());
    assertEquals(ErrorCode.MODEL_UNAVAILABLE, e.code());
    assertEquals(3, e.attempts());
    assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(2)), sleeper.pauses);
    assertEquals(1, server.left(), "no fourth request");
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aSlowModelMeetsTheDeadline(Dialect dialect) {
    ModelGateway g = gateway(dialect, 0, Duration.ofMillis(400));
    server.enqueue(Step.reply("{}", 1, 1).after(Duration.ofSeconds(5)));
    long t0 = System.nanoTime();
    ModelException e = assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ModelLedger.unlimited()));
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertEquals(ModelFault.TIMEOUT, e.fault());
    assertTrue(ms < 3_000, "the call returned after " + ms + " ms, not after the server's 5 s");
  }

  @Test
  void aRetryThatWouldPassTheDeadlineIsNotTaken() {
    ModelGateway g = gateway(Dialect.OPENAI, 3, Duration.ofSeconds(10));
    server.enqueue(Step.status(429, "30")).enqueue(Step.reply("{}", 1, 1));
    ModelException e = assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ModelLedger.unlimited()));
    assertEquals(ModelFault.RATE_LIMITED, e.fault());
    assertTrue(sleeper.pauses.isEmpty());
    assertTrue(e.getMessage().contains("deadline"), e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void truncatedRefusedAndEmptyRepliesAreTyped(Dialect dialect) {
    ModelGateway g = gateway(dialect);
    server.enqueue(Step.truncated("{\"actions\":[{\"verb\":\"type_", 50, 2048))
        .enqueue(Step.refusal(dialect == Dialect.OPENAI ? "I can't help with that." : "", 50))
        .enqueue(Step.empty(50));
    ModelLedger ledger = ModelLedger.unlimited();
    assertEquals(ModelFault.TRUNCATED, assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ledger)).fault());
    assertEquals(ModelFault.REFUSED, assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ledger)).fault());
    assertEquals(ModelFault.EMPTY_REPLY, assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ledger)).fault());
    assertEquals(3, ledger.usage().calls());
    assertTrue(sleeper.pauses.isEmpty(), "replies that came are not retried");
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aBodyThatIsNotTheProtocolsJsonIsMalformed(Dialect dialect) {
    ModelGateway g = gateway(dialect);
    server.enqueue(Step.raw(200, "<html>proxy error</html>"));
    ModelException e = assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ModelLedger.unlimited()));
    assertEquals(ModelFault.MALFORMED_REPLY, e.fault());
    assertEquals(ErrorCode.MODEL_REPLY_INVALID, e.code());
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aRefusedKeyIsAConfigurationErrorWithoutRetry(Dialect dialect) {
    ModelGateway g = gateway(dialect);
    server.enqueue(Step.status(401, null)).enqueue(Step.reply("{}", 1, 1));
    ModelException e = assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ModelLedger.unlimited()));
    assertEquals(ModelFault.AUTH_FAILED, e.fault());
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    assertTrue(e.getMessage().contains("AUTOPILOT_LLM_API_KEY"));
    assertEquals(1, server.served());
  }

  @Test
  void aDroppedConnectionIsRetriedThenUnreachable() {
    ModelGateway g = gateway(Dialect.OPENAI, 1, Duration.ofSeconds(20));
    server.enqueue(Step.drop()).enqueue(Step.drop());
    ModelException e = assertThrows(ModelException.class, () -> g.call(MESSAGES, null, false, ModelLedger.unlimited()));
    assertEquals(ModelFault.UNREACHABLE, e.fault());
    assertEquals(List.of(Duration.ofSeconds(1)), sleeper.pauses);
  }

  @Test
  void aSpentBudgetSendsNothing() {
    ModelGateway g = gateway(Dialect.OPENAI);
    server.enqueue(Step.reply("{}", 900, 100)).enqueue(Step.reply("{}", 1, 1));
    ModelLedger ledger = ModelLedger.create(ModelBudget.defaults().withMaxTokens(1_000));
    g.call(MESSAGES, null, false, ledger);
    AutopilotException e = assertThrows(AutopilotException.class, () -> g.call(MESSAGES, null, false, ledger));
    assertEquals(ErrorCode.MODEL_BUDGET_EXHAUSTED, e.code());
    assertEquals(1, server.served());
    ModelLedger vision = ModelLedger.create(ModelBudget.defaults().withMaxVisionCalls(0));
    assertEquals(ErrorCode.MODEL_BUDGET_EXHAUSTED, assertThrows(AutopilotException.class, () -> g.call(MESSAGES, null, true, vision)).code());
    assertEquals(1, server.served());
  }

  @Test
  void theJsonSchemaGoesOutAsStructuredOutput() throws Exception {
    ModelGateway g = gateway(Dialect.OPENAI);
    server.enqueue(Step.reply("{\"ok\":true}", 1, 1));
    JsonSchema schema = JsonSchema.builder().name("answer").rootElement(JsonObjectSchema.builder().addBooleanProperty("ok").required("ok").build()).build();
    g.call(MESSAGES, schema, false, ModelLedger.unlimited());
    com.fasterxml.jackson.databind.JsonNode body = new com.fasterxml.jackson.databind.ObjectMapper().readTree(server.requests().get(0));
    assertEquals("json_schema", body.path("response_format").path("type").asText());
    assertEquals("answer", body.path("response_format").path("json_schema").path("name").asText());
    assertEquals(0.0, body.path("temperature").asDouble(-1));
  }

  @Test
  void retryAfterReadsSecondsAndHttpDates() {
    ZonedDateTime now = ZonedDateTime.of(2026, 11, 23, 19, 0, 0, 0, ZoneOffset.UTC);
    assertEquals(Duration.ofSeconds(7), ModelGateway.parseRetryAfter("7", now));
    assertEquals(Duration.ofSeconds(90), ModelGateway.parseRetryAfter("Mon, 23 Nov 2026 19:01:30 GMT", now));
    assertEquals(Duration.ZERO, ModelGateway.parseRetryAfter("Mon, 23 Nov 2026 18:00:00 GMT", now));
    assertEquals(null, ModelGateway.parseRetryAfter("soon", now));
  }
}
