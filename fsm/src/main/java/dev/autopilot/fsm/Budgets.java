package dev.autopilot.fsm;

import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * The ceilings of one run. A run that reaches one stops with
 * {@code BUDGET_EXHAUSTED} and says which.
 *
 * @param maxSteps actions executed, submits included
 * @param maxWallTime wall time from start
 * @param maxScreenshots screenshots taken as evidence
 * @param maxLlmCalls calls to a language model, for planners and classifiers that use one
 * @param maxLlmTokens tokens those calls may use
 */
public record Budgets(int maxSteps, Duration maxWallTime, int maxScreenshots, int maxLlmCalls, long maxLlmTokens) {
  public Budgets {
    requireNonNull(maxWallTime, "maxWallTime");
    if (maxSteps < 1) {
      throw new IllegalArgumentException("maxSteps must be at least 1, was " + maxSteps);
    }
    if (maxWallTime.isNegative() || maxWallTime.isZero()) {
      throw new IllegalArgumentException("maxWallTime must be positive, was " + maxWallTime);
    }
    if (maxScreenshots < 0 || maxLlmCalls < 0 || maxLlmTokens < 0) {
      throw new IllegalArgumentException("screenshot and LLM budgets cannot be negative");
    }
  }

  /** 100 steps, 5 minutes, 8 screenshots, 20 LLM calls, 200,000 tokens. */
  public static Budgets defaults() {
    return new Budgets(100, Duration.ofMinutes(5), 8, 20, 200_000);
  }

  /** A copy with another step ceiling. */
  public Budgets withMaxSteps(int steps) {
    return new Budgets(steps, maxWallTime, maxScreenshots, maxLlmCalls, maxLlmTokens);
  }

  /** A copy with another wall-time ceiling. */
  public Budgets withMaxWallTime(Duration wallTime) {
    return new Budgets(maxSteps, wallTime, maxScreenshots, maxLlmCalls, maxLlmTokens);
  }

  /** A copy with another screenshot ceiling. */
  public Budgets withMaxScreenshots(int screenshots) {
    return new Budgets(maxSteps, maxWallTime, screenshots, maxLlmCalls, maxLlmTokens);
  }
}
