package dev.autopilot.core;

import dev.autopilot.core.model.SemanticSnapshot;

/**
 * Turns the session's current page into a {@link SemanticSnapshot}.
 *
 * <p>Implementations are thread-safe and keep no per-run state of their own: what must live
 * across snapshots (the refs already issued) lives in the page or the session. A ref issued for
 * an element stays the same while the element lives; a new element gets a new ref.
 */
public interface SnapshotProvider {

  /**
   * Takes a snapshot of the session's current page.
   *
   * @param session the page to read; the provider reads it and does not act on it
   * @return the snapshot, never null
   * @throws BrowserException when the page cannot be read (crashed, closed, navigating away)
   */
  SemanticSnapshot snapshot(BrowserSession session);

  /**
   * This provider under the host's feature flags: itself by default; a provider with a snapshot
   * mode behind {@link Features.Flag#SNAPSHOT_INCREMENTAL} returns a variant that reads whole
   * pages when the flag is off. The orchestrator calls it once, when it is built.
   *
   * @param features the host's flags
   * @return the provider to use, never null; this one when no flag concerns it
   */
  default SnapshotProvider withFeatures(Features features) {
    return this;
  }
}
