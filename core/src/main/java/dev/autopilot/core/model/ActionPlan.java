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
  /**
   * Checks the plan and copies its collections.
   *
   * @param actions the actions, copied
   * @param rationale why, not null
   * @param source where the plan came from, not null
   * @param unresolved the questions without an answer, copied
   * @param routes how questions were answered, copied
   * @param closestKeys the closest keys per unresolved question, copied (keys kept in the map's
   *     order)
   * @throws NullPointerException when the rationale, the source, a collection or an element of
   *     one is null
   */
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

  /**
   * A plan that does not name the keys closest to its unresolved questions.
   *
   * @param actions the actions, in order
   * @param rationale why, without personal data
   * @param source where the plan came from
   * @param unresolved the required questions without an answer
   * @param routes how each question was answered
   * @throws NullPointerException when a value, a list or an element of one is null
   */
  public ActionPlan(List<Action> actions, String rationale, PlanSource source, List<String> unresolved, List<QuestionRoute> routes) {
    this(actions, rationale, source, unresolved, routes, Map.of());
  }

  /**
   * A plan that does not say how its questions were routed.
   *
   * @param actions the actions, in order
   * @param rationale why, without personal data
   * @param source where the plan came from
   * @param unresolved the required questions without an answer
   * @throws NullPointerException when a value, a list or an element of one is null
   */
  public ActionPlan(List<Action> actions, String rationale, PlanSource source, List<String> unresolved) {
    this(actions, rationale, source, unresolved, List.of());
  }

  /**
   * A plan with nothing to do: the planner sees nothing left on this page and nothing unresolved.
   *
   * @param rationale why, without personal data
   * @param source where the plan came from
   * @return a plan with no action, no unresolved question and no route
   * @throws NullPointerException when an argument is null
   */
  public static ActionPlan empty(String rationale, PlanSource source) {
    return new ActionPlan(List.of(), rationale, source, List.of());
  }

  /** {@return whether the plan has no action (it may still name unresolved questions)} */
  public boolean isEmpty() {
    return actions.isEmpty();
  }
}
