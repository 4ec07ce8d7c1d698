package dev.autopilot.core.memory;

import dev.autopilot.core.internal.InMemoryTrajectoryStore;
import java.time.Clock;
import java.util.List;

/**
 * Where trajectory memory lives: one {@link Trajectory} per finished run, recalled by site and
 * question similarity.
 *
 * <p>The contract, pinned by {@code dev.autopilot.testkit.TrajectoryStoreContract}:
 *
 * <ul>
 *   <li>{@link #record} keeps the trajectory as given (a round trip returns an equal record).
 *       Afterwards at most {@link MemoryPolicy#maxTrajectoriesPerSite()} are kept for its site,
 *       the oldest by {@code recordedAt} evicted first.
 *   <li>{@link #recall} returns trajectories whose {@link TrajectoryQuery#score} is above 0 and
 *       whose {@code recordedAt} + {@link MemoryPolicy#trajectoryTtl()} is after the store's
 *       clock, best score first, newer first among equal scores, at most {@code limit}.
 *   <li>Thread-safe; concurrent {@code record}s all land. What one instance records another on
 *       the same storage recalls.
 *   <li>A row that cannot be read is skipped with a warning; a store that cannot reach its
 *       storage throws {@link dev.autopilot.core.AutopilotException} with {@link
 *       dev.autopilot.core.ErrorCode#STORE_UNAVAILABLE}.
 * </ul>
 */
public interface TrajectoryStore extends AutoCloseable {

  /**
   * Keeps a finished run's trajectory, then evicts its site's oldest past the policy's bound.
   *
   * @param trajectory the run's trajectory; it holds no value the person gave
   */
  void record(Trajectory trajectory);

  /**
   * The best-matching unexpired trajectories (see the class comment).
   *
   * @param query the site, the path, the question signatures and how many to return at most
   * @return the trajectories, best first, never null; empty when none scores above 0
   */
  List<Trajectory> recall(TrajectoryQuery query);

  /** {@return how many expired trajectories were deleted; 0 when none had expired} */
  int evictExpired();

  /** {@return how many trajectories are stored, expired ones not yet evicted included} */
  int size();

  /** {@return the policy this store applies, fixed when it was built} */
  MemoryPolicy policy();

  /** Releases the store's resources; the in-memory store has none. Never throws. */
  @Override
  default void close() {}

  /**
   * A store in this JVM's memory, for tests and short-lived hosts: forgotten when the JVM ends.
   *
   * @param policy how long trajectories are recalled and how many per site are kept
   * @param clock the time expiry and recency are measured in
   * @return a new, empty, thread-safe store; closing it does nothing
   */
  static TrajectoryStore inMemory(MemoryPolicy policy, Clock clock) {
    return new InMemoryTrajectoryStore(policy, clock);
  }

  /**
   * {@return a new, empty store in this JVM's memory ({@link #inMemory(MemoryPolicy, Clock)}) with
   * {@link MemoryPolicy#DEFAULT} and the system clock}
   */
  static TrajectoryStore inMemory() {
    return inMemory(MemoryPolicy.DEFAULT, Clock.systemUTC());
  }
}
