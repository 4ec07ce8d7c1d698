package dev.autopilot.fsm;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.ActionProof;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.function.Consumer;

/**
 * The one place the run calls the {@link ActionExecutor} and the {@link Verifier}, on the run's
 * page. Confined to the run's thread.
 */
final class PageActions {
  private final SnapshotPipeline page;
  private final ActionExecutor executor;
  private final Verifier verifier;

  PageActions(SnapshotPipeline page, ActionExecutor executor, Verifier verifier) {
    this.page = page;
    this.executor = executor;
    this.verifier = verifier;
  }

  /**
   * Proves the action, planned on {@code before}, with the one sequence hosts use too; see {@link
   * ActionProof#prove(SnapshotPipeline, ActionExecutor, Verifier, Action, SemanticSnapshot, Consumer)}.
   */
  ActionProof prove(Action action, SemanticSnapshot before, Consumer<? super ExecutionResult> onExecuted) {
    return ActionProof.prove(page, executor, verifier, action, before, onExecuted);
  }

  /**
   * Proves several field answers planned on {@code before} with one snapshot after them all; see
   * {@link ActionProof#proveAll}.
   */
  java.util.List<ActionProof> proveAll(java.util.List<Action> actions, SemanticSnapshot before, Consumer<? super ExecutionResult> onExecuted) {
    return ActionProof.proveAll(page, executor, verifier, actions, before, onExecuted);
  }

  /** Carries out the action, planned on {@code snapshot}; see {@link ActionExecutor#execute}. */
  ExecutionResult execute(Action action, SemanticSnapshot snapshot) {
    return executor.execute(page, action, snapshot);
  }

  /** Judges an executed action's effect; see {@link Verifier#verify}. */
  Verification verify(ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    return verifier.verify(page, execution, before, after);
  }
}
