package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a planner proposes for the current snapshot.
 *
 * <p>An empty plan means the planner sees nothing left to do on this page; the run then moves to
 * validation. {@code unresolved} names the required questions the planner could not answer: a
 * run cannot submit while any remain, and reports them as its manual reason.
 *
 * @param actions the actions, to be executed in order
 * @param rationale why, in a sentence a person can read (no personal data)
 * @param source where the plan came from
 * @param unresolved the required questions the planner has no answer for
 * @param routes how each question the plan answers was answered (rules, memory, model) and why;
 *     empty when the planner does not say
 * @param closestKeys for unresolved questions, the names of the answer keys closest to each
 *     (closest first), so the stop can say which key a person may have meant; empty when the
 *     planner does not say
 */
public record ActionPlan(List<Action> actions, String rationale, PlanSource source, List<String> unresolved, List<QuestionRoute> routes,
    Map<String, List<String>> closestKeys) {
  public ActionPlan {
    actions = List.copyOf(actions);
    requireNonNull(rationale, "rationale");
    requireNonNull(source, "source");
    unresolved = List.copyOf(unresolved);
    routes = List.copyOf(routes);
    Map<String, List<String>> keys = new LinkedHashMap<>();
    closestKeys.forEach((q, k) -> keys.put(q, List.copyOf(k)));
    closestKeys = Collections.unmodifiableMap(keys);
  }

  /** A plan that does not name the keys closest to its unresolved questions. */
  public ActionPlan(List<Action> actions, String rationale, PlanSource source, List<String> unresolved, List<QuestionRoute> routes) {
    this(actions, rationale, source, unresolved, routes, Map.of());
  }

  /** A plan that does not say how its questions were routed. */
  public ActionPlan(List<Action> actions, String rationale, PlanSource source, List<String> unresolved) {
    this(actions, rationale, source, unresolved, List.of());
  }

  /** A plan with nothing to do. */
  public static ActionPlan empty(String rationale, PlanSource source) {
    return new ActionPlan(List.of(), rationale, source, List.of());
  }

  /** Whether the plan has no action. */
  public boolean isEmpty() {
    return actions.isEmpty();
  }
}
