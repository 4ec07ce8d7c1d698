package dev.autopilot.llm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.llm.internal.OpenQuestions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Program first, model second, program validation third: the rules answer what they can, the
 * model is asked only for the questions left open (at most once per page state), and its plan
 * passes the {@link LlmPlanner}'s validation before it is merged. Each answered question carries
 * its route and why.
 */
final class RoutingPlanner implements Planner {
  private final Planner rules;
  private final LlmPlanner model;

  RoutingPlanner(Planner rules, LlmPlanner model) {
    this.rules = rules;
    this.model = model;
  }

  @Override
  public ActionPlan plan(PlanningContext context) {
    ActionPlan ruled = rules.plan(context);
    List<QuestionRoute> routes = new ArrayList<>(ruled.routes());
    Set<String> routed = new HashSet<>();
    routes.forEach(r -> routed.add(r.question()));
    Route ruleRoute = ruled.source() == PlanSource.MEMORY ? Route.MEMORY : Route.RULES;
    Set<String> taken = new LinkedHashSet<>();
    for (Action a : ruled.actions()) {
      String ref = a.targetRef();
      if (ref != null) {
        taken.add(ref);
      }
      String q = a.meta().targetQuestion();
      if (q != null && routed.add(q)) {
        routes.add(new QuestionRoute(q, ruleRoute, ruleRoute == Route.MEMORY ? "a remembered answer, validated" : "the domain pack's rules answer it"));
      }
    }
    SemanticSnapshot snapshot = context.snapshot();
    if (context.state() == RunState.SUBMIT) {
      // when and where to submit is the program's call: a model never picks a submit control
      return with(ruled, routes, ruled.rationale());
    }
    List<OpenQuestions.Open> open = OpenQuestions.of(snapshot, taken);
    if (open.isEmpty()) {
      return with(ruled, routes, ruled.rationale() + "; nothing left for a model");
    }
    if (!context.ledger().firstAsk(stateKey(context, open))) {
      return with(ruled, routes, ruled.rationale() + "; the model was asked about this page state already");
    }
    ActionPlan asked;
    try {
      asked = model.plan(context, open, taken);
    } catch (AutopilotException e) {
      if (open.stream().anyMatch(OpenQuestions.Open::required)) {
        throw e;
      }
      // only optional questions were open: the run can go on without them
      return with(ruled, routes, ruled.rationale() + "; the model could not be asked (" + e.code() + "), " + open.size() + " optional question(s) left blank");
    }
    List<Action> actions = new ArrayList<>(ruled.actions());
    actions.addAll(asked.actions());
    routes.addAll(asked.routes());
    Set<String> answeredByModel = new HashSet<>();
    asked.routes().forEach(r -> answeredByModel.add(SemanticKey.questionSignature(r.question())));
    Set<String> unresolved = new LinkedHashSet<>();
    for (String u : ruled.unresolved()) {
      if (!answeredByModel.contains(SemanticKey.questionSignature(u))) {
        unresolved.add(u);
      }
    }
    unresolved.addAll(asked.unresolved());
    PlanSource source = asked.actions().isEmpty() ? ruled.source() : PlanSource.LLM;
    return new ActionPlan(actions, ruled.rationale() + "; " + asked.rationale(), source, List.copyOf(unresolved), routes);
  }

  private static ActionPlan with(ActionPlan plan, List<QuestionRoute> routes, String rationale) {
    return new ActionPlan(plan.actions(), rationale, plan.source(), plan.unresolved(), routes);
  }

  /** The page, its state of the run, its open questions and the failures on it: what a model's answer depends on. */
  static String stateKey(PlanningContext context, List<OpenQuestions.Open> open) {
    SemanticSnapshot s = context.snapshot();
    StringBuilder key = new StringBuilder(s.page().domain()).append(s.page().normalizedPath()).append('|').append(s.page().structureHash()).append('|').append(context.state());
    Set<String> refs = new TreeSet<>();
    open.forEach(o -> refs.add(o.ref() + "=" + o.signature()));
    key.append('|').append(refs);
    int failures = 0;
    for (FailureRecord f : context.failures()) {
      if (f.semanticKey().domain().equals(s.page().domain()) && f.semanticKey().normalizedPath().equals(s.page().normalizedPath())) {
        failures += f.failures();
      }
    }
    return key.append("|f").append(failures).toString();
  }
}
