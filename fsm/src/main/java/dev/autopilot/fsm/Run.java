package dev.autopilot.fsm;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One run's loop: checks the wall-time budget (except before classifying a submit already
 * made), hands the current state to its
 * {@link StateHandler}, and turns what the handler decided into a checked, emitted transition,
 * until the run is DONE or stopped. Whatever a handler throws becomes a stop with a
 * {@link ManualCode} ({@link RunEnding}). Confined to the thread that calls {@link #execute()}.
 */
final class Run {
  private static final Logger LOG = LoggerFactory.getLogger(Run.class);

  private final RunContext run;
  private final RunLedger ledger;
  private final Function<RunState, StateHandler> handlers;

  Run(Orchestrator config, BrowserSession session, Task task, RunOptions options, EventSink sink, RunEvidence evidence) {
    this(config, session, task, options, sink, evidence, StateHandler::of);
  }

  /** A run whose states are handled by the handlers given, for tests of the loop itself. */
  Run(Orchestrator config, BrowserSession session, Task task, RunOptions options, EventSink sink, Function<RunState, StateHandler> handlers) {
    this(config, session, task, options, sink, EvidenceRecorder.none().open(options.requestId()), handlers);
  }

  private Run(Orchestrator config, BrowserSession session, Task task, RunOptions options, EventSink sink, RunEvidence evidence,
      Function<RunState, StateHandler> handlers) {
    this.ledger = new RunLedger(task.startUrl().toString(), config.budgets().model());
    this.run = new RunContext(config, session, task, options, sink, ledger, evidence);
    this.handlers = handlers;
  }

  RunResult execute() {
    run.emit(new RunEvent.RunStarted(run.task().goal(), run.task().startUrl().toString(), settings()));
    @Nullable ManualReason manual = null;
    Watchdog watchdog = Watchdog.arm(run.session(), run.requestId(), run.config().budgets().maxWallTime());
    try {
      BrowserSession session = run.session();
      session.restrictTo(run.config().boundaryFor(run.task().startUrl()));
      while (manual == null && !ledger.state.isFinal()) {
        // A submit already made is always classified: stopping before would leave its outcome unknown.
        manual = ledger.state == RunState.VERIFY_OUTCOME ? null : wallTimeSpent();
        if (manual == null) {
          RunState at = ledger.state;
          long loads = session.pageLoads();
          String urlBefore = session.url();
          Next next = handlers.apply(at).handle(run, ledger);
          manual = boundaryCrossed(session);
          boolean toOutcome = next instanceof Next.Go g && g.to() == RunState.VERIFY_OUTCOME;
          if (manual == null && !toOutcome && SelfSubmission.FILLING.contains(at) && session.pageLoads() > loads) {
            next = SelfSubmission.seen(run, ledger, at, urlBefore);
          }
          if (manual != null) {
            break;
          }
          if (next instanceof Next.Stop stop) {
            manual = stop.reason();
          } else {
            Next.Go go = (Next.Go) next;
            transition(go.to(), go.reason());
          }
        }
      }
    } catch (AutopilotException e) {
      manual = watchdog.fired() ? overrun() : e.code() == ErrorCode.HOST_NOT_ALLOWED || run.session().boundaryViolation() == null
          ? RunEnding.failed(run, ledger, e) : boundaryCrossed(run.session());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      manual = run.stop(ManualCode.INTERRUPTED, "the run was interrupted while waiting; nothing was submitted after the interruption", null, Map.of());
    } catch (RuntimeException e) {
      LOG.error("run {} failed unexpectedly in {}", run.requestId(), ledger.state, e);
      manual = run.stop(ManualCode.INTERNAL, "unexpected " + e.getClass().getSimpleName() + " in " + ledger.state + ": " + e.getMessage(), null, Map.of());
    }
    watchdog.close();
    RunResult result = RunEnding.finish(run, ledger, manual);
    TrajectoryMemory.record(run, ledger, result);
    return result;
  }

  /** The stop when the session stopped a request at the run's boundary, else null. */
  private @Nullable ManualReason boundaryCrossed(BrowserSession session) {
    String violation = session.boundaryViolation();
    if (violation == null) {
      return null;
    }
    return run.stop(ManualCode.HOST_NOT_ALLOWED, "stopped at the run's boundary before any input or submit there: " + violation, null,
        Map.of("allowed_hosts", String.join(",", run.config().boundaryFor(run.task().startUrl()).hosts())));
  }

  /**
   * The stop when the watchdog had to end a call that outlived the wall-time budget: {@code
   * MAY_HAVE_BEEN_SUBMITTED} while a submit may be out ({@link ManualCode#forFault}), else {@code
   * BUDGET_EXHAUSTED}.
   */
  private ManualReason overrun() {
    Budgets b = run.config().budgets();
    String what = "the run used its wall-time budget of " + b.maxWallTime().toSeconds()
        + " s inside a call into the page that did not end (a page script that loops, an endpoint that never answers); the watchdog ended it";
    Map<String, String> details = Map.of("budget", "wall_time", "elapsed_ms", String.valueOf(run.elapsedMillis()), "error_code", ErrorCode.BUDGET_EXHAUSTED.name());
    if (ManualCode.forFault(ErrorCode.BUDGET_EXHAUSTED, ledger.submitRule.mayBeOut()) == ManualCode.MAY_HAVE_BEEN_SUBMITTED) {
      return RunEnding.mayHaveBeenSubmitted(run, ledger, what, details);
    }
    return run.stop(ManualCode.BUDGET_EXHAUSTED, what, null, details);
  }

  /** The stop when the run has used its wall time, else null. */
  private @Nullable ManualReason wallTimeSpent() {
    Budgets b = run.config().budgets();
    long elapsed = run.elapsedMillis();
    if (elapsed <= b.maxWallTime().toMillis()) {
      return null;
    }
    ledger.focus = null;
    return run.stop(ManualCode.BUDGET_EXHAUSTED, "the run used its wall-time budget of " + b.maxWallTime().toSeconds() + " s", null,
        Map.of("budget", "wall_time", "elapsed_ms", String.valueOf(elapsed)));
  }

  /**
   * Moves to the next state and emits the transition. Transitions out of SUBMIT and
   * VERIFY_OUTCOME are about the submit and carry its action id; other transitions carry none.
   */
  private void transition(RunState to, String reason) {
    RunState from = ledger.state;
    Transitions.check(from, to);
    if (from != RunState.SUBMIT && from != RunState.VERIFY_OUTCOME) {
      ledger.focus = null;
    }
    ledger.state = to;
    run.emit(new RunEvent.StateTransition(from, to, reason));
    if (to != RunState.VERIFY_OUTCOME) {
      ledger.focus = null;
    }
  }

  private Map<String, String> settings() {
    Orchestrator config = run.config();
    Budgets b = config.budgets();
    RetryPolicy r = config.retryPolicy();
    Map<String, String> s = new LinkedHashMap<>();
    s.put("session", run.session().id());
    s.put("planner", config.planner().getClass().getSimpleName());
    s.put("assist_plugins", String.valueOf(config.assistPlugins().stream().map(AssistPlugin::name).toList()));
    s.put("max_steps", String.valueOf(b.maxSteps()));
    s.put("max_wall_time_ms", String.valueOf(b.maxWallTime().toMillis()));
    s.put("max_screenshots", String.valueOf(b.maxScreenshots()));
    s.put("submit_deadline_ms", String.valueOf(config.submitDeadline().toMillis()));
    s.put("form_wait_ms", String.valueOf(config.formWait().toMillis()));
    s.put("max_blocked_attempts", String.valueOf(r.maxBlockedAttempts()));
    s.put("max_validation_rounds", String.valueOf(r.maxValidationRounds()));
    s.put("unknown_replans", String.valueOf(r.unknownReplans()));
    s.put("locator_cache", config.locatorCache() == null ? "off" : "on");
    s.put("memory", config.memory() == null ? "off" : "on");
    return s;
  }
}
