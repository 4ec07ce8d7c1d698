package dev.autopilot.fsm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.ModelBudget;
import java.time.Duration;

/**
 * The ceilings of one run. A run that reaches its step or wall-time ceiling stops with
 * {@link dev.autopilot.core.model.ManualCode#BUDGET_EXHAUSTED}, and the reason's details say
 * which ({@code budget}: {@code steps} or {@code wall_time}).
 *
 * @param maxSteps the most steps a run takes. A step is one round of planning in FILL or SUBMIT
 *     and carrying out what was planned (several actions, or one submit); discovering the form,
 *     an assist's prefill, validating and classifying an outcome are not steps. A run that has
 *     taken {@code maxSteps} steps and needs another stops instead of starting it; a step that
 *     has started (a submit, say) is always carried through to its outcome.
 * @param maxWallTime wall time from the run's start, checked before each state's work except
 *     classifying the outcome of a submit already made; the work under way is not interrupted
 * @param maxScreenshots screenshots written as evidence (before and after each submit); when
 *     used up the run goes on without them
 * @param model caps on model calls, tokens (as the providers report them) and vision calls; a
 *     component that reaches one stops the run with
 *     {@link dev.autopilot.core.model.ManualCode#MODEL_BUDGET_EXHAUSTED} (30 calls, 300,000
 *     tokens, 8 vision calls by default)
 */
public record Budgets(int maxSteps, Duration maxWallTime, int maxScreenshots, ModelBudget model) {
  /**
   * Checks the ceilings.
   *
   * @param maxSteps at least 1
   * @param maxWallTime positive
   * @param maxScreenshots 0 or more; 0 writes no screenshot evidence
   * @param model the model caps; {@link ModelBudget#defaults()} unless a model is allowed more
   * @throws NullPointerException when {@code maxWallTime} or {@code model} is null
   * @throws IllegalArgumentException when a ceiling is out of its range
   */
  public Budgets {
    requireNonNull(maxWallTime, "maxWallTime");
    requireNonNull(model, "model");
    if (maxSteps < 1) {
      throw new IllegalArgumentException("maxSteps must be at least 1, was " + maxSteps);
    }
    if (maxWallTime.isNegative() || maxWallTime.isZero()) {
      throw new IllegalArgumentException("maxWallTime must be positive, was " + maxWallTime);
    }
    if (maxScreenshots < 0) {
      throw new IllegalArgumentException("maxScreenshots cannot be negative, was " + maxScreenshots);
    }
  }

  /**
   * Budgets with the default model caps ({@link ModelBudget#defaults()}).
   *
   * @param maxSteps the most steps a run takes, at least 1
   * @param maxWallTime the wall time a run may use, positive
   * @param maxScreenshots the most screenshots a run writes as evidence, 0 or more
   * @throws IllegalArgumentException when a ceiling is out of its range
   */
  public Budgets(int maxSteps, Duration maxWallTime, int maxScreenshots) {
    this(maxSteps, maxWallTime, maxScreenshots, ModelBudget.defaults());
  }

  /**
   * 100 steps, 5 minutes, 8 screenshots, {@link ModelBudget#defaults()}.
   *
   * @return the default ceilings, enough for a long multi-page form
   */
  public static Budgets defaults() {
    return new Budgets(100, Duration.ofMinutes(5), 8);
  }

  /**
   * A copy with other model caps.
   *
   * @param model the caps on model calls, tokens and vision calls of each run
   * @return a new budget; this one is unchanged
   */
  public Budgets withModel(ModelBudget model) {
    return new Budgets(maxSteps, maxWallTime, maxScreenshots, model);
  }

  /**
   * A copy with another step ceiling.
   *
   * @param steps the most steps a run takes, at least 1
   * @return a new budget; this one is unchanged
   * @throws IllegalArgumentException when {@code steps} is below 1
   */
  public Budgets withMaxSteps(int steps) {
    return new Budgets(steps, maxWallTime, maxScreenshots, model);
  }

  /**
   * A copy with another wall-time ceiling.
   *
   * @param wallTime the wall time a run may use from its start, positive
   * @return a new budget; this one is unchanged
   * @throws IllegalArgumentException when {@code wallTime} is zero or negative
   */
  public Budgets withMaxWallTime(Duration wallTime) {
    return new Budgets(maxSteps, wallTime, maxScreenshots, model);
  }

  /**
   * A copy with another screenshot ceiling.
   *
   * @param screenshots the most screenshots a run writes as evidence, 0 or more
   * @return a new budget; this one is unchanged
   * @throws IllegalArgumentException when {@code screenshots} is negative
   */
  public Budgets withMaxScreenshots(int screenshots) {
    return new Budgets(maxSteps, maxWallTime, screenshots, model);
  }
}
