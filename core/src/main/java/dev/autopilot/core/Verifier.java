package dev.autopilot.core;

import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;

/**
 * Decides whether an executed action took effect, from the snapshots before and after it and,
 * where the implementation can, a live read-back of the target. No evidence, no success: an
 * action without a visible effect is unverified.
 *
 * <p>Implementations are thread-safe and stateless; each call uses only the session of the
 * pipeline it is given, from the thread that drives that session. A verifier that needs a
 * further snapshot (to re-read a page that settles a moment later) takes it with {@link
 * SnapshotPipeline#take(String)} on the pipeline it is given, never through a {@link
 * SnapshotProvider} it holds itself.
 */
public interface Verifier {

  /**
   * Verifies one action.
   *
   * @param page the session's snapshot pipeline: {@link SnapshotPipeline#session()} is the page
   *     the action ran in, for a live read-back
   * @param execution what the executor reported
   * @param before the snapshot the action was planned from
   * @param after a snapshot taken after the action
   * @return the verdict with its evidence; never null
   * @throws BrowserException when the browser died while reading back
   */
  Verification verify(SnapshotPipeline page, ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after);
}
