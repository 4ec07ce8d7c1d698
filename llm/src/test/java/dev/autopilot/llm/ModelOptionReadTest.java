package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.ConsentCallback;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A model reads a value of the data as an option the page words otherwise ("the city of Lyon" as
 * "Collectivité territoriale"): it names that option by its exact text beside the value's
 * placeholder. The rules' own reading comes first ("Local government" is "Collectivité
 * territoriale" by {@code same-answers.words}, with no option named), the value must still come
 * from the data, and a priced option still waits for the person.
 */
class ModelOptionReadTest {
  static final PersonalData DATA = PersonalData.builder()
      .identity("full_name", "Élodie Marchand", "full name")
      .freeText("sector", "the city of Lyon", "the person's value for: Sector")
      .freeText("ticket", "Both days", "the person's value for: Ticket")
      .freeText("tshirt_size", "M", "the person's value for: T-shirt size")
      .freeText("visit", "with a guide", "the person's value for: Visit")
      .build();

  private ScriptedModelServer server;
  private LlmPlanner planner;

  @BeforeEach
  void start() {
    server = ScriptedModelServer.start(Dialect.OPENAI);
    planner = Pages.planner(server, DATA);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private static SemanticElement select(String ref, String name, String... labels) {
    List<SelectOption> options = new ArrayList<>();
    options.add(new SelectOption("Sélectionner une option", "", true));
    for (String l : labels) {
      options.add(new SelectOption(l, l.toLowerCase().replaceAll("[^a-z0-9]+", "-"), false));
    }
    return new SemanticElement(ref, Role.of("combobox"), name, null, null, true, false, null, true, null, options, null, Map.of(), false);
  }

  private static SemanticElement radio(String ref, String name) {
    return new SemanticElement(ref, Role.of("radio"), name, null, null, true, false, false, true, "g1", List.of(), "radio", Map.of(), false);
  }

  /** A French registration form: a sector select, ticket radios, a T-shirt select and a priced visit select. */
  static SemanticSnapshot page() {
    List<SemanticElement> elements = List.of(
        select("e1", "Secteur d'activité", "Administration publique", "Collectivité territoriale", "Entreprise privée"),
        radio("e2", "Pass 2 jours"), radio("e3", "Jeudi 8 avril uniquement"), radio("e4", "Vendredi 9 avril uniquement"),
        select("e5", "Taille de T-shirt", "S", "M", "L"),
        select("e6", "Visite", "Visite libre", "Visite guidée (45 €)"),
        new SemanticElement("e7", Role.of("button"), "S'inscrire", null, null, false, false, null, true, null, List.of(), "submit", Map.of(), false));
    List<ElementGroup> groups = List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "Type de billet", true, List.of("e2", "e3", "e4")));
    PageInfo info = new PageInfo("http://127.0.0.1:8080/inscription", "Inscription", "127.0.0.1", "/inscription", "h");
    return new SemanticSnapshot(info, elements, groups, List.of(), List.of("secteur d activite", "type de billet", "taille de t shirt", "visite"),
        List.of(new SubmitCandidate("e7", "S'inscrire", true)), 1, true);
  }

  private static String plan(String... actions) {
    return "{\"actions\":[" + String.join(",", actions) + "],\"unresolved\":[],\"rationale\":\"each from the data\"}";
  }

  private static String choose(String verb, String ref, String value, String option) {
    return "{\"verb\":\"" + verb + "\",\"ref\":\"" + ref + "\",\"value\":\"" + value + "\",\"question\":\"q\"" + (option.isEmpty() ? "" : ",\"option\":\"" + option + "\"") + "}";
  }

  private ActionPlan ask(String reply, String afterReAsk) {
    server.enqueue(Step.reply(reply, 1, 1)).enqueue(Step.reply(afterReAsk, 1, 1));
    return planner.plan(Pages.context(page(), ModelLedger.unlimited()));
  }

  private String reAsk() throws Exception {
    return ModelPlacementTest.reask(server.requests().get(1));
  }

  @Test
  void aValueNamingAnOptionInAnotherLanguageIsReadAsTheOptionTheModelNames() {
    ActionPlan plan = ask(plan(choose("select_ref", "e1", "{{sector}}", "Collectivité territoriale"), choose("set_radio", "e2", "{{ticket}}", "Pass 2 jours")), plan());
    assertEquals(1, server.served(), "accepted without a re-ask");
    assertEquals("Collectivité territoriale", ((Action.SelectRef) plan.actions().get(0)).option());
    assertEquals("e2", plan.actions().get(1).targetRef());
    QuestionRoute route = plan.routes().get(0);
    assertEquals("sector", route.answeredBy());
    assertTrue(route.reason().contains("with {{sector}}, read as the option 'Collectivité territoriale'"), route.reason());
  }

  @Test
  void withoutTheOptionAValueNoOptionMatchesIsReAskedWithHowToNameIt() throws Exception {
    ActionPlan plan = ask(plan(choose("select_ref", "e1", "{{sector}}", "")), plan(choose("select_ref", "e1", "{{sector}}", "Collectivité territoriale")));
    assertEquals(2, server.served());
    assertTrue(reAsk().contains("give that option's exact text as \"option\""), reAsk());
    assertEquals("Collectivité territoriale", ((Action.SelectRef) plan.actions().get(0)).option());
  }

  @Test
  void aValueTheRulesReadInOtherWordsNeedsNoOptionFromTheModel() {
    PersonalData data = PersonalData.builder().freeText("sector", "Local government", "the person's value for: Sector").build();
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").build();
    LlmPlanner rulesFirst = LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(data).build();
    server.enqueue(Step.reply(plan(choose("select_ref", "e1", "{{sector}}", "")), 1, 1));
    ActionPlan plan = rulesFirst.plan(Pages.context(page(), ModelLedger.unlimited()));
    assertEquals(1, server.served(), "no re-ask: the rules read the value as the option");
    assertEquals("Collectivité territoriale", ((Action.SelectRef) plan.actions().get(0)).option());
  }

  @Test
  void anOptionThePageDoesNotOfferIsRefused() throws Exception {
    ActionPlan plan = ask(plan(choose("select_ref", "e1", "{{sector}}", "Local authority")), plan());
    assertEquals(2, server.served());
    assertTrue(reAsk().contains("\"option\" must be the exact text of one option of e1"), reAsk());
    assertEquals(List.of(), plan.actions());
  }

  @Test
  void theRulesReadingComesFirst() throws Exception {
    ActionPlan plan = ask(plan(choose("select_ref", "e5", "{{tshirt_size}}", "L")), plan());
    assertEquals(2, server.served(), "the value names M in so many words");
    assertTrue(reAsk().contains("the value names the option 'M' of e5 in so many words"), reAsk());
    assertEquals(List.of(), plan.actions());
  }

  @Test
  void theValueStillComesFromTheData() throws Exception {
    ActionPlan plan = ask(plan(choose("select_ref", "e1", "public sector", "Administration publique")), plan());
    assertEquals(2, server.served());
    assertTrue(reAsk().contains("the value for e1 is not from the task's data"), reAsk());
    assertEquals(List.of(), plan.actions());
  }

  @Test
  void aPricedOptionStillWaitsForThePerson() {
    // the visit is required: the plan keeps it, and the gate in front of the executor asks the person
    ActionPlan plan = ask(plan(choose("select_ref", "e6", "{{visit}}", "Visite guidée (45 €)")), plan());
    assertEquals(1, plan.actions().size(), plan.toString());
    GateVerdict verdict = ActionGate.check(plan.actions().get(0), page(), DATA.consent(), ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, verdict.kind(), "money is the person's to decide: " + verdict.reason());
  }
}
