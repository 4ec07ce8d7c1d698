package dev.autopilot.examples;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.OrchestratorBuilder;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.LlmPlanner;
import dev.autopilot.llm.LlmPlanners;
import dev.autopilot.llm.ModelGateway;
import dev.autopilot.llm.ModelOutcomeClassifier;
import dev.autopilot.llm.PersonalData;

/**
 * A pipeline with a model behind the rules: the routing planner (the pack's rules first, the
 * model for what they leave open) and the outcome classifier fallback (the model when the rules
 * are unsure, believed only with a quote from the page), both on one gateway and both sharing
 * with the model only what the configuration's {@link LlmConfig#share()} allows.
 */
public final class WithModel {
  private WithModel() {}

  /** The given pipeline with its planner and classifier routed through the configured model. */
  public static Orchestrator withModel(Orchestrator stock, DomainPack pack, PersonalData data, LlmConfig config) {
    return onto(stock.toBuilder(), pack, data, config).build();
  }

  /**
   * A pipeline's builder with its planner and classifier routed through the configured model, and
   * the person's consent the data's ({@link PersonalData#consent()}), which the gate holds every
   * action to.
   *
   * @param builder the pipeline's builder; its planner, classifier and consent are replaced
   * @param pack the domain pack whose rules plan first
   * @param data what the model may put into the form, by placeholder
   * @param config the model endpoint and what may be shared with it
   * @return {@code builder}
   */
  public static OrchestratorBuilder onto(OrchestratorBuilder builder, DomainPack pack, PersonalData data, LlmConfig config) {
    return onto(builder, Planner.rules(pack), pack, data, config);
  }

  /**
   * As {@link #onto(OrchestratorBuilder, DomainPack, PersonalData, LlmConfig)}, with the rules
   * planner given (one that also pairs by meaning, {@code Planner.rules(pack, similarity)}).
   *
   * @param builder the pipeline's builder; its planner, classifier and consent are replaced
   * @param rules the planner that plans first, over {@code pack}
   * @param pack the domain pack {@code rules} plans from
   * @param data what the model may put into the form, by placeholder
   * @param config the model endpoint and what may be shared with it
   * @return {@code builder}
   */
  public static OrchestratorBuilder onto(OrchestratorBuilder builder, Planner rules, DomainPack pack, PersonalData data, LlmConfig config) {
    java.util.Objects.requireNonNull(pack, "pack");
    ModelGateway gateway = ModelGateway.of(config);
    return builder
        .planner(LlmPlanners.routing(rules, LlmPlanner.builder().gateway(gateway).data(data).share(config).build()))
        .classifier(ModelOutcomeClassifier.builder().rules(OutcomeClassifiers.rules()).gateway(gateway).data(data).share(config).build())
        .consent(data.consent()); // what the person consents to, as the host told the model layer: the gate holds every action to it
  }
}
