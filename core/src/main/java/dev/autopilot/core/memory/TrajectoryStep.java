package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.Route;
import org.jspecify.annotations.Nullable;

/**
 * How one question was answered in a remembered run.
 *
 * @param questionSignature the normalized question
 * @param question the question as the page asked it
 * @param role the role of the element that answered it
 * @param verb the DSL verb that answered it
 * @param route who chose the answer (rules, memory, model)
 * @param answeredBy the key of the task's data that gave the answer, or null; never the value
 * @param technique how the executor had to act when the plain gesture was not enough ({@code
 *     keyboard} typing for a date field, say), or null when the plain gesture worked
 *
 * <p>Immutable and thread-safe.
 */
public record TrajectoryStep(
    String questionSignature, String question, String role, String verb, Route route, @Nullable String answeredBy, @Nullable String technique) {
  /**
   * Checks that every component but {@code answeredBy} and {@code technique} is given.
   *
   * @param questionSignature the normalized question
   * @param question the question as the page asked it
   * @param role the role of the element that answered it
   * @param verb the DSL verb that answered it
   * @param route who chose the answer
   * @param answeredBy the data key that gave the answer, or null; never the value
   * @param technique how the executor had to act, or null when the plain gesture worked
   * @throws NullPointerException when a component other than the two nullable ones is null
   */
  public TrajectoryStep {
    requireNonNull(questionSignature, "questionSignature");
    requireNonNull(question, "question");
    requireNonNull(role, "role");
    requireNonNull(verb, "verb");
    requireNonNull(route, "route");
  }
}
