package dev.autopilot.core.spec;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What a run established, as the completion gates read it when the run ends.
 *
 * @param state the state the run reached ({@link RunState#DONE}, {@link RunState#PREPARED}, or
 *     the state it stopped in)
 * @param outcome the class of the last classified submission outcome, or null when none
 * @param counters what the run spent
 * @param unplacedValues the task's values no field held
 * @param visibleErrors how many errors the last snapshot showed
 * @param evidence the labels of the evidence the run wrote ({@code before_submit}, {@code plan})
 */
public record GateFacts(RunState state, @Nullable OutcomeClass outcome, RunCounters counters, List<String> unplacedValues, int visibleErrors,
    Set<String> evidence) {
  /**
   * Checks the facts and copies the collections.
   *
   * @param state the state the run reached, not null
   * @param outcome the class of the last classified outcome, or null when nothing was classified
   * @param counters what the run spent, not null
   * @param unplacedValues the task's values no field held, copied; empty when all were placed
   * @param visibleErrors how many errors the last snapshot showed, 0 for none
   * @param evidence the labels of the evidence written, copied
   * @throws NullPointerException when the state, the counters, a collection or an element of one
   *     is null
   */
  public GateFacts {
    requireNonNull(state, "state");
    requireNonNull(counters, "counters");
    unplacedValues = List.copyOf(unplacedValues);
    evidence = Set.copyOf(evidence);
  }
}
