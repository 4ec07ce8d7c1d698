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
 * model is asked only for the questions left open (once per page state, and once more after a
 * failure on it: {@value #ASKS_PER_PAGE_STATE} asks at most), and its plan passes the
 * {@link LlmPlanner}'s validation before it is merged. Each answered question carries its route
 * and why.
 */
final class RoutingPlanner implements Planner {
  /**
   * The page's budget: asks per page state (page, run state, open questions), the first and one
   * replan after failures on the page; more failures on it do not ask again.
   */
  static final int ASKS_PER_PAGE_STATE = 2;

  private final Planner rules;
  private final LlmPlanner model;

  RoutingPlanner(Planner rules, LlmPlanner model) {
    this.rules = rules;
    this.model = model;
  }

  /** The rules' consent (the domain pack's): the gate in front of the executor holds every action to it. */
  @Override
  public dev.autopilot.core.consent.Consent consent() {
    return rules.consent();
  }

  @Override
  public java.util.Set<String> valueKeys() {
    return rules.valueKeys();
  }

  @Override
  public java.util.Set<String> valuesPlaced(SemanticSnapshot snapshot) {
    return rules.valuesPlaced(snapshot);
  }

  /** The rules' reading: a question the model answered holds the page's choice no longer. */
  @Override
  public java.util.List<String> pageChoicesLeft(SemanticSnapshot snapshot, java.util.Set<String> unplaced) {
    return rules.pageChoicesLeft(snapshot, unplaced);
  }

  /**
   * With {@link dev.autopilot.core.Features.Flag#MODEL_ROUTES} off, the rules alone (under the
   * same features): the model is never asked. Otherwise this planner over the rules under them.
   */
  @Override
  public Planner withFeatures(dev.autopilot.core.Features features) {
    Planner ruled = rules.withFeatures(features);
    if (!features.isOn(dev.autopilot.core.Features.Flag.MODEL_ROUTES)) {
      return ruled;
    }
    return ruled == rules ? this : new RoutingPlanner(ruled, model);
  }

  /** {@inheritDoc} The rules' answer, else the model planner's data for the key (no model call). */
  @Override
  public java.util.Optional<Action> answerKnown(SemanticSnapshot snapshot, dev.autopilot.core.model.SemanticElement element,
      @org.jspecify.annotations.Nullable String answeredBy) {
    java.util.Optional<Action> ruled = rules.answerKnown(snapshot, element, answeredBy);
    return ruled.isPresent() ? ruled : model.answerKnown(snapshot, element, answeredBy);
  }

  @Override
  public String version() {
    return rules.version() + "+" + model.version();
  }

  @Override
  public String packVersion() {
    return rules.packVersion();
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
    if (!mayAsk(context, open)) {
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
      return with(ruled, routes, ruled.rationale() + "; " + whatHappened(e) + " (" + e.code() + "), " + open.size() + " optional question(s) left blank");
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
    java.util.Map<String, List<String>> closest = new java.util.LinkedHashMap<>(ruled.closestKeys());
    closest.keySet().retainAll(unresolved);
    return new ActionPlan(actions, ruled.rationale() + "; " + asked.rationale(), source, List.copyOf(unresolved), routes, closest);
  }

  private static ActionPlan with(ActionPlan plan, List<QuestionRoute> routes, String rationale) {
    return new ActionPlan(plan.actions(), rationale, plan.source(), plan.unresolved(), routes, plan.closestKeys());
  }

  /**
   * Whether the page's budget allows an ask now, counting it in the run's ledger: the first ask
   * about a page state, and one more once something failed on the page.
   */
  static boolean mayAsk(PlanningContext context, List<OpenQuestions.Open> open) {
    String key = stateKey(context, open);
    int allowed = failuresOnPage(context) > 0 ? ASKS_PER_PAGE_STATE : 1;
    for (int n = 1; n <= allowed; n++) {
      if (context.ledger().firstAsk(key + "#" + n)) {
        return true;
      }
    }
    return false;
  }

  /** The page, the run's state and the open questions: what a model's answer depends on. */
  static String stateKey(PlanningContext context, List<OpenQuestions.Open> open) {
    SemanticSnapshot s = context.snapshot();
    Set<String> questions = new TreeSet<>();
    open.forEach(o -> questions.add(o.signature()));
    return s.page().domain() + s.page().normalizedPath() + '|' + context.state() + '|' + questions;
  }

  private static int failuresOnPage(PlanningContext context) {
    SemanticSnapshot s = context.snapshot();
    int failures = 0;
    for (FailureRecord f : context.failures()) {
      if (f.semanticKey().domain().equals(s.page().domain()) && f.semanticKey().normalizedPath().equals(s.page().normalizedPath())) {
        failures += f.failures();
      }
    }
    return failures;
  }

  /** What happened when the model was asked, in words for the plan's rationale. */
  static String whatHappened(AutopilotException e) {
    if (e instanceof ModelException m) {
      return m.fault().description();
    }
    return e.code() == dev.autopilot.core.ErrorCode.MODEL_BUDGET_EXHAUSTED ? "the run's model budget is spent" : "the model could not be asked";
  }
}
