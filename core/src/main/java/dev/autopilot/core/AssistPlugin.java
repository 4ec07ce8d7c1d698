package dev.autopilot.core;

import dev.autopilot.core.model.SemanticSnapshot;

/**
 * An opportunistic helper that prefills a form (blueprint §3.4, §7): a profile autofill, a
 * browser autofill extension. The run calls it at most a bounded number of times, judges it by
 * how many required questions it filled, and goes on unchanged when it is missing or fails.
 *
 * <p>Implementations are thread-safe. They must not throw for failures of their own: they
 * return {@link AssistResult#failed}. A thrown exception is treated as such a failure.
 */
public interface AssistPlugin {

  /** A short name for events, such as {@code profile-autofill}. */
  String name();

  /** Whether the plugin can act on this page now (installed, enabled, relevant). */
  boolean isAvailable(BrowserSession session, SemanticSnapshot snapshot);

  /**
   * Prefills what it can.
   *
   * @param page the session's snapshot pipeline: {@link SnapshotPipeline#session()} is the page
   *     to fill; a plugin that needs a snapshot takes it with {@link SnapshotPipeline#take(String)}
   *     and passes the pipeline on to the {@link ActionExecutor} it uses
   * @param snapshot the snapshot the run took before calling the plugin
   */
  AssistResult prefill(SnapshotPipeline page, SemanticSnapshot snapshot);
}
