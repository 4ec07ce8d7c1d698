package dev.autopilot.fsm;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import dev.autopilot.core.pack.Secret;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Executes one planned action and verifies it, and keeps the escalation ladder: a failure on a
 * semantic key first replans, then asks for an alternate strategy, and the third stops the run
 * ({@link ManualCode#LOOP_GUARD}). Emits {@code action_executed}, then exactly one
 * {@code action_verified}, both carrying the action's id. Stateless; the ladder's counts live in
 * the {@link RunLedger}.
 */
final class ActionAttempt {
  private ActionAttempt() {}

  /**
   * What an attempt came to.
   *
   * @param verification the verifier's judgement (or why the action was not performed)
   * @param stop why the run must stop because of it, or null
   */
  record Result(Verification verification, @Nullable ManualReason stop) {
    boolean verified() {
      return verification.verified();
    }
  }

  /** Executes and verifies the action with this id; the action stays in focus afterwards. */
  static Result run(RunContext run, RunLedger ledger, String actionId, Action action, SemanticKey key) {
    ledger.focus = actionId;
    SemanticSnapshot before = run.current();
    // One proof for the orchestrator and hosts: execute, snapshot after ("verify"), verify.
    ActionProof proof = run.actions().prove(action, before, exec -> {
      ledger.actions++;
      if (action instanceof Action.Submit) {
        ledger.lastSubmit = exec;
      }
      // The executor may have re-resolved a stale ref: events tell what was really acted on.
      run.emit(new RunEvent.ActionExecuted(key.toString(), shown(action, exec.action(), before), exec.performed(), exec.detail(),
          Texts.codeName(exec.errorCode()), exec.elapsedMillis()));
    });
    ExecutionResult exec = proof.execution();
    Action done = proof.action();
    Verification v = proof.verification();
    run.emit(new RunEvent.ActionVerified(key.toString(), done.verb(), done.targetRef(), v.verified(), v.reason(),
        secret(action, before) ? concealed(v.evidence()) : v.evidence()));
    @Nullable ErrorCode finalCode = finalError(exec);
    if (finalCode != null) {
      ledger.unverified++;
      return new Result(v, run.stop(ManualCode.forError(finalCode), action.verb() + " cannot succeed by trying again: " + exec.detail(), key.toString(),
          Map.of("verb", action.verb(), "error_code", finalCode.name())));
    }
    if (v.verified()) {
      ledger.verified.merge(key, 1, Integer::sum);
      if (!(action instanceof Action.Submit)) {
        ledger.verifiedSinceSubmit++;
      }
      return new Result(v, null);
    }
    ledger.unverified++;
    return new Result(v, recordFailure(run, ledger, key, action.verb(), v.reason()));
  }

  /**
   * Counts a failure against the key and emits the ladder's rung.
   *
   * @return the stop when the key has reached {@link Escalation#STOP_TO_MANUAL}, else null
   */
  static @Nullable ManualReason recordFailure(RunContext run, RunLedger ledger, SemanticKey key, String verb, String reason) {
    int n = ledger.failures.merge(key, 1, Integer::sum);
    ledger.failureRecords.remove(key);
    ledger.failureRecords.put(key, new FailureRecord(key, verb, reason, n));
    Escalation rung = Escalation.forFailures(n);
    run.emit(new RunEvent.SemanticLoopGuard(key.toString(), n, rung, reason));
    if (rung != Escalation.STOP_TO_MANUAL) {
      return null;
    }
    return run.stop(ManualCode.LOOP_GUARD, "the same action failed " + n + " times on '" + key.questionSignature() + "' (" + verb + "): " + reason,
        key.toString(), Map.of("verb", verb, "failures", String.valueOf(n)));
  }

  /** The error code of an action that was not performed and that no retry can help (a missing file, say), or null. */
  private static @Nullable ErrorCode finalError(ExecutionResult exec) {
    ErrorCode code = exec.errorCode();
    return exec.performed() || code == null || code.isRetriable() ? null : code;
  }

  /** Whether the action types into a password field: what it types is never shown. */
  private static boolean secret(Action planned, SemanticSnapshot before) {
    return Secret.conceal(planned, before) != planned;
  }

  /** The action as events show it: the one really acted on, with a secret concealed. */
  private static Action shown(Action planned, Action acted, SemanticSnapshot before) {
    if (secret(planned, before) && acted instanceof Action.TypeRef t) {
      return new Action.TypeRef(t.ref(), Secret.SHOWN, t.meta());
    }
    return Secret.conceal(acted, before);
  }

  private static List<Evidence> concealed(List<Evidence> evidence) {
    return evidence.stream().map(e -> new Evidence(e.criterion(), e.held(), e.before() == null ? null : Secret.SHOWN,
        e.after() == null ? null : Secret.SHOWN, e.deciding())).toList();
  }
}
