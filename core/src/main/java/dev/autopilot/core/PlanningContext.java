package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import java.util.List;

/**
 * Everything a planner may decide on.
 *
 * @param task what the user asked for
 * @param state the run's current state
 * @param snapshot the current page
 * @param failures the run's failures so far, latest last, one record per failed semantic key
 * @param ledger the run's account of model calls: a planner that calls a model reserves each
 *     call there and records its usage, so the run's caps hold across all its components
 * @param memory what past runs on this site or these questions tell (known mappings, failures
 *     not to repeat); {@link MemoryHint#NONE} without trajectory memory
 *
 * <p>Immutable except for the ledger, which is thread-safe and counts the run's model calls.
 */
public record PlanningContext(Task task, RunState state, SemanticSnapshot snapshot, List<FailureRecord> failures, ModelLedger ledger, MemoryHint memory) {
  /**
   * Checks that no component is null and keeps an immutable copy of {@code failures}.
   *
   * @param task what the user asked for
   * @param state the run's current state
   * @param snapshot the current page
   * @param failures the run's failures so far, latest last; copied
   * @param ledger the run's account of model calls, shared across its components
   * @param memory what past runs tell; {@link MemoryHint#NONE} without memory
   * @throws NullPointerException when a component, or a record in {@code failures}, is null
   */
  public PlanningContext {
    requireNonNull(task, "task");
    requireNonNull(state, "state");
    requireNonNull(snapshot, "snapshot");
    failures = List.copyOf(failures);
    requireNonNull(ledger, "ledger");
    requireNonNull(memory, "memory");
  }

  /**
   * A context without memory ({@link MemoryHint#NONE}).
   *
   * @param task what the user asked for
   * @param state the run's current state
   * @param snapshot the current page
   * @param failures the run's failures so far, latest last; copied
   * @param ledger the run's account of model calls, shared across its components
   */
  public PlanningContext(Task task, RunState state, SemanticSnapshot snapshot, List<FailureRecord> failures, ModelLedger ledger) {
    this(task, state, snapshot, failures, ledger, MemoryHint.NONE);
  }

  /**
   * A context with a ledger of its own and no caps: for planners that call no model, and for
   * tests. A run passes its one ledger instead, so that its caps hold across calls.
   *
   * @param task what the user asked for
   * @param state the run's current state
   * @param snapshot the current page
   * @param failures the run's failures so far, latest last; copied
   */
  public PlanningContext(Task task, RunState state, SemanticSnapshot snapshot, List<FailureRecord> failures) {
    this(task, state, snapshot, failures, ModelLedger.unlimited());
  }

  /**
   * The escalation rung for this key: how often it has failed so far in the run.
   *
   * @param key the semantic key a planner is about to answer
   * @return {@link Escalation#NONE} when the key has not failed, else the rung of its highest
   *     failure count ({@code REPLAN} at one, {@code ALTERNATE} at two, {@code STOP_TO_MANUAL} from
   *     three)
   */
  public Escalation escalationFor(SemanticKey key) {
    int count = 0;
    for (FailureRecord f : failures) {
      if (f.semanticKey().equals(key)) {
        count = Math.max(count, f.failures());
      }
    }
    return Escalation.forFailures(count);
  }
}
