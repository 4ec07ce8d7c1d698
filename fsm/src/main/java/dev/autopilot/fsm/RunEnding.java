package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The terminal handling of a run: turns a component's failure into a stop, moves a stopped run
 * to MANUAL_REQUIRED with a transition event, and ends every run with one {@code run_finished}
 * event, the last of the run. Stateless.
 */
final class RunEnding {
  private RunEnding() {}

  /** The stop for a component that threw: its {@link dev.autopilot.core.ErrorCode} as a {@link ManualCode}, the code and retriability in the details. */
  static ManualReason failed(RunContext run, AutopilotException e) {
    return run.stop(ManualCode.forError(e.code()), Texts.message(e), null,
        Map.of("error_code", e.code().name(), "retriable", String.valueOf(e.isRetriable())));
  }

  /**
   * The task's values no field held before a submit or a step, nor holds now. A planner that
   * fails here costs the report, never the run's ending.
   */
  private static List<String> unplaced(RunContext run, RunLedger ledger) {
    try {
      java.util.Set<String> keys = run.config().planner().valueKeys();
      if (keys.isEmpty()) {
        return List.of();
      }
      SemanticSnapshot now = run.currentOrNull();
      if (now != null) {
        ledger.placedKeys.addAll(run.config().planner().valuesPlaced(now));
      }
      List<String> out = new java.util.ArrayList<>(keys);
      out.removeAll(ledger.placedKeys);
      return out;
    } catch (RuntimeException e) {
      return List.of();
    }
  }

  /**
   * Ends the run: DONE when it got there, else MANUAL_REQUIRED for the reason given; emits
   * {@code run_finished} with the counters.
   *
   * @param manual why the run stopped, or null when it reached DONE
   */
  static RunResult finish(RunContext run, RunLedger ledger, @Nullable ManualReason manual) {
    if (manual != null && !ledger.state.isFinal()) {
      RunState from = ledger.state;
      ledger.state = RunState.MANUAL_REQUIRED;
      run.emit(new RunEvent.StateTransition(from, RunState.MANUAL_REQUIRED, manual.code().name()));
    }
    if (ledger.state != RunState.DONE && ledger.state != RunState.MANUAL_REQUIRED) {
      throw new IllegalStateException("a run ends in DONE or MANUAL_REQUIRED, not " + ledger.state);
    }
    ledger.focus = null;
    List<String> unplaced = unplaced(run, ledger);
    RunResult result = new RunResult(run.requestId(), ledger.state, ledger.state == RunState.DONE ? null : manual, ledger.lastOutcome,
        ledger.counters(run.elapsedMillis()), unplaced);
    run.emit(new RunEvent.RunFinished(result.finalState(), result.manualReason(), result.outcome(), result.counters(), unplaced));
    return result;
  }
}
