package dev.autopilot.core.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.LocatorEntry;
import dev.autopilot.core.memory.LocatorKey;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.Standing;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The locator cache in a map, guarded by this object's lock: every operation is atomic, so
 * concurrent counters never lose an update. Use {@link LocatorCacheStore#inMemory}.
 */
public final class InMemoryLocatorCacheStore implements LocatorCacheStore {

  private record Id(String key, String question) {}

  private final MemoryPolicy policy;
  private final Clock clock;
  private final Map<Id, LocatorEntry> entries = new HashMap<>();

  /**
   * An empty store.
   *
   * @param policy how long entries live, how many are kept, when they are promoted or demoted
   * @param clock the time expiry and recency are measured in
   * @throws NullPointerException when an argument is null
   */
  public InMemoryLocatorCacheStore(MemoryPolicy policy, Clock clock) {
    this.policy = requireNonNull(policy, "policy");
    this.clock = requireNonNull(clock, "clock");
  }

  @Override
  public synchronized List<LocatorEntry> entries(LocatorKey key) {
    Instant now = clock.instant();
    String id = key.id();
    List<LocatorEntry> out = new ArrayList<>();
    for (Map.Entry<Id, LocatorEntry> e : entries.entrySet()) {
      if (e.getKey().key().equals(id) && live(e.getValue(), now)) {
        out.add(e.getValue());
      }
    }
    out.sort(Comparator.comparing(LocatorEntry::questionSignature));
    return out;
  }

  @Override
  public synchronized List<LocatorEntry> entriesOnPath(String host, String normalizedPath, String packVersion, String plannerVersion) {
    Instant now = clock.instant();
    List<LocatorEntry> out = new ArrayList<>();
    for (LocatorEntry e : entries.values()) {
      LocatorKey k = e.key();
      if (k.host().equals(host) && k.normalizedPath().equals(normalizedPath) && k.packVersion().equals(packVersion)
          && k.plannerVersion().equals(plannerVersion) && live(e, now)) {
        out.add(e);
      }
    }
    out.sort(Comparator.comparing(LocatorEntry::questionSignature).thenComparing(LocatorEntry::lastUsedAt, Comparator.reverseOrder()));
    return out;
  }

  @Override
  public synchronized Optional<LocatorEntry> entry(LocatorKey key, String questionSignature) {
    LocatorEntry e = entries.get(new Id(key.id(), questionSignature));
    return e != null && live(e, clock.instant()) ? Optional.of(e) : Optional.empty();
  }

  @Override
  public synchronized LocatorEntry put(LocatorEntry.Draft draft) {
    Instant now = clock.instant();
    Instant expires = now.plus(policy.locatorTtl());
    Id id = new Id(draft.key().id(), draft.questionSignature());
    LocatorEntry old = entries.get(id);
    LocatorEntry stored;
    if (old == null) {
      stored = new LocatorEntry(draft.key(), draft.questionSignature(), draft.verb(), draft.fingerprint(), draft.answeredBy(),
          Standing.CANDIDATE, 0, 0, 0, 0, now, now, expires);
    } else if (sameContent(old, draft)) {
      stored = new LocatorEntry(old.key(), old.questionSignature(), old.verb(), old.fingerprint(), old.answeredBy(), old.standing(),
          old.consecutiveSuccesses(), old.consecutiveFailures(), old.totalSuccesses(), old.heals(), old.createdAt(), now, expires);
    } else {
      stored = new LocatorEntry(draft.key(), draft.questionSignature(), draft.verb(), draft.fingerprint(), draft.answeredBy(),
          Standing.CANDIDATE, 0, 0, old.totalSuccesses(), old.heals() + 1, old.createdAt(), now, expires);
    }
    entries.put(id, stored);
    evictOverflow();
    return stored;
  }

  @Override
  public synchronized Optional<LocatorEntry> recordSuccess(LocatorKey key, String questionSignature) {
    Instant now = clock.instant();
    Id id = new Id(key.id(), questionSignature);
    LocatorEntry e = entries.get(id);
    if (e == null || !live(e, now)) {
      return Optional.empty();
    }
    int successes = e.consecutiveSuccesses() + 1;
    Standing standing = successes >= policy.promoteAfter() ? Standing.PROMOTED : Standing.CANDIDATE;
    LocatorEntry updated = new LocatorEntry(e.key(), e.questionSignature(), e.verb(), e.fingerprint(), e.answeredBy(), standing,
        successes, 0, e.totalSuccesses() + 1, e.heals(), e.createdAt(), now, now.plus(policy.locatorTtl()));
    entries.put(id, updated);
    return Optional.of(updated);
  }

  @Override
  public synchronized Optional<LocatorEntry> recordFailure(LocatorKey key, String questionSignature) {
    Instant now = clock.instant();
    Id id = new Id(key.id(), questionSignature);
    LocatorEntry e = entries.get(id);
    if (e == null || !live(e, now)) {
      return Optional.empty();
    }
    int failures = e.consecutiveFailures() + 1;
    Standing standing = failures >= policy.demoteAfter() ? Standing.DEMOTED : Standing.CANDIDATE;
    LocatorEntry updated = new LocatorEntry(e.key(), e.questionSignature(), e.verb(), e.fingerprint(), e.answeredBy(), standing,
        0, failures, e.totalSuccesses(), e.heals(), e.createdAt(), now, e.expiresAt());
    entries.put(id, updated);
    return Optional.of(updated);
  }

  @Override
  public synchronized boolean remove(LocatorKey key, String questionSignature) {
    return entries.remove(new Id(key.id(), questionSignature)) != null;
  }

  @Override
  public synchronized int evictExpired() {
    Instant now = clock.instant();
    int before = entries.size();
    entries.values().removeIf(e -> !live(e, now));
    return before - entries.size();
  }

  @Override
  public synchronized int size() {
    return entries.size();
  }

  @Override
  public MemoryPolicy policy() {
    return policy;
  }

  private void evictOverflow() {
    int excess = entries.size() - policy.maxLocatorEntries();
    if (excess <= 0) {
      return;
    }
    List<Map.Entry<Id, LocatorEntry>> byAge = new ArrayList<>(entries.entrySet());
    byAge.sort(Comparator.comparing(e -> e.getValue().lastUsedAt()));
    for (int i = 0; i < excess; i++) {
      entries.remove(byAge.get(i).getKey());
    }
  }

  private static boolean live(LocatorEntry e, Instant now) {
    return e.expiresAt().isAfter(now);
  }

  private static boolean sameContent(LocatorEntry old, LocatorEntry.Draft draft) {
    return old.verb().equals(draft.verb()) && old.fingerprint().equals(draft.fingerprint()) && Objects.equals(old.answeredBy(), draft.answeredBy());
  }
}
