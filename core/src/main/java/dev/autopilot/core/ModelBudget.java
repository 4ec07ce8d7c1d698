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
 */
public record ModelBudget(int maxCalls, long maxTokens, int maxVisionCalls) {

  /** The default vision budget: 8 screenshot calls per run. */
  public static final int DEFAULT_VISION_CALLS = 8;

  public ModelBudget {
    if (maxCalls < 0 || maxTokens < 0 || maxVisionCalls < 0) {
      throw new IllegalArgumentException("model budget caps must be >= 0");
    }
  }

  /** 30 calls, 300,000 tokens and {@value #DEFAULT_VISION_CALLS} vision calls per run. */
  public static ModelBudget defaults() {
    return new ModelBudget(30, 300_000, DEFAULT_VISION_CALLS);
  }

  /** No caps. */
  public static ModelBudget unlimited() {
    return new ModelBudget(Integer.MAX_VALUE, Long.MAX_VALUE, Integer.MAX_VALUE);
  }

  /** This budget with another call cap. */
  public ModelBudget withMaxCalls(int max) {
    return new ModelBudget(max, maxTokens, maxVisionCalls);
  }

  /** This budget with another token cap. */
  public ModelBudget withMaxTokens(long max) {
    return new ModelBudget(maxCalls, max, maxVisionCalls);
  }

  /** This budget with another vision cap. */
  public ModelBudget withMaxVisionCalls(int max) {
    return new ModelBudget(maxCalls, maxTokens, max);
  }
}
