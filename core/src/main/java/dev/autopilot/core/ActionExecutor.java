package dev.autopilot.core;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;

/**
 * Carries out one {@link Action} on the session's page, by ref.
 *
 * <p>The result says whether the gesture was carried out, never whether it took effect: that is
 * the {@link Verifier}'s call. Implementations are thread-safe and stateless; each call uses only
 * its session.
 */
public interface ActionExecutor {

  /**
   * Executes an action planned from {@code snapshot}.
   *
   * @return a performed result, or a failed one with its error code when the gesture could not
   *     be carried out (disabled control, covered by an overlay, timeout)
   * @throws StaleRefException when the action's ref names an element that is gone or replaced
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the browser died
   */
  ExecutionResult execute(BrowserSession session, Action action, SemanticSnapshot snapshot);
}
