package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * How one question of a plan was answered, for events and the narrative.
 *
 * @param question the question as the page asks it
 * @param route who answered it
 * @param reason why that route, in a sentence without personal data
 * @param answeredBy which key or field of the pack's data answered it ({@code answers["Years of
 *     experience"]}, {@code profile.email}), never the value; null when the route does not say
 */
public record QuestionRoute(String question, Route route, String reason, @Nullable String answeredBy) {
  /**
   * Checks the route.
   *
   * @param question the question, not null
   * @param route who answered, not null
   * @param reason why that route, not null
   * @param answeredBy the key or field that answered, or null
   * @throws NullPointerException when the question, the route or the reason is null
   */
  public QuestionRoute {
    requireNonNull(question, "question");
    requireNonNull(route, "route");
    requireNonNull(reason, "reason");
  }

  /**
   * A route that does not name the key that answered.
   *
   * @param question the question as the page asks it
   * @param route who answered it
   * @param reason why that route, without personal data
   * @throws NullPointerException when an argument is null
   */
  public QuestionRoute(String question, Route route, String reason) {
    this(question, route, reason, null);
  }
}
