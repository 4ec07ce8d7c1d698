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

  public ModelUsage {
    if (calls < 0 || inputTokens < 0 || outputTokens < 0 || visionCalls < 0 || visionCalls > calls) {
      throw new IllegalArgumentException("usage counts must be >= 0 and visionCalls <= calls");
    }
  }

  /** No calls at all. */
  public static ModelUsage none() {
    return NONE;
  }

  /** Input and output tokens together. */
  public long totalTokens() {
    return inputTokens + outputTokens;
  }

  /** This usage and the other added up. */
  public ModelUsage plus(ModelUsage other) {
    return new ModelUsage(calls + other.calls, inputTokens + other.inputTokens, outputTokens + other.outputTokens, visionCalls + other.visionCalls);
  }

  /** What was spent since {@code earlier}, a usage read from the same ledger before this one. */
  public ModelUsage minus(ModelUsage earlier) {
    return new ModelUsage(calls - earlier.calls, inputTokens - earlier.inputTokens, outputTokens - earlier.outputTokens, visionCalls - earlier.visionCalls);
  }
}
