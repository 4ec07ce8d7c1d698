package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * How one question of a plan was answered, for events and the narrative.
 *
 * @param question the question as the page asks it
 * @param route who answered it
 * @param reason why that route, in a sentence without personal data
 */
public record QuestionRoute(String question, Route route, String reason) {
  public QuestionRoute {
    requireNonNull(question, "question");
    requireNonNull(route, "route");
    requireNonNull(reason, "reason");
  }
}
