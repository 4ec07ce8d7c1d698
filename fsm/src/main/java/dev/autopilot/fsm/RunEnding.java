package dev.autopilot.fsm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.spec.GateFacts;
import dev.autopilot.core.spec.SpecContract;
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
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(RunEnding.class);

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
   * The stop for a run about to end in {@code reached} (DONE, or PREPARED) while a completion gate
   * of its spec fails, else null. A run is done only when every gate passes; the gates are judged
   * here once, and the result and the {@code gates_evaluated} event list them.
   */
  static @Nullable ManualReason gatesFailed(RunContext run, RunLedger ledger, RunState reached) {
    SpecContract spec = run.task().spec();
    if (spec == null) {
      return null;
    }
    List<String> failed = spec.failedGates(facts(run, ledger, reached));
    ledger.failedGates = failed;
    if (failed.isEmpty()) {
      return null;
    }
    return run.stop(ManualCode.GATES_FAILED, "the run reached " + reached + " but " + failed.size() + " completion gate(s) of spec " + spec.version()
        + " did not pass: " + String.join("; ", failed), null, Map.of("failed_gates", String.join("; ", failed), "reached", reached.name()));
  }

  private static GateFacts facts(RunContext run, RunLedger ledger, RunState state) {
    SemanticSnapshot now = run.currentOrNull();
    return new GateFacts(state, ledger.lastOutcome == null ? null : ledger.lastOutcome.outcomeClass(), ledger.counters(run.elapsedMillis()),
        unplaced(run, ledger), now == null ? 0 : now.visibleErrors().size(), ledger.evidence);
  }

  /**
   * Ends the run: DONE or PREPARED when it got there, else MANUAL_REQUIRED for the reason given;
   * judges the spec's gates when not judged yet (a run that stopped) and emits {@code
   * gates_evaluated}; emits {@code run_finished} with the counters.
   *
   * @param manual why the run stopped, or null when it reached DONE or PREPARED
   */
  static RunResult finish(RunContext run, RunLedger ledger, @Nullable ManualReason manual) {
    RunState stoppedIn = ledger.state;
    if (manual != null && !ledger.state.isFinal()) {
      RunState from = ledger.state;
      ledger.state = RunState.MANUAL_REQUIRED;
      run.emit(new RunEvent.StateTransition(from, RunState.MANUAL_REQUIRED, manual.code().name()));
    }
    if (!ledger.state.isFinal()) {
      throw new IllegalStateException("a run ends in DONE, PREPARED or MANUAL_REQUIRED, not " + ledger.state);
    }
    ledger.focus = null;
    List<String> failedGates = List.of();
    SpecContract spec = run.task().spec();
    if (spec != null) {
      if (ledger.failedGates == null) {
        ledger.failedGates = spec.failedGates(facts(run, ledger, stoppedIn));
      }
      failedGates = ledger.failedGates;
      List<String> failedNames = failedGates.stream().map(f -> f.substring(0, f.indexOf(": ") < 0 ? f.length() : f.indexOf(": "))).toList();
      List<String> passed = spec.allGates().stream().map(g -> g.text()).filter(g -> !failedNames.contains(g)).toList();
      run.emit(new RunEvent.GatesEvaluated(spec.version(), passed, failedGates));
    }
    TwoPhase phase = ledger.twoPhase;
    if (phase != null && phase.mode == TwoPhase.Mode.PREPARE && (phase.plan == null || ledger.state != RunState.PREPARED)) {
      try {
        boolean written = phase.plan != null && run.evidenceDirectory() != null;
        phase.plan = phase.blocked(run, ledger, manual);
        if (written) {
          // a plan written as ready before its gates failed is replaced: a file never says more than the run
          phase.plan.write(requireNonNull(run.evidenceDirectory(), "written only with an evidence directory").resolve("plan.json"));
        }
      } catch (RuntimeException e) {
        LOG.warn("run {}: the plan of a stopped prepare could not be made", run.requestId(), e);
      }
    }
    List<String> unplaced = unplaced(run, ledger);
    RunResult result = new RunResult(run.requestId(), ledger.state, ledger.state == RunState.MANUAL_REQUIRED ? manual : null, ledger.lastOutcome,
        ledger.counters(run.elapsedMillis()), unplaced, failedGates, ledger.cacheReport());
    run.emit(new RunEvent.RunFinished(result.finalState(), result.manualReason(), result.outcome(), result.counters(), unplaced));
    return result;
  }
}
