package dev.autopilot.llm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.Planner;

/** The stock planners of the model layer. */
public final class LlmPlanners {
  private LlmPlanners() {}

  /**
   * Program first, model second, program validation third. The {@code rules} planner (a domain
   * pack's, say {@code Planner.rules(pack)}) plans first; the questions it leaves open — askable,
   * unanswered, not targeted by its actions — go to the model in one call per page state; the
   * model's plan is validated and merged after the rules' actions. In the submit state the rules
   * alone decide: a model never picks the submit control.
   *
   * <p>Each question of the plan records its route ({@code RULES}, {@code MEMORY}, {@code MODEL})
   * and why in {@link dev.autopilot.core.model.ActionPlan#routes()}. When nothing is left open,
   * no model is called. A page state the model was already asked about (same page, structure,
   * open questions and failures, tracked in the run's ledger) is not asked again.
   *
   * <p>When the model fails (a typed {@link ModelException}, or a spent budget) while a required
   * question is open, the failure propagates and the run stops with its code; when only optional
   * questions were open, the rules' plan goes on and its rationale says what was left blank.
   *
   * <p>Thread-safe when both planners are.
   *
   * @param rules the program's planner, asked first on every page
   * @param model the model's planner, asked only about what {@code rules} leaves open
   * @return the routing planner
   * @throws NullPointerException when an argument is null
   */
  public static Planner routing(Planner rules, LlmPlanner model) {
    return new RoutingPlanner(requireNonNull(rules, "rules"), requireNonNull(model, "model"));
  }
}
