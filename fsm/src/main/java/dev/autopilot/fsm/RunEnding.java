package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
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
    RunResult result = new RunResult(run.requestId(), ledger.state, ledger.state == RunState.DONE ? null : manual, ledger.lastOutcome,
        ledger.counters(run.elapsedMillis()));
    run.emit(new RunEvent.RunFinished(result.finalState(), result.manualReason(), result.outcome(), result.counters()));
    return result;
  }
}
