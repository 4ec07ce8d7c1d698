package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

/**
 * Something remembered from earlier runs that may help a planner:
 * a trajectory that worked, or one to avoid.
 *
 * @param source where it comes from, such as a run id or a store's name
 * @param summary the hint in words, without personal data
 * @param success whether it describes a success (true) or a failure to avoid (false)
 */
public record MemoryHint(String source, String summary, boolean success) {
  public MemoryHint {
    requireNonNull(source, "source");
    requireNonNull(summary, "summary");
  }
}
