package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Consent is the person's, whatever a model says: the plan validator asks the same consent rules
 * as the rule planner before a model's plan may tick anything, and leaves for the person what the
 * stated consent does not cover.
 */
class ModelConsentTest {
  private static final String TICK_ALL = """
      {"actions":[
        {"verb":"set_checkbox","ref":"e30","value":"{{fee_ok}}","checked":true,"question":"fee"},
        {"verb":"set_checkbox","ref":"e31","value":"{{partners_ok}}","checked":true,"question":"partners"},
        {"verb":"set_checkbox","ref":"e32","value":"{{offers_ok}}","checked":true,"question":"newsletter"}
      ],"unresolved":[],"rationale":"tick every box"}""";

  private ScriptedModelServer server;

  @BeforeEach
  void start() {
    server = ScriptedModelServer.start(Dialect.OPENAI);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private static SemanticSnapshot boxes() {
    List<SemanticElement> extra = List.of(
        Pages.checkbox("e30", "I agree to pay the $25 processing fee", false, false),
        Pages.checkbox("e31", "Share my details with our partners", false, false),
        Pages.checkbox("e32", "Send me the newsletter and special offers", false, false));
    return Pages.meetup(true, extra, "");
  }

  private LlmPlanner planner(Profile.Consent consent) {
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").build();
    // the person's free answers say yes to every box: only the consent they stated may tick one
    PersonalData data = PersonalData.builder().identity("full_name", "Ada Lovelace", "full name")
        .freeText("fee_ok", "Yes", "answer to: pay the fee")
        .freeText("partners_ok", "Yes", "answer to: share with partners")
        .freeText("offers_ok", "Yes", "answer to: newsletter")
        .consent(consent).build();
    return LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(data).build();
  }

  @Test
  void aModelNeverTicksMoneySharingOrMarketingThePersonDidNotAgreeTo() {
    server.enqueue(Step.reply(TICK_ALL, 1, 1));
    ActionPlan plan = planner(Profile.Consent.toApplying()).plan(Pages.context(boxes(), ModelLedger.unlimited()));
    assertTrue(plan.actions().isEmpty(), "no box ticked: " + plan.actions());
    assertEquals(3, plan.routes().stream().filter(r -> r.reason().startsWith("left for the person to decide")).count(), plan.routes().toString());
  }

  @Test
  void marketingTheProfileAgreesToMayBeTickedButMoneyAndSharingNever() {
    server.enqueue(Step.reply(TICK_ALL, 1, 1));
    ActionPlan plan = planner(new Profile.Consent(true, true, true)).plan(Pages.context(boxes(), ModelLedger.unlimited()));
    assertEquals(List.of("e32"), plan.actions().stream().map(a -> a.targetRef()).toList());
  }

  @Test
  void aRequiredBoxTheModelTicksMeetsTheGateAsTheRulePlannersDoes() {
    // it used to be dropped here and kept by the rule planner: now both leave the gate to ask the person or stop with the question
    SemanticSnapshot page = Pages.meetup(true, List.of(Pages.checkbox("e30", "I agree to pay the $25 processing fee", false, true)), "");
    server.enqueue(Step.reply("""
        {"actions":[{"verb":"set_checkbox","ref":"e30","value":"{{fee_ok}}","checked":true,"question":"fee"}],"unresolved":[],"rationale":"tick the fee"}""",
        1, 1));
    ActionPlan plan = planner(Profile.Consent.toApplying()).plan(Pages.context(page, ModelLedger.unlimited()));
    assertEquals(List.of("e30"), plan.actions().stream().map(a -> a.targetRef()).toList(), plan.routes().toString());
    dev.autopilot.core.model.Action tick = plan.actions().get(0);
    assertTrue(dev.autopilot.core.gate.ActionGate.leftForThePerson(tick, page, Profile.Consent.toApplying()).isEmpty());
    assertEquals(dev.autopilot.core.gate.GateVerdict.Kind.CONSENT_REFUSED, dev.autopilot.core.gate.ActionGate.check(tick, page, Profile.Consent.toApplying(),
        dev.autopilot.core.gate.ConsentCallback.refuseAll()).kind(), "the gate in front of the executor holds it to the person's consent");
  }

  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(strings = {"I accept", "checked", "Yes"})
  void aTickNeedsAValueThatSaysYesByTheOneReadingTheRulePlannerUses(String yes) {
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").build();
    PersonalData data = PersonalData.builder().identity("full_name", "Ada Lovelace", "full name").freeText("coc_ok", yes, "answer to: code of conduct")
        .consent(Profile.Consent.toApplying()).build();
    LlmPlanner planner = LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(data).build();
    server.enqueue(Step.reply("""
        {"actions":[{"verb":"set_checkbox","ref":"e7","value":"{{coc_ok}}","checked":true,"question":"code of conduct"}],"unresolved":[],"rationale":"tick"}""",
        1, 1));
    ActionPlan plan = planner.plan(Pages.context(Pages.meetup(true), ModelLedger.unlimited()));
    assertTrue(dev.autopilot.core.match.Match.isYes(yes));
    assertEquals(List.of("e7"), plan.actions().stream().map(a -> a.targetRef()).toList(), plan.routes().toString());
  }
}
