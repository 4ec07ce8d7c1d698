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
  public GateFacts {
    requireNonNull(state, "state");
    requireNonNull(counters, "counters");
    unplacedValues = List.copyOf(unplacedValues);
    evidence = Set.copyOf(evidence);
  }
}
