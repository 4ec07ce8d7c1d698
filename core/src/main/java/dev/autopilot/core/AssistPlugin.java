package dev.autopilot.core;

import dev.autopilot.core.model.SemanticSnapshot;

/**
 * An opportunistic helper that prefills a form (see {@code docs/assist.md}): a profile autofill, a
 * browser autofill extension. The run calls it at most a bounded number of times, judges it by
 * how many required questions it filled, and goes on unchanged when it is missing or fails.
 *
 * <p>Implementations are thread-safe. They must not throw for failures of their own: they
 * return {@link AssistResult#failed}. A thrown exception is treated as such a failure.
 */
public interface AssistPlugin {

  /** {@return a short, stable name for events and logs, such as {@code profile-autofill}} */
  String name();

  /**
   * Whether the plugin can act on this page now (installed, enabled, relevant). The run does not
   * call {@link #prefill} when it is false.
   *
   * @param session the page the run would let the plugin fill; read it, do not act on it here
   * @param snapshot the run's latest snapshot of that page
   * @return true when {@link #prefill} is worth calling now
   */
  boolean isAvailable(BrowserSession session, SemanticSnapshot snapshot);

  /**
   * Prefills what it can.
   *
   * @param page the session's snapshot pipeline: {@link SnapshotPipeline#session()} is the page
   *     to fill; a plugin that needs a snapshot takes it with {@link SnapshotPipeline#take(String)}
   *     and passes the pipeline on to the {@link ActionExecutor} it uses
   * @param snapshot the snapshot the run took before calling the plugin; the refs of {@link
   *     AssistResult#touchedRefs()} are this snapshot's
   * @return what the plugin says it did, never null; a plugin that could not act returns {@link
   *     AssistResult#failed} rather than throwing
   */
  AssistResult prefill(SnapshotPipeline page, SemanticSnapshot snapshot);
}
