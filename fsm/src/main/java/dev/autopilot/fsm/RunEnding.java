package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The terminal handling of a run: turns a component's failure into a stop, moves a stopped run
 * to MANUAL_REQUIRED with a transition event, and ends every run with one {@code run_finished}
 * event, the last of the run. Stateless.
 */
final class RunEnding {
  private RunEnding() {}

  /**
   * The stop for a component that threw, named by what the ledger knows ({@link
   * ManualCode#forFault}): {@code MAY_HAVE_BEEN_SUBMITTED} while a submit may be out, whatever
   * ended the call; else its {@link dev.autopilot.core.ErrorCode} as a {@link ManualCode}. The
   * code and retriability are in the details.
   */
  static ManualReason failed(RunContext run, RunLedger ledger, AutopilotException e) {
    Map<String, String> details = Map.of("error_code", e.code().name(), "retriable", String.valueOf(e.isRetriable()));
    ManualCode code = ManualCode.forFault(e.code(), ledger.submitRule.mayBeOut());
    if (code == ManualCode.MAY_HAVE_BEEN_SUBMITTED) {
      return mayHaveBeenSubmitted(run, ledger, Texts.message(e), details);
    }
    return run.stop(code, Texts.message(e), null, details);
  }

  /**
   * The stop for a run that ends on a fault after a submit click nothing proved rejected: the form
   * may be out, and it is not sent again.
   *
   * @param fault what ended the run, in words
   */
  static ManualReason mayHaveBeenSubmitted(RunContext run, RunLedger ledger, String fault, Map<String, String> details) {
    Map<String, String> all = new LinkedHashMap<>(details);
    all.put("submit_clicks", String.valueOf(ledger.submitRule.clicks()));
    return run.stop(ManualCode.MAY_HAVE_BEEN_SUBMITTED, "the form may have been submitted: its submit was clicked and no answer was seen before the run "
        + "stopped (" + fault + "); it was not submitted again. Check with the site whether the form arrived before submitting it by hand", null, all);
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
