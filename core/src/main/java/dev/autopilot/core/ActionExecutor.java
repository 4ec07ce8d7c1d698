package dev.autopilot.core;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;

/**
 * Carries out one {@link Action} on the session's page, by ref.
 *
 * <p>The result says whether the gesture was carried out, never whether it took effect: that is
 * the {@link Verifier}'s call. Implementations are thread-safe and stateless; each call uses only
 * the session of the pipeline it is given, from the thread that drives that session.
 *
 * <p>An executor that needs a snapshot of its own (to find a stale ref's element again, to wait
 * for an effect, to check a submit) takes it with {@link SnapshotPipeline#take(String)} on the
 * pipeline it is given, never through a {@link SnapshotProvider} it holds itself: every snapshot
 * of a run goes through the run's one pipeline, so it is seen as an event and counted.
 */
public interface ActionExecutor {

  /**
   * Executes an action planned from {@code snapshot}.
   *
   * @param page the session's snapshot pipeline: {@link SnapshotPipeline#session()} is the page
   *     to act on, {@link SnapshotPipeline#take(String)} the only way to take a snapshot
   * @param action the action to carry out
   * @param snapshot the snapshot the action was planned from; its refs name the targets
   * @return a performed result, or a failed one with its error code when the gesture could not
   *     be carried out (disabled control, covered by an overlay, timeout); never null
   * @throws StaleRefException when the action's ref names an element that is gone or replaced
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the browser died
   */
  ExecutionResult execute(SnapshotPipeline page, Action action, SemanticSnapshot snapshot);
}
