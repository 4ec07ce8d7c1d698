package dev.autopilot.core.model;

/**
 * What a run spent.
 *
 * @param steps steps taken: a step is one round of planning in FILL or SUBMIT and carrying out
 *     what was planned (see the orchestrator's step budget)
 * @param actions actions handed to the executor
 * @param unverifiedActions actions whose effect could not be verified, or that could not be
 *     performed
 * @param submitAttempts submits made
 * @param snapshots snapshots taken of the page, by the run and by the components it drives
 * @param screenshots screenshots written as evidence
 * @param model what calls to language models cost: calls, tokens as the providers reported them,
 *     vision calls (all zero without a model)
 * @param elapsedMillis wall time from start to end
 */
public record RunCounters(int steps, int actions, int unverifiedActions, int submitAttempts, int snapshots, int screenshots, ModelUsage model, long elapsedMillis) {
  /**
   * Checks that the model usage is given; the counts are taken as given.
   *
   * @param steps steps taken
   * @param actions actions handed to the executor
   * @param unverifiedActions actions not verified or not performed
   * @param submitAttempts submits made
   * @param snapshots snapshots taken
   * @param screenshots screenshots written
   * @param model what model calls cost, not null ({@link ModelUsage#none()} without a model)
   * @param elapsedMillis wall time, in milliseconds
   * @throws NullPointerException when the model usage is null
   */
  public RunCounters {
    java.util.Objects.requireNonNull(model, "model");
  }
}
