package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.SemanticSnapshot;
import org.jspecify.annotations.Nullable;

/**
 * The one snapshot pipeline of a session: the only way the run, the executor, the verifier and the
 * assist plugins take a snapshot of the page. It pairs the session with the {@link
 * SnapshotProvider} the host configured, and tells one {@link SnapshotListener} of every snapshot
 * it takes, so that every snapshot is visible as an event and counted.
 *
 * <p>Not thread-safe, like the session it belongs to: one run drives it from one thread.
 */
public final class SnapshotPipeline {
  private final BrowserSession session;
  private final SnapshotProvider provider;
  private final SnapshotListener listener;
  private @Nullable SemanticSnapshot latest;

  private SnapshotPipeline(BrowserSession session, SnapshotProvider provider, SnapshotListener listener) {
    this.session = session;
    this.provider = provider;
    this.listener = listener;
  }

  /**
   * A pipeline over a session.
   *
   * @param session the session whose page is read
   * @param provider the provider that reads it
   * @param listener told of every snapshot taken, with why and how long it took
   */
  public static SnapshotPipeline of(BrowserSession session, SnapshotProvider provider, SnapshotListener listener) {
    return new SnapshotPipeline(requireNonNull(session, "session"), requireNonNull(provider, "provider"), requireNonNull(listener, "listener"));
  }

  /** A pipeline whose snapshots nobody listens to, for a host's own loop or a test. */
  public static SnapshotPipeline of(BrowserSession session, SnapshotProvider provider) {
    return of(session, provider, SnapshotListener.NONE);
  }

  /**
   * Takes a snapshot of the session's page.
   *
   * @param purpose why it is taken, for events ({@code plan}, {@code verify}, {@code rematch}, ...)
   * @throws BrowserException when the page cannot be read
   */
  public SemanticSnapshot take(String purpose) {
    requireNonNull(purpose, "purpose");
    long start = System.nanoTime();
    SemanticSnapshot snapshot = provider.snapshot(session);
    long millis = (System.nanoTime() - start) / 1_000_000;
    latest = snapshot;
    listener.onSnapshot(snapshot, purpose, millis);
    return snapshot;
  }

  /** The latest snapshot this pipeline took, or null before the first. */
  public @Nullable SemanticSnapshot latest() {
    return latest;
  }

  /** The session this pipeline reads. */
  public BrowserSession session() {
    return session;
  }

  /** The provider this pipeline reads with. */
  public SnapshotProvider provider() {
    return provider;
  }

  /** Told of every snapshot a {@link SnapshotPipeline} takes. Called on the pipeline's thread. */
  @FunctionalInterface
  public interface SnapshotListener {
    /** A listener that does nothing. */
    SnapshotListener NONE = (snapshot, purpose, millis) -> {};

    /**
     * A snapshot was taken.
     *
     * @param snapshot the snapshot
     * @param purpose why it was taken
     * @param durationMillis how long the provider took
     */
    void onSnapshot(SemanticSnapshot snapshot, String purpose, long durationMillis);
  }
}
