package dev.autopilot.core.spec;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The bounds a spec puts on its run. Each narrows what the orchestrator would allow on its own,
 * never widens it, except {@code allowedHosts}, which is the run's whole boundary when given.
 *
 * @param maxExecutionTime the run's wall time at most (the lower of this and the orchestrator's
 *     budget holds), or null for the orchestrator's
 * @param maxRetries how often a step may be tried again (the same step planned more than {@code
 *     maxRetries + 1} times is a retry storm), or null for the risk monitor's default
 * @param allowedHosts the hosts the run may go to besides its start URL's host; empty: the
 *     orchestrator's allowed hosts
 * @param forbiddenActions verbs no step may have ({@code submit}, {@code upload_file}, ...)
 * @param allowedActions the only verbs a step may have; empty allows every verb
 */
public record SpecConstraints(@Nullable Duration maxExecutionTime, @Nullable Integer maxRetries, Set<String> allowedHosts, Set<String> forbiddenActions,
    Set<String> allowedActions) {
  /**
   * Checks the bounds and copies the sets.
   *
   * @param maxExecutionTime the run's wall time at most, positive, or null for the orchestrator's
   * @param maxRetries how often a step may be tried again, 0 or more, or null for the default
   * @param allowedHosts the hosts the run may go to besides its start URL's, copied
   * @param forbiddenActions the verbs no step may have, copied
   * @param allowedActions the only verbs a step may have, copied; empty allows every verb
   * @throws IllegalArgumentException for a time that is not positive or a negative retry count
   * @throws NullPointerException when a set or an element of one is null
   */
  public SpecConstraints {
    allowedHosts = Set.copyOf(requireNonNull(allowedHosts, "allowedHosts"));
    forbiddenActions = Set.copyOf(requireNonNull(forbiddenActions, "forbiddenActions"));
    allowedActions = Set.copyOf(requireNonNull(allowedActions, "allowedActions"));
    if (maxExecutionTime != null && (maxExecutionTime.isZero() || maxExecutionTime.isNegative())) {
      throw new IllegalArgumentException("max_execution_time must be positive, was " + maxExecutionTime);
    }
    if (maxRetries != null && maxRetries < 0) {
      throw new IllegalArgumentException("max_retries cannot be negative, was " + maxRetries);
    }
  }

  /** {@return constraints that add no bound to the orchestrator's: every field null or empty} */
  public static SpecConstraints none() {
    return new SpecConstraints(null, null, Set.of(), Set.of(), Set.of());
  }
}
