package dev.autopilot.core.model;

/**
 * What a run's calls to language models cost, as the providers reported it.
 *
 * @param calls model calls made (text and vision), including re-asks; retries of a failed HTTP
 *     exchange are not calls of their own
 * @param inputTokens prompt tokens the providers reported
 * @param outputTokens completion tokens the providers reported
 * @param visionCalls the calls among {@code calls} that carried a screenshot
 */
public record ModelUsage(int calls, long inputTokens, long outputTokens, int visionCalls) {
  private static final ModelUsage NONE = new ModelUsage(0, 0, 0, 0);

  /**
   * Checks the counts.
   *
   * @param calls model calls, 0 or more
   * @param inputTokens prompt tokens, 0 or more
   * @param outputTokens completion tokens, 0 or more
   * @param visionCalls calls with a screenshot, from 0 to {@code calls}
   * @throws IllegalArgumentException for a negative count or more vision calls than calls
   */
  public ModelUsage {
    if (calls < 0 || inputTokens < 0 || outputTokens < 0 || visionCalls < 0 || visionCalls > calls) {
      throw new IllegalArgumentException("usage counts must be >= 0 and visionCalls <= calls");
    }
  }

  /** {@return the usage of no call at all: every count 0; one shared instance} */
  public static ModelUsage none() {
    return NONE;
  }

  /** {@return input and output tokens together} */
  public long totalTokens() {
    return inputTokens + outputTokens;
  }

  /**
   * This usage and the other added up.
   *
   * @param other another usage, such as one run's or one plan's
   * @return a new usage with each count summed; this one is unchanged
   */
  public ModelUsage plus(ModelUsage other) {
    return new ModelUsage(calls + other.calls, inputTokens + other.inputTokens, outputTokens + other.outputTokens, visionCalls + other.visionCalls);
  }

  /**
   * What was spent since {@code earlier}, a usage read from the same ledger before this one.
   *
   * @param earlier a usage read before this one from the same ledger, so no count is larger than
   *     this one's
   * @return the difference, count by count
   * @throws IllegalArgumentException when {@code earlier} is not an earlier reading (a count
   *     would be negative)
   */
  public ModelUsage minus(ModelUsage earlier) {
    return new ModelUsage(calls - earlier.calls, inputTokens - earlier.inputTokens, outputTokens - earlier.outputTokens, visionCalls - earlier.visionCalls);
  }
}
