package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.List;
import java.util.function.Consumer;

/**
 * The proof of one action: what the executor did, the snapshot taken after it and the verifier's
 * verdict on it. {@link #prove} is the one sequence that proves an action (execute, take the
 * snapshot after through the session's {@link SnapshotPipeline}, verify); the orchestrator and a
 * host's own loop both call it, so an action is judged the same way wherever it runs.
 *
 * <pre>{@code
 * ActionProof proof = ActionProof.prove(page, executor, verifier, action, before);
 * if (!proof.verified()) {
 *   log.info("{} did not take effect: {}", proof.action().verb(), proof.verification().reason());
 * }
 * }</pre>
 *
 * @param execution what the executor reported; {@link ExecutionResult#action()} is the action really
 *     carried out (the executor may have re-aimed a stale ref at its successor)
 * @param before the snapshot the action was planned from
 * @param after the snapshot taken after the action, for verification
 * @param verification the verdict; never verified when the action was not performed
 *
 * <p>Immutable and thread-safe: its components are records.
 */
public record ActionProof(ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after, Verification verification) {
  /** The purpose of the snapshot {@link #prove} takes after the action. */
  public static final String VERIFY = "verify";

  /**
   * Checks that no component is null.
   *
   * @param execution what the executor reported
   * @param before the snapshot the action was planned from
   * @param after the snapshot taken after the action
   * @param verification the verdict on the action
   * @throws NullPointerException when a component is null
   */
  public ActionProof {
    requireNonNull(execution, "execution");
    requireNonNull(before, "before");
    requireNonNull(after, "after");
    requireNonNull(verification, "verification");
  }

  /**
   * Proves an action with no one told of its execution; see {@link #prove(SnapshotPipeline,
   * ActionExecutor, Verifier, Action, SemanticSnapshot, Consumer)}, which this calls with a
   * listener that does nothing.
   *
   * @param page the session's snapshot pipeline; the snapshot after is taken through it
   * @param executor carries the action out
   * @param verifier judges its effect; not asked when the action was not performed
   * @param action the action, aimed by {@code before}'s refs
   * @param before the snapshot the action was planned from
   * @return the proof, never null
   * @throws BrowserException when the browser died or the page cannot be read; nothing is proven
   *     then
   */
  public static ActionProof prove(SnapshotPipeline page, ActionExecutor executor, Verifier verifier, Action action, SemanticSnapshot before) {
    return prove(page, executor, verifier, action, before, execution -> {});
  }

  /**
   * Proves an action: executes it, takes a snapshot through {@code page} with purpose {@link
   * #VERIFY}, and verifies the action against the snapshots before and after. An action the
   * executor did not perform is not verified (the verifier is not asked); the snapshot after is
   * still taken, so the caller sees the page as it is.
   *
   * <p>A {@link StaleRefException} from the executor (the target is gone, or no snapshot issued
   * the ref) does not leave this method: it becomes a not-performed execution with the
   * exception's code ({@link ErrorCode#STALE_REF} or {@link ErrorCode#UNKNOWN_REF}) and message;
   * take a new snapshot and plan again. Runs on the thread that drives the page's session.
   *
   * @param page the session's snapshot pipeline
   * @param executor carries the action out
   * @param verifier judges its effect
   * @param action the action
   * @param before the snapshot the action was planned from; its refs name the targets
   * @param onExecuted told of the execution after the executor returns and before the snapshot
   *     after is taken (the orchestrator emits its {@code action_executed} event there); an
   *     exception it throws leaves this method
   * @return the proof, never null
   * @throws BrowserException when the browser died or the page cannot be read (while executing,
   *     taking the snapshot after or reading back); nothing is proven then
   */
  public static ActionProof prove(SnapshotPipeline page, ActionExecutor executor, Verifier verifier, Action action, SemanticSnapshot before,
      Consumer<? super ExecutionResult> onExecuted) {
    requireNonNull(page, "page");
    requireNonNull(executor, "executor");
    requireNonNull(verifier, "verifier");
    requireNonNull(action, "action");
    requireNonNull(before, "before");
    requireNonNull(onExecuted, "onExecuted");
    ExecutionResult execution;
    try {
      execution = requireNonNull(executor.execute(page, action, before), () -> executor + " returned no result");
    } catch (StaleRefException e) {
      execution = ExecutionResult.failed(action, e.code(), e.getMessage() == null ? "stale ref " + e.ref() : e.getMessage(), 0);
    }
    onExecuted.accept(execution);
    SemanticSnapshot after = page.take(VERIFY);
    Verification verification = execution.performed()
        ? requireNonNull(verifier.verify(page, execution, before, after), () -> verifier + " returned no verification")
        : notPerformed(execution);
    return new ActionProof(execution, before, after, verification);
  }

  /**
   * Proves several actions planned on one snapshot with one snapshot after them all: executes them
   * in order, each aimed by {@code before}'s refs, takes a single snapshot with purpose {@link
   * #VERIFY} after the last one executed, and verifies each action against {@code before} and that
   * snapshot. Each action's effect is still judged on its own, on the page as it stands after the
   * batch, so an answer a later action undid (a field cleared by another's script) is not verified.
   *
   * <p>Only actions that answer a field on their own are batched ({@link #batchable}): a submit, a
   * click, a wait or a reload must be proved one at a time with {@link #prove}, because what comes
   * after them depends on what they did. Execution stops at the first action the executor did not
   * perform; the actions after it are not executed and have no proof (the list returned is shorter
   * than {@code actions}); plan again on the snapshot after. Runs on the thread that drives the
   * page's session.
   *
   * @param page the session's snapshot pipeline
   * @param executor carries the actions out
   * @param verifier judges each one's effect
   * @param actions the actions, in the order to carry them out; each {@link #batchable}, each on
   *     a different target
   * @param before the snapshot every action was planned from; its refs name the targets
   * @param onExecuted told of each execution as the executor returns, before the next action is
   *     executed and before the snapshot after is taken; an exception it throws leaves this method
   *     with nothing proven
   * @return one proof per action executed, in order, all sharing the snapshot after; empty when
   *     {@code actions} is
   * @throws IllegalArgumentException when an action is not batchable or two aim at the same target:
   *     prove those one at a time
   * @throws BrowserException when the browser died or the page cannot be read; nothing is proven then
   */
  public static List<ActionProof> proveAll(SnapshotPipeline page, ActionExecutor executor, Verifier verifier, List<? extends Action> actions,
      SemanticSnapshot before, Consumer<? super ExecutionResult> onExecuted) {
    requireNonNull(page, "page");
    requireNonNull(executor, "executor");
    requireNonNull(verifier, "verifier");
    requireNonNull(actions, "actions");
    requireNonNull(before, "before");
    requireNonNull(onExecuted, "onExecuted");
    java.util.Set<String> targets = new java.util.HashSet<>();
    for (Action a : actions) {
      if (!batchable(a)) {
        throw new IllegalArgumentException(a.verb() + " cannot be proved in a batch: what comes after it depends on what it did; prove it alone");
      }
      if (!targets.add(requireNonNull(a.targetRef(), "targetRef"))) {
        throw new IllegalArgumentException("two actions of the batch aim at " + a.targetRef() + "; prove them one at a time");
      }
    }
    if (actions.isEmpty()) {
      return List.of();
    }
    List<ExecutionResult> executed = new java.util.ArrayList<>(actions.size());
    for (Action action : actions) {
      ExecutionResult execution;
      try {
        execution = requireNonNull(executor.execute(page, action, before), () -> executor + " returned no result");
      } catch (StaleRefException e) {
        execution = ExecutionResult.failed(action, e.code(), e.getMessage() == null ? "stale ref " + e.ref() : e.getMessage(), 0);
      }
      onExecuted.accept(execution);
      executed.add(execution);
      if (!execution.performed()) {
        break;
      }
    }
    SemanticSnapshot after = page.take(VERIFY);
    List<ActionProof> proofs = new java.util.ArrayList<>(executed.size());
    for (ExecutionResult execution : executed) {
      Verification verification = execution.performed()
          ? requireNonNull(verifier.verify(page, execution, before, after), () -> verifier + " returned no verification")
          : notPerformed(execution);
      proofs.add(new ActionProof(execution, before, after, verification));
    }
    return List.copyOf(proofs);
  }

  /**
   * Whether an action answers one field on its own, so that it may share its snapshot after with
   * others ({@link #proveAll}): typing that commits (not {@link Action.TypeRef#keepOpen() keeping
   * suggestions open}), choosing an option, setting a checkbox or a radio, or
   * attaching a file, aimed at a ref. A submit, a click, a wait or a reload is not.
   *
   * @param action the action
   * @return whether {@link #proveAll} accepts it
   */
  public static boolean batchable(Action action) {
    requireNonNull(action, "action");
    return action.targetRef() != null && (action instanceof Action.TypeRef t && !t.keepOpen() || action instanceof Action.SelectRef || action instanceof Action.SetCheckbox
        || action instanceof Action.SetRadio || action instanceof Action.UploadFile);
  }

  /** The verdict on an action the executor did not perform. */
  private static Verification notPerformed(ExecutionResult execution) {
    ErrorCode code = execution.errorCode();
    return new Verification(execution.action(), false, "not performed: " + execution.detail(),
        List.of(new Evidence("gesture performed", false, null, code == null ? null : code.name())));
  }

  /**
   * {@return the action really carried out: the planned one, or the same aimed at a stale ref's
   * successor}
   */
  public Action action() {
    return execution.action();
  }

  /** {@return whether the action was performed and its effect verified} */
  public boolean verified() {
    return verification.verified();
  }
}
