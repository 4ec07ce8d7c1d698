package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.autopilot.core.memory.ElementFingerprint;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.LocatorEntry;
import dev.autopilot.core.memory.LocatorKey;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.Standing;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The contract of a {@link LocatorCacheStore}, as its Javadoc states it: round trips, rewrites
 * and heals, promotion and demotion counters, expiry, eviction, isolation of keys, concurrent
 * writers, and (when the implementation can open a second instance on the same storage)
 * visibility across instances.
 *
 * <p>A subclass supplies {@link #newStore}; each test opens fresh, empty storage and the kit
 * closes what it opened.
 */
public abstract class LocatorCacheStoreContract {

  /** The policy the kit tests with: small bounds so that promotion, demotion and eviction show. */
  protected static final MemoryPolicy POLICY = new MemoryPolicy(Duration.ofHours(1), 5, 3, 2, Duration.ofDays(1), 3);

  /** Where the kit's clock starts. */
  protected static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

  private final List<LocatorCacheStore> opened = new ArrayList<>();

  /**
   * A new store on fresh, empty storage, applying this policy and reading time from this clock.
   *
   * @param policy the kit's {@link #POLICY}, which the store must apply as given
   * @param clock the test's clock, starting at {@link #START}; the store's only source of time
   * @return a store holding no entry; the kit closes it after the test
   */
  protected abstract LocatorCacheStore newStore(MemoryPolicy policy, MutableClock clock);

  /**
   * A second store on the same storage as {@code first} (another connection, another pool), or
   * empty when the implementation keeps its storage inside the instance (the in-memory store).
   * The default is empty.
   *
   * @param first a store {@link #newStore} made in this test
   * @param policy the kit's {@link #POLICY}
   * @param clock the clock {@code first} reads
   * @return a second store that sees {@code first}'s entries, which the kit closes after the
   *     test; empty (the default) skips the shared-storage test
   */
  protected Optional<LocatorCacheStore> sameStorage(LocatorCacheStore first, MemoryPolicy policy, MutableClock clock) {
    return Optional.empty();
  }

  @AfterEach
  final void closeStores() {
    opened.forEach(LocatorCacheStore::close);
    opened.clear();
  }

  private LocatorCacheStore open(MutableClock clock) {
    LocatorCacheStore s = newStore(POLICY, clock);
    opened.add(s);
    return s;
  }

  /**
   * A page key of the kit, on host {@code forms.example.test}.
   *
   * @param path the page's normalized path, such as {@code /apply}; the page signature is
   *     derived from it
   * @return the key
   */
  protected static LocatorKey key(String path) {
    return new LocatorKey("forms.example.test", path, "sig-" + path.hashCode(), "generic@1", "rules@1");
  }

  /**
   * A fingerprint of the kit: an e-mail text box.
   *
   * @param question the question, also the box's name and label
   * @param xpath the box's XPath
   * @return a fingerprint equal to any other made with the same arguments
   */
  protected static ElementFingerprint fingerprint(String question, String xpath) {
    return new ElementFingerprint("textbox", question, question, Map.of("type", "email", "autocomplete", "email"), xpath, question, 2);
  }

  private static LocatorEntry.Draft draft(LocatorKey key, String q, String xpath, @Nullable String answeredBy) {
    return new LocatorEntry.Draft(key, q, "type_ref", fingerprint(q, xpath), answeredBy);
  }

  @Test
  void aWrittenEntryComesBackWholeAsACandidate() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore store = open(clock);
    LocatorKey k = key("/apply");
    LocatorEntry stored = store.put(draft(k, "email address", "//input[@name='email']", "profile.email"));
    assertEquals(Standing.CANDIDATE, stored.standing());
    assertEquals(0, stored.consecutiveSuccesses());
    assertEquals(0, stored.heals());
    assertEquals(START, stored.createdAt());
    assertEquals(START.plus(POLICY.locatorTtl()), stored.expiresAt());
    assertEquals(Optional.of(stored), store.entry(k, "email address"));
    assertEquals(List.of(stored), store.entries(k));
    assertEquals(fingerprint("email address", "//input[@name='email']"), store.entry(k, "email address").orElseThrow().fingerprint());
    assertEquals(1, store.size());
  }

  @Test
  void aNullAnsweredByRoundTrips() {
    LocatorCacheStore store = open(new MutableClock(START));
    LocatorKey k = key("/apply");
    store.put(draft(k, "i agree to the terms", "//input[@type='checkbox']", null));
    assertEquals(null, store.entry(k, "i agree to the terms").orElseThrow().answeredBy());
  }

  @Test
  void keysAndQuestionsAreIsolated() {
    LocatorCacheStore store = open(new MutableClock(START));
    store.put(draft(key("/a"), "email", "//a", "profile.email"));
    store.put(draft(key("/b"), "email", "//b", "profile.email"));
    store.put(draft(key("/a"), "phone", "//c", "profile.phone"));
    assertEquals(List.of("email", "phone"), store.entries(key("/a")).stream().map(LocatorEntry::questionSignature).toList());
    assertEquals("//b", store.entry(key("/b"), "email").orElseThrow().fingerprint().xpath());
    assertTrue(store.entry(key("/c"), "email").isEmpty());
    assertTrue(store.entries(new LocatorKey("forms.example.test", "/a", "sig-" + "/a".hashCode(), "generic@2", "rules@1")).isEmpty(),
        "a new pack version starts a fresh cache");
  }

  @Test
  void entriesOnPathSpanEveryPageSignatureOfThePath() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore store = open(clock);
    LocatorKey before = new LocatorKey("forms.example.test", "/apply", "sig-old", "generic@1", "rules@1");
    LocatorKey after = new LocatorKey("forms.example.test", "/apply", "sig-new", "generic@1", "rules@1");
    store.put(draft(before, "email", "//old", "profile.email"));
    clock.advance(Duration.ofSeconds(5));
    store.put(draft(after, "email", "//new", "profile.email"));
    store.put(draft(after, "phone", "//phone", "profile.phone"));
    store.put(draft(new LocatorKey("forms.example.test", "/other", "sig-old", "generic@1", "rules@1"), "email", "//x", null));
    store.put(draft(new LocatorKey("forms.example.test", "/apply", "sig-old", "generic@2", "rules@1"), "email", "//y", null));
    List<LocatorEntry> onPath = store.entriesOnPath("forms.example.test", "/apply", "generic@1", "rules@1");
    assertEquals(List.of("//new", "//old", "//phone"), onPath.stream().map(e -> e.fingerprint().xpath()).toList());
    clock.advance(Duration.ofMinutes(59).plusSeconds(57));
    assertEquals(List.of("//new", "//phone"), store.entriesOnPath("forms.example.test", "/apply", "generic@1", "rules@1").stream()
        .map(e -> e.fingerprint().xpath()).toList(), "expired entries are left out");
  }

  @Test
  void successesPromoteAndAFailureTakesThePromotionBack() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore store = open(clock);
    LocatorKey k = key("/apply");
    store.put(draft(k, "email", "//x", "profile.email"));
    assertEquals(Standing.CANDIDATE, store.recordSuccess(k, "email").orElseThrow().standing());
    assertEquals(Standing.CANDIDATE, store.recordSuccess(k, "email").orElseThrow().standing());
    clock.advance(Duration.ofMinutes(10));
    LocatorEntry promoted = store.recordSuccess(k, "email").orElseThrow();
    assertEquals(Standing.PROMOTED, promoted.standing());
    assertEquals(3, promoted.consecutiveSuccesses());
    assertEquals(3, promoted.totalSuccesses());
    assertEquals(clock.instant(), promoted.lastUsedAt());
    assertEquals(clock.instant().plus(POLICY.locatorTtl()), promoted.expiresAt(), "a success refreshes the expiry");
    LocatorEntry failed = store.recordFailure(k, "email").orElseThrow();
    assertEquals(Standing.CANDIDATE, failed.standing());
    assertEquals(0, failed.consecutiveSuccesses());
    assertEquals(1, failed.consecutiveFailures());
    assertEquals(3, failed.totalSuccesses());
    assertEquals(promoted.expiresAt(), failed.expiresAt(), "a failure does not refresh the expiry");
    assertEquals(failed, store.entry(k, "email").orElseThrow());
  }

  @Test
  void consecutiveFailuresDemoteAndTheEntryStaysReadable() {
    LocatorCacheStore store = open(new MutableClock(START));
    LocatorKey k = key("/apply");
    store.put(draft(k, "email", "//x", "profile.email"));
    store.recordFailure(k, "email");
    LocatorEntry demoted = store.recordFailure(k, "email").orElseThrow();
    assertEquals(Standing.DEMOTED, demoted.standing());
    assertFalse(demoted.usable());
    assertEquals(Standing.DEMOTED, store.entry(k, "email").orElseThrow().standing());
    LocatorEntry after = store.recordSuccess(k, "email").orElseThrow();
    assertEquals(Standing.CANDIDATE, after.standing());
    assertEquals(0, after.consecutiveFailures());
  }

  @Test
  void aRewriteWithOtherContentIsAHeal() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore store = open(clock);
    LocatorKey k = key("/apply");
    store.put(draft(k, "email", "//old", "profile.email"));
    store.recordSuccess(k, "email");
    store.recordFailure(k, "email");
    store.recordFailure(k, "email");
    clock.advance(Duration.ofMinutes(5));
    LocatorEntry healed = store.put(draft(k, "email", "//new", "profile.email"));
    assertEquals("//new", healed.fingerprint().xpath());
    assertEquals(Standing.CANDIDATE, healed.standing());
    assertEquals(1, healed.heals());
    assertEquals(0, healed.consecutiveFailures());
    assertEquals(1, healed.totalSuccesses());
    assertEquals(START, healed.createdAt());
    assertEquals(clock.instant(), healed.lastUsedAt());
    assertEquals(healed, store.entry(k, "email").orElseThrow());
    assertEquals(1, store.size());
  }

  @Test
  void aRewriteWithTheSameContentKeepsTheCounters() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore store = open(clock);
    LocatorKey k = key("/apply");
    store.put(draft(k, "email", "//x", "profile.email"));
    store.recordSuccess(k, "email");
    store.recordSuccess(k, "email");
    store.recordSuccess(k, "email");
    clock.advance(Duration.ofMinutes(30));
    LocatorEntry again = store.put(draft(k, "email", "//x", "profile.email"));
    assertEquals(Standing.PROMOTED, again.standing());
    assertEquals(3, again.consecutiveSuccesses());
    assertEquals(0, again.heals());
    assertEquals(clock.instant().plus(POLICY.locatorTtl()), again.expiresAt());
  }

  @Test
  void expiredEntriesAreNeverReturnedAndEvictExpiredDeletesThem() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore store = open(clock);
    LocatorKey k = key("/apply");
    store.put(draft(k, "email", "//x", "profile.email"));
    clock.advance(Duration.ofMinutes(30));
    store.put(draft(k, "phone", "//y", "profile.phone"));
    clock.advance(Duration.ofMinutes(30));
    assertTrue(store.entry(k, "email").isEmpty(), "expires exactly at its ttl");
    assertEquals(List.of("phone"), store.entries(k).stream().map(LocatorEntry::questionSignature).toList());
    assertTrue(store.recordSuccess(k, "email").isEmpty());
    assertTrue(store.recordFailure(k, "email").isEmpty());
    assertEquals(2, store.size());
    assertEquals(1, store.evictExpired());
    assertEquals(1, store.size());
    assertEquals(0, store.evictExpired());
  }

  @Test
  void anExpiredEntryRewrittenLivesAgain() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore store = open(clock);
    LocatorKey k = key("/apply");
    store.put(draft(k, "email", "//x", "profile.email"));
    clock.advance(Duration.ofHours(2));
    store.put(draft(k, "email", "//x", "profile.email"));
    assertTrue(store.entry(k, "email").isPresent());
  }

  @Test
  void pastTheBoundTheLeastRecentlyUsedAreEvicted() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore store = open(clock);
    LocatorKey k = key("/apply");
    for (int i = 0; i < POLICY.maxLocatorEntries(); i++) {
      store.put(draft(k, "q" + i, "//q" + i, null));
      clock.advance(Duration.ofSeconds(1));
    }
    store.recordSuccess(k, "q0");
    clock.advance(Duration.ofSeconds(1));
    store.put(draft(k, "q-new", "//new", null));
    assertEquals(POLICY.maxLocatorEntries(), store.size());
    assertTrue(store.entry(k, "q0").isPresent(), "q0 was used recently");
    assertTrue(store.entry(k, "q1").isEmpty(), "q1 is the least recently used");
    assertTrue(store.entry(k, "q-new").isPresent());
  }

  @Test
  void removeDeletesOneEntry() {
    LocatorCacheStore store = open(new MutableClock(START));
    LocatorKey k = key("/apply");
    store.put(draft(k, "email", "//x", null));
    assertTrue(store.remove(k, "email"));
    assertFalse(store.remove(k, "email"));
    assertTrue(store.entry(k, "email").isEmpty());
  }

  @Test
  void concurrentCountersLoseNoUpdate() throws Exception {
    LocatorCacheStore store = open(new MutableClock(START));
    LocatorKey k = key("/apply");
    store.put(draft(k, "email", "//x", "profile.email"));
    int threads = 4;
    int each = 25;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        done.add(pool.submit(() -> {
          for (int i = 0; i < each; i++) {
            store.recordSuccess(k, "email");
          }
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdownNow();
    }
    assertEquals(threads * each, store.entry(k, "email").orElseThrow().totalSuccesses());
  }

  @Test
  void concurrentPutsOfTheSameEntryLeaveOneWholeEntry() throws Exception {
    LocatorCacheStore store = open(new MutableClock(START));
    LocatorKey k = key("/apply");
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        String xpath = "//writer" + t;
        done.add(pool.submit(() -> {
          for (int i = 0; i < 10; i++) {
            store.put(draft(k, "email", xpath, "profile.email"));
          }
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdownNow();
    }
    LocatorEntry e = store.entry(k, "email").orElseThrow();
    assertEquals(fingerprint("email", e.fingerprint().xpath()), e.fingerprint(), "one writer's entry, whole");
    assertTrue(e.fingerprint().xpath().startsWith("//writer"));
    assertEquals(1, store.size());
  }

  @Test
  void aSecondInstanceOnTheSameStorageSeesTheEntries() {
    MutableClock clock = new MutableClock(START);
    LocatorCacheStore first = open(clock);
    Optional<LocatorCacheStore> second = sameStorage(first, POLICY, clock);
    assumeTrue(second.isPresent(), "this store keeps its storage inside the instance");
    opened.add(second.get());
    LocatorKey k = key("/apply");
    first.put(draft(k, "email", "//x", "profile.email"));
    second.get().recordSuccess(k, "email");
    assertEquals(1, first.entry(k, "email").orElseThrow().totalSuccesses());
  }
}
