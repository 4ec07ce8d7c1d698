package dev.autopilot.core;

/**
 * Per-run caps on what calls to language models may spend. A cap of {@link Integer#MAX_VALUE}
 * or {@link Long#MAX_VALUE} means no cap.
 *
 * @param maxCalls the most model calls in one run (text and vision, re-asks included), at least 0
 * @param maxTokens the most tokens (input and output, as the provider reports them) in one run,
 *     at least 0; a call is refused once the run has reached it, so the last call may go past it
 *     by its own size
 * @param maxVisionCalls the most calls with a screenshot in one run, at least 0
 *
 * <p>Immutable and thread-safe; a {@link ModelLedger} holds a run to it.
 */
public record ModelBudget(int maxCalls, long maxTokens, int maxVisionCalls) {

  /** The default vision budget: 8 screenshot calls per run. */
  public static final int DEFAULT_VISION_CALLS = 8;

  /**
   * Checks that no cap is negative.
   *
   * @param maxCalls the most model calls in one run, at least 0
   * @param maxTokens the most tokens in one run, at least 0
   * @param maxVisionCalls the most screenshot calls in one run, at least 0
   * @throws IllegalArgumentException when a cap is below 0
   */
  public ModelBudget {
    if (maxCalls < 0 || maxTokens < 0 || maxVisionCalls < 0) {
      throw new IllegalArgumentException("model budget caps must be >= 0");
    }
  }

  /** {@return 30 calls, 300,000 tokens and {@value #DEFAULT_VISION_CALLS} vision calls per run} */
  public static ModelBudget defaults() {
    return new ModelBudget(30, 300_000, DEFAULT_VISION_CALLS);
  }

  /** {@return no caps: every cap at its type's {@code MAX_VALUE}} */
  public static ModelBudget unlimited() {
    return new ModelBudget(Integer.MAX_VALUE, Long.MAX_VALUE, Integer.MAX_VALUE);
  }

  /**
   * This budget with another call cap.
   *
   * @param max the most model calls in one run, at least 0; {@link Integer#MAX_VALUE} for no cap
   * @return a new budget; this one is unchanged
   * @throws IllegalArgumentException when {@code max} is negative
   */
  public ModelBudget withMaxCalls(int max) {
    return new ModelBudget(max, maxTokens, maxVisionCalls);
  }

  /**
   * This budget with another token cap.
   *
   * @param max the most tokens in one run, at least 0; {@link Long#MAX_VALUE} for no cap
   * @return a new budget; this one is unchanged
   * @throws IllegalArgumentException when {@code max} is negative
   */
  public ModelBudget withMaxTokens(long max) {
    return new ModelBudget(maxCalls, max, maxVisionCalls);
  }

  /**
   * This budget with another vision cap.
   *
   * @param max the most screenshot calls in one run, at least 0; {@link Integer#MAX_VALUE} for no
   *     cap
   * @return a new budget; this one is unchanged
   * @throws IllegalArgumentException when {@code max} is negative
   */
  public ModelBudget withMaxVisionCalls(int max) {
    return new ModelBudget(maxCalls, maxTokens, max);
  }
}
