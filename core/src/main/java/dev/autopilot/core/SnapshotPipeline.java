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
 * <p>The host (or the orchestrator, once per run) builds it; the {@link ActionExecutor}, the
 * {@link Verifier} and the {@link AssistPlugin}s receive it and call {@link #take(String)} when
 * they need a snapshot. It does not hand out its provider, so that no snapshot can bypass the
 * listener.
 *
 * <pre>{@code
 * SnapshotPipeline page = SnapshotPipeline.of(session, PlaywrightSnapshotProvider.create(),
 *     (snapshot, purpose, millis) -> log.info("{} snapshot in {} ms", purpose, millis));
 * SemanticSnapshot before = page.take("plan");
 * ExecutionResult done = executor.execute(page, action, before);
 * Verification v = verifier.verify(page, done, before, page.take("verify"));
 * }</pre>
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
   * @return a pipeline that owns none of them: closing the session stays the caller's task
   * @throws NullPointerException when an argument is null
   */
  public static SnapshotPipeline of(BrowserSession session, SnapshotProvider provider, SnapshotListener listener) {
    return new SnapshotPipeline(requireNonNull(session, "session"), requireNonNull(provider, "provider"), requireNonNull(listener, "listener"));
  }

  /**
   * A pipeline whose snapshots nobody listens to, for a host's own loop or a test.
   *
   * @param session the session whose page is read
   * @param provider the provider that reads it
   * @return a pipeline with {@link SnapshotListener#NONE}
   * @throws NullPointerException when an argument is null
   */
  public static SnapshotPipeline of(BrowserSession session, SnapshotProvider provider) {
    return of(session, provider, SnapshotListener.NONE);
  }

  /**
   * Takes a snapshot of the session's page.
   *
   * @param purpose why it is taken, for events ({@code plan}, {@code verify}, {@code rematch}, ...)
   * @return the snapshot, never null; it becomes {@link #latest()} and the listener is told of it
   *     before it is returned
   * @throws BrowserException when the page cannot be read; the listener is not told then
   * @throws NullPointerException when the provider returns null
   */
  public SemanticSnapshot take(String purpose) {
    requireNonNull(purpose, "purpose");
    long start = System.nanoTime();
    SemanticSnapshot snapshot = requireNonNull(provider.snapshot(session), () -> provider + " returned no snapshot");
    long millis = (System.nanoTime() - start) / 1_000_000;
    latest = snapshot;
    listener.onSnapshot(snapshot, purpose, millis);
    return snapshot;
  }

  /**
   * {@return the latest snapshot this pipeline took, or null before the first; it may be older
   * than the page when something acted after it}
   */
  public @Nullable SemanticSnapshot latest() {
    return latest;
  }

  /** {@return the session this pipeline reads, owned by whoever opened it} */
  public BrowserSession session() {
    return session;
  }

  /**
   * Told of every snapshot a {@link SnapshotPipeline} takes, on the pipeline's thread, before
   * {@link SnapshotPipeline#take(String)} returns. An exception it throws leaves {@code take}.
   */
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
