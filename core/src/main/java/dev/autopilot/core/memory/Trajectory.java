package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One remembered run: where it ran, the questions it met and how each was answered, its failures
 * and what finally worked, and how it ended. No value the person gave is in it.
 *
 * @param site the host, lower case
 * @param normalizedPath the start page's normalized path
 * @param steps one per question answered, in the order they were answered
 * @param failures the failures met, in order
 * @param succeeded whether the run ended done
 * @param outcome the final state and, when there was one, the outcome or manual code ({@code
 *     DONE/SUCCESS}, {@code MANUAL_REQUIRED/VALIDATION_FAILED})
 * @param recordedAt when the run ended
 *
 * <p>Immutable and thread-safe.
 */
public record Trajectory(
    String site, String normalizedPath, List<TrajectoryStep> steps, List<TrajectoryFailure> failures, boolean succeeded, String outcome, Instant recordedAt) {
  /**
   * Checks that no component is null and keeps immutable copies of the lists.
   *
   * @param site the host, lower case
   * @param normalizedPath the start page's normalized path
   * @param steps one per question answered, in order; copied
   * @param failures the failures met, in order; copied
   * @param succeeded whether the run ended done
   * @param outcome the final state and outcome or manual code
   * @param recordedAt when the run ended
   * @throws NullPointerException when a component, or an element of a list, is null
   */
  public Trajectory {
    requireNonNull(site, "site");
    requireNonNull(normalizedPath, "normalizedPath");
    steps = List.copyOf(steps);
    failures = List.copyOf(failures);
    requireNonNull(outcome, "outcome");
    requireNonNull(recordedAt, "recordedAt");
  }

  /**
   * {@return the normalized questions this run met, answered ones first and then failed ones, each
   * once in the order first met; a new set, empty when the run met none}
   */
  public Set<String> questionSignatures() {
    Set<String> out = new LinkedHashSet<>();
    steps.forEach(s -> out.add(s.questionSignature()));
    failures.forEach(f -> out.add(f.questionSignature()));
    return out;
  }
}
