package dev.autopilot.fsm;

import static java.util.Objects.requireNonNull;

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
 */
public record Budgets(int maxSteps, Duration maxWallTime, int maxScreenshots) {
  public Budgets {
    requireNonNull(maxWallTime, "maxWallTime");
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

  /** 100 steps, 5 minutes, 8 screenshots. */
  public static Budgets defaults() {
    return new Budgets(100, Duration.ofMinutes(5), 8);
  }

  /** A copy with another step ceiling. */
  public Budgets withMaxSteps(int steps) {
    return new Budgets(steps, maxWallTime, maxScreenshots);
  }

  /** A copy with another wall-time ceiling. */
  public Budgets withMaxWallTime(Duration wallTime) {
    return new Budgets(maxSteps, wallTime, maxScreenshots);
  }

  /** A copy with another screenshot ceiling. */
  public Budgets withMaxScreenshots(int screenshots) {
    return new Budgets(maxSteps, maxWallTime, screenshots);
  }
}
