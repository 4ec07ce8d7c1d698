package dev.autopilot.core;

import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;

/**
 * Decides whether an executed action took effect, from the snapshots before and after it and,
 * where the implementation can, a live read-back of the target (blueprint §5). No evidence, no
 * success: an action without a visible effect is unverified.
 *
 * <p>Implementations are thread-safe and stateless.
 */
public interface Verifier {

  /**
   * Verifies one action.
   *
   * @param session the session the action ran in, for a live read-back
   * @param execution what the executor reported
   * @param before the snapshot the action was planned from
   * @param after a snapshot taken after the action
   * @throws BrowserException when the browser died while reading back
   */
  Verification verify(BrowserSession session, ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after);
}
