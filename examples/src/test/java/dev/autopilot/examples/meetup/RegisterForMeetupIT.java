package dev.autopilot.examples.meetup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.examples.RegisterForMeetup;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.PersonalData;
import dev.autopilot.llm.replay.Exchange;
import dev.autopilot.llm.replay.ReplayModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Plain instructions plus data on a form no domain pack knows, in a real Chromium, through a
 * replayed model: the same routing, validation, verification and outcome classification as any
 * run, deterministic in CI.
 *
 * <p>The exchange file {@code meetup-exchanges.ndjson} was written by this test with
 * {@code -Dautopilot.llm.record=PATH}, which answers from {@link ScriptedModelServer} with
 * {@link #REPLY} (the answer a model gives this page: no model is reachable from the build
 * machine); {@code ReplayModelServer.recording(endpoint, file)} records a real model's exchanges
 * in the same format.
 */
public class RegisterForMeetupIT {
  /** What a model answers the meetup form: each question from one item of the data. */
  public static final String REPLY = """
      {"actions":[
        {"verb":"type_ref","ref":"e1","value":"{{full_name}}","question":"Your name"},
        {"verb":"type_ref","ref":"e2","value":"{{email}}","question":"E-mail"},
        {"verb":"select_ref","ref":"e3","value":"{{tshirt_size}}","question":"T-shirt size"},
        {"verb":"set_radio","ref":"e4","value":"{{dinner}}","question":"Will you join the dinner after the talks?"},
        {"verb":"type_ref","ref":"e6","value":"{{diet}}","question":"Dietary requirements (optional)"},
        {"verb":"set_checkbox","ref":"e7","value":"{{code_of_conduct}}","checked":true,"question":"I accept the code of conduct"}
      ],"unresolved":[],"rationale":"each question of the page maps to one item of the data"}""";

  /** What a model says of the confirmation page, for when the rules do not recognize it. */
  public static final String VERDICT = "{\"outcome\":\"success_confirmed\",\"code\":\"REGISTRATION_CONFIRMED\","
      + "\"evidence\":\"Thank you for registering for the Autopilot Meetup\",\"confidence\":0.9}";

  @Test
  void plainInstructionsFillAFormNoPackKnows() throws Exception {
    String record = System.getProperty("autopilot.llm.record");
    Path recorded = Path.of(RegisterForMeetupIT.class.getResource("meetup-exchanges.ndjson").toURI());
    InMemoryEventSink events = EventSink.inMemory();
    PersonalData data = RegisterForMeetup.details();
    try (MeetupSite site = MeetupSite.start();
        ScriptedModelServer scripted = ScriptedModelServer.start(ScriptedModelServer.Dialect.OPENAI);
        ReplayModelServer replay = ReplayModelServer.replaying(Exchange.read(recorded), false);
        PlaywrightBrowser browser = PlaywrightBrowser.launch();
        PlaywrightBrowserSession session = browser.newSession()) {
      scripted.enqueue(ScriptedModelServer.Step.reply(REPLY, 1_030, 190)).enqueue(ScriptedModelServer.Step.reply(VERDICT, 420, 40));
      String baseUrl = record != null ? scripted.baseUrl() : replay.baseUrl();
      LlmConfig config = LlmConfig.builder().baseUrl(baseUrl).model("recorded").maxRetries(0).build();

      RunResult result = RegisterForMeetup.autopilot(config, data, RegisterForMeetup.NOTHING)
          .run(session, Task.of(RegisterForMeetup.INSTRUCTIONS, site.formUri()), new RunOptions(RunOptions.newRequestId(), List.of(events), null));

      if (record != null) {
        scripted.writeExchanges(Path.of(record));
      }
      assertEquals(RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
      assertEquals(List.of(Map.of("name", "Ada Lovelace", "email", "ada@example.org", "size", "M", "dinner", "yes", "diet", "vegetarian", "coc", "yes")),
          site.registrations());
      List<RunEvent.PlanProposed> plans = events.events().stream().map(e -> e.event()).filter(RunEvent.PlanProposed.class::isInstance).map(RunEvent.PlanProposed.class::cast).toList();
      assertEquals(PlanSource.LLM, plans.get(0).source());
      assertEquals(6, plans.get(0).actions().size());
      assertTrue(plans.stream().skip(1).noneMatch(p -> p.source() == PlanSource.LLM), "one model call for the page, then the rules submit");
      List<String> sent = record != null ? scripted.requests() : replay.requests();
      assertEquals(1, sent.stream().filter(r -> r.contains("open_questions")).count(), "one planning call for the page");
      assertTrue(sent.size() <= 2, "at most one more, the outcome check when the rules do not recognize the confirmation");
      for (String request : sent) {
        assertEquals(null, data.leakIn(request, Set.of()), "no withheld value left the machine");
        assertFalse(request.contains("Ada Lovelace") || request.contains("ada@example.org"));
      }
      assertTrue(sent.get(0).contains("{{full_name}}") && sent.get(0).contains("<page>"), sent.get(0));
      assertEquals(sent.size(), result.counters().model().calls(), "the run's counters hold every model call");
      assertTrue(result.counters().model().totalTokens() > 0, "tokens as the provider reported them");
      assertTrue(plans.get(0).routes().stream().allMatch(r -> r.route() == dev.autopilot.core.model.Route.MODEL) && plans.get(0).routes().size() == 6, String.valueOf(plans.get(0).routes()));
    }
  }
}
