package dev.autopilot.core.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.Trajectory;
import dev.autopilot.core.memory.TrajectoryQuery;
import dev.autopilot.core.memory.TrajectoryStore;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Trajectory memory in a list, guarded by this object's lock. Use {@link TrajectoryStore#inMemory}.
 */
public final class InMemoryTrajectoryStore implements TrajectoryStore {

  private final MemoryPolicy policy;
  private final Clock clock;
  private final List<Trajectory> trajectories = new ArrayList<>();

  /**
   * An empty store.
   *
   * @param policy how long trajectories are recalled and how many per site are kept
   * @param clock the time expiry and recency are measured in
   * @throws NullPointerException when an argument is null
   */
  public InMemoryTrajectoryStore(MemoryPolicy policy, Clock clock) {
    this.policy = requireNonNull(policy, "policy");
    this.clock = requireNonNull(clock, "clock");
  }

  @Override
  public synchronized void record(Trajectory trajectory) {
    requireNonNull(trajectory, "trajectory");
    trajectories.add(trajectory);
    List<Trajectory> sameSite = new ArrayList<>();
    for (Trajectory t : trajectories) {
      if (t.site().equals(trajectory.site())) {
        sameSite.add(t);
      }
    }
    int excess = sameSite.size() - policy.maxTrajectoriesPerSite();
    if (excess > 0) {
      sameSite.sort(Comparator.comparing(Trajectory::recordedAt));
      for (int i = 0; i < excess; i++) {
        trajectories.remove(sameSite.get(i));
      }
    }
  }

  @Override
  public synchronized List<Trajectory> recall(TrajectoryQuery query) {
    Instant now = clock.instant();
    record Scored(Trajectory t, double score) {}
    List<Scored> scored = new ArrayList<>();
    for (Trajectory t : trajectories) {
      double s = query.score(t);
      if (s > 0 && live(t, now)) {
        scored.add(new Scored(t, s));
      }
    }
    scored.sort(Comparator.comparingDouble(Scored::score).reversed().thenComparing(s -> s.t().recordedAt(), Comparator.reverseOrder()));
    return scored.stream().limit(query.limit()).map(Scored::t).toList();
  }

  @Override
  public synchronized int evictExpired() {
    Instant now = clock.instant();
    int before = trajectories.size();
    trajectories.removeIf(t -> !live(t, now));
    return before - trajectories.size();
  }

  @Override
  public synchronized int size() {
    return trajectories.size();
  }

  @Override
  public MemoryPolicy policy() {
    return policy;
  }

  private boolean live(Trajectory t, Instant now) {
    return t.recordedAt().plus(policy.trajectoryTtl()).isAfter(now);
  }
}
