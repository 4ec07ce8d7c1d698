package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Program first, model second, validation third. */
class RoutingPlannerTest {
  /** A pack that knows names and e-mail addresses and nothing else. */
  static final DomainPack CONTACT = new DomainPack() {
    @Override
    public String name() {
      return "contact";
    }

    @Override
    public Optional<Answer> answer(Question q) {
      return switch (q.signature()) {
        case "full name" -> Optional.of(new Answer.Text("Ada Lovelace"));
        case "email" -> Optional.of(new Answer.Text("ada@example.org"));
        default -> Optional.empty();
      };
    }
  };

  static final String REST = """
      {"actions":[
        {"verb":"select_ref","ref":"e3","value":"{{tshirt_size}}","question":"T-shirt size"},
        {"verb":"set_radio","ref":"e5","value":"{{dinner}}","question":"Will you join the dinner?"},
        {"verb":"set_checkbox","ref":"e7","value":"{{code_of_conduct}}","checked":true,"question":"code of conduct"}
      ],"unresolved":["Dietary requirements"],"rationale":"mapped"}""";

  private ScriptedModelServer server;
  private Planner routing;

  @BeforeEach
  void start() {
    server = ScriptedModelServer.start(Dialect.OPENAI);
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").build();
    LlmPlanner model = LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(Pages.DATA).build();
    routing = LlmPlanners.routing(Planner.rules(CONTACT), model);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void theRulesAnswerWhatTheyCanAndTheModelOnlyTheRest() throws Exception {
    server.enqueue(Step.reply(REST, 700, 90));
    ModelLedger ledger = ModelLedger.unlimited();
    ActionPlan plan = routing.plan(Pages.context(Pages.meetup(false), ledger));

    assertEquals(List.of("e1", "e2", "e3", "e4", "e7"), plan.actions().stream().map(Action::targetRef).toList(), "rules first, then the model; e5's value resolves to e4 (Yes)");
    assertEquals(PlanSource.LLM, plan.source());
    assertEquals(List.of(Route.RULES, Route.RULES, Route.MODEL, Route.MODEL, Route.MODEL), plan.routes().stream().map(QuestionRoute::route).toList());
    assertEquals("the domain pack's rules answer it", plan.routes().get(0).reason());
    assertTrue(plan.routes().get(2).reason().contains("{{tshirt_size}}"), plan.routes().get(2).reason());
    assertTrue(plan.unresolved().isEmpty(), "the dietary question is optional: " + plan.unresolved());
    assertEquals(1, ledger.usage().calls());

    String prompt = LlmPlannerTest.user(server.requests().get(0));
    String open = prompt.substring(prompt.indexOf("<open_questions>"), prompt.indexOf("</open_questions>"));
    assertFalse(open.contains("e1") || open.contains("e2"), "the rules' questions are not the model's: " + open);
    assertTrue(open.contains("- e3 combobox (required)") && open.contains("- radio group e4 e5 (required)") && open.contains("- e6 textbox\n"), open);
    assertFalse(open.contains("T-shirt"), "open questions name refs; the words are in the page section");
  }

  @Test
  void noModelCallWhenTheRulesLeaveNothingOpen() {
    ModelLedger ledger = ModelLedger.unlimited();
    PlanningContext ctx = Pages.context(Pages.meetup(false), ledger);
    DomainPack everything = new DomainPack() {
      @Override
      public String name() {
        return "all";
      }

      @Override
      public dev.autopilot.jobpack.Profile.Consent consent() {
        return dev.autopilot.jobpack.Profile.Consent.toApplying();
      }

      @Override
      public Optional<Answer> answer(Question q) {
        return switch (q.kind()) {
          case CHOICE -> Optional.of(new Answer.Choice(q.choices().contains("Yes") ? "Yes" : "M"));
          case TOGGLE -> Optional.of(new Answer.Toggle(true));
          default -> Optional.of(new Answer.Text("x"));
        };
      }
    };
    Planner r = LlmPlanners.routing(Planner.rules(everything), LlmPlanner.builder().gateway(ModelGateway.builder()
        .config(LlmConfig.builder().baseUrl(server.baseUrl()).model("m").build()).build()).build());
    ActionPlan plan = r.plan(ctx);
    assertEquals(PlanSource.RULES, plan.source());
    assertEquals(0, server.served());
    assertEquals(0, ledger.usage().calls());
    assertTrue(plan.routes().stream().allMatch(q -> q.route() == Route.RULES));
  }

  @Test
  void onePageStateIsAskedOnce() {
    server.enqueue(Step.reply("{\"actions\":[],\"unresolved\":[\"T-shirt size\"],\"rationale\":\"no data\"}", 10, 5));
    ModelLedger ledger = ModelLedger.unlimited();
    ActionPlan first = routing.plan(Pages.context(Pages.meetup(true), ledger));
    ActionPlan second = routing.plan(Pages.context(Pages.meetup(true), ledger));
    assertEquals(1, server.served());
    assertTrue(first.unresolved().contains("T-shirt size"));
    assertTrue(second.unresolved().isEmpty() || second.rationale().contains("asked about this page state already"), second.rationale());
    assertTrue(second.rationale().contains("asked about this page state already"));
  }

  @Test
  void aFailingModelStopsTheRunOnlyWhenARequiredQuestionNeedsIt() {
    server.enqueue(Step.status(500, null)).enqueue(Step.status(500, null)).enqueue(Step.status(500, null));
    ModelException e = org.junit.jupiter.api.Assertions.assertThrows(ModelException.class, () -> routing.plan(Pages.context(Pages.meetup(false), ModelLedger.unlimited())));
    assertEquals(ModelFault.SERVER_ERROR, e.fault());

    server.enqueue(Step.status(500, null)).enqueue(Step.status(500, null)).enqueue(Step.status(500, null));
    // everything required answered: only the optional dietary question is open
    dev.autopilot.core.model.SemanticSnapshot page = Pages.meetup(true);
    java.util.List<dev.autopilot.core.model.SemanticElement> els = new java.util.ArrayList<>();
    for (dev.autopilot.core.model.SemanticElement el : page.elements()) {
      els.add(switch (el.ref()) {
        case "e3" -> Pages.select("e3", "T-shirt size", "M", true);
        case "e4" -> Pages.radio("e4", "Yes", true, "g1");
        case "e7" -> Pages.checkbox("e7", "I accept the code of conduct", true, true);
        default -> el;
      });
    }
    dev.autopilot.core.model.SemanticSnapshot optionalOnly = new dev.autopilot.core.model.SemanticSnapshot(page.page(), els, page.groups(), List.of(), List.of(), page.submitCandidates(), 2, false);
    ActionPlan plan = routing.plan(Pages.context(optionalOnly, ModelLedger.unlimited()));
    assertTrue(plan.rationale().contains("MODEL_UNAVAILABLE") && plan.rationale().contains("1 optional question(s) left blank"), plan.rationale());
  }

  @Test
  void theRulesAloneDecideTheSubmit() {
    ModelLedger ledger = ModelLedger.unlimited();
    PlanningContext ctx = new PlanningContext(Pages.TASK, RunState.SUBMIT, Pages.meetup(true), List.of(), ledger);
    ActionPlan plan = routing.plan(ctx);
    assertTrue(plan.actions().get(0) instanceof Action.Submit);
    assertEquals(0, server.served());
  }

  /** The meetup page with everything required answered: only the optional dietary question is open. */
  private static dev.autopilot.core.model.SemanticSnapshot optionalOnly() {
    dev.autopilot.core.model.SemanticSnapshot page = Pages.meetup(true);
    java.util.List<dev.autopilot.core.model.SemanticElement> els = new java.util.ArrayList<>();
    for (dev.autopilot.core.model.SemanticElement el : page.elements()) {
      els.add(switch (el.ref()) {
        case "e3" -> Pages.select("e3", "T-shirt size", "M", true);
        case "e4" -> Pages.radio("e4", "Yes", true, "g1");
        case "e7" -> Pages.checkbox("e7", "I accept the code of conduct", true, true);
        default -> el;
      });
    }
    return new dev.autopilot.core.model.SemanticSnapshot(page.page(), els, page.groups(), List.of(), List.of(), page.submitCandidates(), 2, false);
  }

  @Test
  void aPlanStillInvalidIsNarratedAsWhatHappenedNotAsAnUnreachableModel() {
    String bad = "{\"actions\":[{\"verb\":\"type_ref\",\"ref\":\"e42\",\"value\":\"{{diet}}\",\"question\":\"x\"}],\"unresolved\":[],\"rationale\":\"-\"}";
    server.enqueue(Step.reply(bad, 1, 1)).enqueue(Step.reply(bad, 1, 1));
    ActionPlan plan = routing.plan(Pages.context(optionalOnly(), ModelLedger.unlimited()));
    assertTrue(plan.rationale().contains("the model's plan failed the program's check, also after a corrective re-ask (PLAN_INVALID), 1 optional question(s) left blank"),
        plan.rationale());
    assertFalse(plan.rationale().contains("could not be asked"), plan.rationale());
    assertEquals(2, server.served());
  }

  @Test
  void anUnusableReplyIsNotRetriableAnUnreachableModelIs() {
    server.enqueue(Step.reply("no JSON here", 1, 1)).enqueue(Step.reply("still none", 1, 1));
    ModelException malformed = org.junit.jupiter.api.Assertions.assertThrows(ModelException.class, () -> routing.plan(Pages.context(Pages.meetup(false), ModelLedger.unlimited())));
    assertEquals(ModelFault.MALFORMED_REPLY, malformed.fault());
    assertFalse(malformed.isRetriable(), "asking again will not read the reply");
    assertTrue(malformed.getMessage().startsWith("the model's reply could not be read, also after a corrective re-ask (2 calls)"), malformed.getMessage());

    server.enqueue(Step.status(503, null)).enqueue(Step.status(503, null)).enqueue(Step.status(503, null));
    ModelException unavailable = org.junit.jupiter.api.Assertions.assertThrows(ModelException.class,
        () -> routing.plan(Pages.context(Pages.meetup(false), ModelLedger.unlimited())));
    assertTrue(unavailable.isRetriable());
  }

  @Test
  void repeatedFailuresOnOnePageDoNotMultiplyModelCalls() {
    String none = "{\"actions\":[],\"unresolved\":[\"T-shirt size\"],\"rationale\":\"no data\"}";
    for (int i = 0; i < 6; i++) {
      server.enqueue(Step.reply(none, 1, 1));
    }
    ModelLedger ledger = ModelLedger.unlimited();
    dev.autopilot.core.model.SemanticSnapshot page = Pages.meetup(true);
    dev.autopilot.core.model.SemanticKey key = dev.autopilot.core.model.SemanticKey.of(page.page(), "answer", "T-shirt size");
    for (int failures = 0; failures <= 4; failures++) {
      List<dev.autopilot.core.model.FailureRecord> records = failures == 0 ? List.of() : List.of(new dev.autopilot.core.model.FailureRecord(key, "select_ref", "x", failures));
      routing.plan(new PlanningContext(Pages.TASK, RunState.FILL, page, records, ledger));
    }
    assertEquals(RoutingPlanner.ASKS_PER_PAGE_STATE, server.served(), "the first ask and one replan after a failure, however many failures follow");
    assertEquals(RoutingPlanner.ASKS_PER_PAGE_STATE, ledger.usage().calls());
  }
}
