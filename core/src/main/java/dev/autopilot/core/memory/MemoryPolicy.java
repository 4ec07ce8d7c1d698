package dev.autopilot.core.memory;

import java.time.Duration;

/**
 * The bounds a memory store keeps: how long an entry lives, how many are kept, and when an entry
 * is promoted or demoted. A store applies its policy itself, so every implementation counts the
 * same way ({@code dev.autopilot.testkit.MemoryStoreContract} pins it).
 *
 * @param locatorTtl how long a locator entry lives after it was last written or last succeeded;
 *     an expired entry is never returned and {@link LocatorCacheStore#evictExpired()} deletes it
 * @param maxLocatorEntries how many locator entries the store keeps in all; past it the least
 *     recently used (by {@link LocatorEntry#lastUsedAt()}) are evicted on write
 * @param promoteAfter consecutive successes after which an entry is {@link Standing#PROMOTED}
 * @param demoteAfter consecutive failures after which an entry is {@link Standing#DEMOTED}; a
 *     demoted entry is still returned (so its fingerprint can guide a heal) but is no cache hit
 * @param trajectoryTtl how long a trajectory is recalled after it was recorded
 * @param maxTrajectoriesPerSite how many trajectories per site are kept; past it the oldest of
 *     that site are evicted on write
 */
public record MemoryPolicy(
    Duration locatorTtl, int maxLocatorEntries, int promoteAfter, int demoteAfter, Duration trajectoryTtl, int maxTrajectoriesPerSite) {

  /** Thirty days, 10,000 entries, promoted after 3 successes, demoted after 2 failures, 20 trajectories per site for 90 days. */
  public static final MemoryPolicy DEFAULT = new MemoryPolicy(Duration.ofDays(30), 10_000, 3, 2, Duration.ofDays(90), 20);

  /**
   * Checks the bounds.
   *
   * @param locatorTtl how long a locator entry lives, positive
   * @param maxLocatorEntries how many locator entries are kept in all, at least 1
   * @param promoteAfter consecutive successes to promote an entry, at least 1
   * @param demoteAfter consecutive failures to demote an entry, at least 1
   * @param trajectoryTtl how long a trajectory is recalled, positive
   * @param maxTrajectoriesPerSite how many trajectories per site are kept, at least 1
   * @throws IllegalArgumentException when a duration is not positive or a count is below 1
   * @throws NullPointerException when a duration is null
   */
  public MemoryPolicy {
    java.util.Objects.requireNonNull(locatorTtl, "locatorTtl");
    java.util.Objects.requireNonNull(trajectoryTtl, "trajectoryTtl");
    if (locatorTtl.isNegative() || locatorTtl.isZero() || trajectoryTtl.isNegative() || trajectoryTtl.isZero()) {
      throw new IllegalArgumentException("memory lifetimes must be positive: " + locatorTtl + ", " + trajectoryTtl);
    }
    if (maxLocatorEntries < 1 || promoteAfter < 1 || demoteAfter < 1 || maxTrajectoriesPerSite < 1) {
      throw new IllegalArgumentException("memory counts must be at least 1");
    }
  }
}
