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

  /** Keeps a finished run's trajectory. */
  void record(Trajectory trajectory);

  /** The best-matching unexpired trajectories (see the class comment). Never null. */
  List<Trajectory> recall(TrajectoryQuery query);

  /** Deletes every expired trajectory; how many. */
  int evictExpired();

  /** How many trajectories are stored, expired ones not yet evicted included. */
  int size();

  /** The policy this store applies. */
  MemoryPolicy policy();

  /** Releases the store's resources; the in-memory store has none. Never throws. */
  @Override
  default void close() {}

  /** A store in this JVM's memory, forgotten when the JVM ends. */
  static TrajectoryStore inMemory(MemoryPolicy policy, Clock clock) {
    return new InMemoryTrajectoryStore(policy, clock);
  }

  /** {@link #inMemory(MemoryPolicy, Clock)} with the default policy and the system clock. */
  static TrajectoryStore inMemory() {
    return inMemory(MemoryPolicy.DEFAULT, Clock.systemUTC());
  }
}
