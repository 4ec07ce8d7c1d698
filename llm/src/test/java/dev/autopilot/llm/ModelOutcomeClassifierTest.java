package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The classifier fallback: asked only when the rules are unsure, believed only with a quote. */
class ModelOutcomeClassifierTest {
  static final String PAGE = "Meetup registration\nThank you, Ada Lovelace! Your seat is reserved. See you on Friday.";
  static final SubmissionOutcome UNKNOWN = new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "NO_SIGNAL", 0.2, "", false);
  static final SubmissionOutcome SURE = new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "CONFIRMATION_TEXT", 0.95, "thank you", false);

  private ScriptedModelServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private OutcomeClassifier classifier(Dialect dialect, SubmissionOutcome rulesSay) {
    server = ScriptedModelServer.start(dialect);
    LlmConfig config = LlmConfig.builder().provider(dialect == Dialect.OPENAI ? LlmConfig.Provider.OPENAI : LlmConfig.Provider.ANTHROPIC)
        .baseUrl(server.baseUrl()).model("m").maxRetries(1).build();
    return ModelOutcomeClassifier.builder().rules(s -> rulesSay).gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build())
        .data(Pages.DATA).build();
  }

  private static OutcomeSignals signals(ModelLedger ledger) {
    return new OutcomeSignals("http://127.0.0.1:8080/meetup/register", "http://127.0.0.1:8080/meetup/done", "Registered", PAGE, 200, Pages.meetup(true), ledger);
  }

  @Test
  void confidentRulesAreNotSecondGuessed() {
    OutcomeClassifier c = classifier(Dialect.OPENAI, SURE);
    assertSame(SURE, c.classify(signals(ModelLedger.unlimited())));
    assertEquals(0, server.served());
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aVerdictQuotingThePageIsTaken(Dialect dialect) throws Exception {
    OutcomeClassifier c = classifier(dialect, UNKNOWN);
    server.enqueue(Step.reply("{\"outcome\":\"success_confirmed\",\"code\":\"seat reserved\",\"evidence\":\"Your seat is  reserved.\",\"confidence\":0.97}", 300, 30));
    ModelLedger ledger = ModelLedger.unlimited();
    SubmissionOutcome o = c.classify(signals(ledger));
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, o.outcomeClass());
    assertEquals("MODEL_SEAT_RESERVED", o.code());
    assertEquals(0.9, o.confidence(), "a model's confidence is capped");
    assertEquals("Your seat is  reserved.", o.evidenceSnippet());
    assertEquals(1, ledger.usage().calls());
    String user = LlmPlannerTest.user(server.requests().get(0));
    assertTrue(user.contains("Thank you, {{full_name}}!"), "the greeting's name is withheld: " + user);
    assertTrue(user.contains("<rules_verdict>\nunknown_blocked / NO_SIGNAL"), user);
    assertEquals(null, Pages.DATA.leakIn(user, Set.of()));
  }

  @Test
  void aCaptchaTheModelFindsReadsAsAChallengeAsTheRulesOneDoes() {
    OutcomeClassifier c = classifier(Dialect.OPENAI, UNKNOWN);
    server.enqueue(Step.reply("{\"outcome\":\"external_blocked\",\"code\":\"CHALLENGE_PAGE\",\"evidence\":\"Tick the box to show you are not a robot\","
        + "\"confidence\":0.8}", 1, 1));
    OutcomeSignals captcha = new OutcomeSignals("http://127.0.0.1:8080/meetup/register", "http://127.0.0.1:8080/meetup/register", "Registration",
        "One more step\nTick the box to show you are not a robot", 200, Pages.meetup(true), ModelLedger.unlimited());
    SubmissionOutcome o = c.classify(captcha);
    assertEquals("MODEL_CHALLENGE_PAGE", o.code());
    assertEquals(dev.autopilot.core.model.OutcomeCode.CHALLENGE_PAGE, o.typedCode());
    String request = server.requests().get(0);
    assertTrue(request.contains("CHALLENGE_PAGE") && request.contains("SPAM_BLOCKED"), "the model is offered the typed codes: " + request);
  }

  @Test
  void aQuoteOfThePlaceholderedTextCounts() {
    OutcomeClassifier c = classifier(Dialect.OPENAI, UNKNOWN);
    server.enqueue(Step.reply("{\"outcome\":\"success_confirmed\",\"code\":\"X\",\"evidence\":\"Thank you, {{full_name}}!\",\"confidence\":0.8}", 1, 1));
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, c.classify(signals(ModelLedger.unlimited())).outcomeClass());
  }

  @Test
  void aVerdictWithoutValidEvidenceIsUnknown() {
    OutcomeClassifier c = classifier(Dialect.OPENAI, UNKNOWN);
    server.enqueue(Step.reply("{\"outcome\":\"success_confirmed\",\"code\":\"X\",\"evidence\":\"Application received\",\"confidence\":0.9}", 1, 1))
        .enqueue(Step.reply("{\"outcome\":\"success_confirmed\",\"code\":\"X\",\"evidence\":\"Thank\",\"confidence\":0.9}", 1, 1))
        .enqueue(Step.reply("{\"outcome\":\"success_confirmed\",\"code\":\"X\",\"evidence\":\"\",\"confidence\":0.9}", 1, 1))
        .enqueue(Step.reply("{\"outcome\":\"great\",\"code\":\"X\",\"evidence\":\"Your seat is reserved\",\"confidence\":0.9}", 1, 1))
        .enqueue(Step.reply("The page says thanks", 1, 1));
    for (int i = 0; i < 5; i++) {
      assertSame(UNKNOWN, c.classify(signals(ModelLedger.unlimited())), "reply " + (i + 1));
    }
  }

  @Test
  void aFailingModelLeavesTheRulesVerdictWithoutThrowing() {
    OutcomeClassifier c = classifier(Dialect.ANTHROPIC, UNKNOWN);
    server.enqueue(Step.status(529, null)).enqueue(Step.status(529, null));
    assertSame(UNKNOWN, c.classify(signals(ModelLedger.unlimited())));
    assertEquals(2, server.served());
  }

  @Test
  void aTransientVerdictIsRetryableOthersAreNot() {
    OutcomeClassifier c = classifier(Dialect.OPENAI, UNKNOWN);
    server.enqueue(Step.reply("{\"outcome\":\"transient_network\",\"code\":\"TRY_LATER\",\"evidence\":\"See you on Friday\",\"confidence\":0.7}", 1, 1))
        .enqueue(Step.reply("{\"outcome\":\"external_blocked\",\"code\":\"B\",\"evidence\":\"See you on Friday\",\"confidence\":0.7}", 1, 1));
    assertTrue(c.classify(signals(ModelLedger.unlimited())).retryable());
    assertFalse(c.classify(signals(ModelLedger.unlimited())).retryable());
  }

  @Test
  void quotesAreComparedWithoutCaseOrSpacing() {
    assertTrue(ModelOutcomeClassifier.quoted("\"your SEAT is\nreserved\"", "", PAGE, List.of()));
    assertTrue(ModelOutcomeClassifier.quoted("Enter a valid email", "", "", List.of("Enter a valid email address")));
    assertFalse(ModelOutcomeClassifier.quoted("seat is confirmed", "", PAGE, List.of()));
  }

  @Test
  void aQuoteOfWhatThePromptShowedCountsItsLabelsIncluded() throws Exception {
    assertTrue(ModelOutcomeClassifier.quoted("title: Registration complete", "Registration complete", PAGE, List.of()));
    assertTrue(ModelOutcomeClassifier.quoted("field errors:\nEnter a valid email", "", "", List.of("Enter a valid email address")));
    assertFalse(ModelOutcomeClassifier.quoted("title: Done", "Done", PAGE, List.of()), "the page's own words must be 8 characters or more");
    assertFalse(ModelOutcomeClassifier.quoted("title: field errors:", "x", PAGE, List.of("y")), "the prompt's labels alone are no evidence");

    OutcomeClassifier c = classifier(Dialect.OPENAI, UNKNOWN);
    server.enqueue(Step.reply("{\"outcome\":\"success_confirmed\",\"code\":\"X\",\"evidence\":\"title: Registered\\nMeetup registration\",\"confidence\":0.8}", 1, 1));
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, c.classify(signals(ModelLedger.unlimited())).outcomeClass());
    assertTrue(LlmPlannerTest.user(server.requests().get(0)).contains("title: Registered\nMeetup registration"), "the quote is what the prompt showed");
  }
}
