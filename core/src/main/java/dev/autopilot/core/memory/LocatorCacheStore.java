package dev.autopilot.core.memory;

import dev.autopilot.core.internal.InMemoryLocatorCacheStore;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * Where the locator cache lives: entries keyed by page ({@link LocatorKey}) and normalized
 * question, with the counters that promote and demote them and the expiry and eviction of its
 * {@link MemoryPolicy}.
 *
 * <p>The contract, pinned by {@code dev.autopilot.testkit.LocatorCacheStoreContract}:
 *
 * <ul>
 *   <li>An entry is identified by ({@code key.id()}, question signature). Reads never return an
 *       expired entry ({@code expiresAt} not after the store's clock).
 *   <li>{@link #put} writes a new entry as {@link Standing#CANDIDATE} with zero counters, or
 *       rewrites an existing one (expired or not). A rewrite with another verb, fingerprint or
 *       {@code answeredBy} is a heal: {@code heals} + 1, standing {@code CANDIDATE}, consecutive
 *       counters 0, {@code totalSuccesses} and {@code createdAt} kept. A rewrite with the same
 *       content only refreshes {@code lastUsedAt} and {@code expiresAt}. Either way {@code
 *       expiresAt} = now + {@link MemoryPolicy#locatorTtl()}.
 *   <li>{@link #recordSuccess}: consecutive successes + 1, consecutive failures 0, total + 1;
 *       {@code PROMOTED} once consecutive successes reach {@link MemoryPolicy#promoteAfter()},
 *       else {@code CANDIDATE}; {@code lastUsedAt} and {@code expiresAt} refreshed.
 *   <li>{@link #recordFailure}: consecutive failures + 1, consecutive successes 0; {@code DEMOTED}
 *       once consecutive failures reach {@link MemoryPolicy#demoteAfter()}, else {@code
 *       CANDIDATE} (a promoted entry loses its promotion on its first failure); {@code lastUsedAt}
 *       refreshed, {@code expiresAt} not.
 *   <li>After a write leaves more than {@link MemoryPolicy#maxLocatorEntries()} entries, the
 *       least recently used ones are evicted down to the bound.
 *   <li>Thread-safe: concurrent writers never lose a counter update; of two concurrent {@code
 *       put}s of the same entry one wins whole. Entries written by one instance are visible to
 *       another instance on the same storage.
 *   <li>A row that cannot be read (corrupt, from another schema) is skipped with a warning, never
 *       thrown. A store that cannot reach its storage throws {@link
 *       dev.autopilot.core.AutopilotException} with {@link
 *       dev.autopilot.core.ErrorCode#STORE_UNAVAILABLE}.
 * </ul>
 *
 * <p>Nothing a store keeps is a value the person gave (see {@link LocatorEntry}).
 */
public interface LocatorCacheStore extends AutoCloseable {

  /**
   * The unexpired entries of this page, any standing, ordered by question signature.
   *
   * @param key the page: host, path, page signature and versions, compared by {@link
   *     LocatorKey#id()}
   * @return the entries, never null; empty when the page was never cached or all its entries expired
   */
  List<LocatorEntry> entries(LocatorKey key);

  /**
   * The unexpired entries of every page signature on this path with these versions (a page whose
   * questions changed since it was cached has another signature): what a heal starts from when
   * its own key has none. Any standing; ordered by question signature, then by {@code
   * lastUsedAt}, newest first.
   *
   * @param host the page's host, lower case as in {@link LocatorKey#host()}
   * @param normalizedPath the page's path as {@link LocatorKey#normalizedPath()} holds it
   * @param packVersion the domain pack's name and version; entries of another pack are not returned
   * @param plannerVersion the planner's version; entries of another planner are not returned
   * @return the entries, never null; empty when no page on the path was cached
   */
  List<LocatorEntry> entriesOnPath(String host, String normalizedPath, String packVersion, String plannerVersion);

  /**
   * The unexpired entry for this question of this page, of any standing.
   *
   * @param key the page
   * @param questionSignature the normalized question, as {@link LocatorEntry#questionSignature()}
   * @return the entry, or empty when there is none or it expired
   */
  Optional<LocatorEntry> entry(LocatorKey key, String questionSignature);

  /**
   * Writes or rewrites an entry (see the class comment) and returns it as stored.
   *
   * @param draft what to store: key, question, verb, fingerprint and the data key that answered it
   * @return the entry as stored, with its standing, counters and times
   */
  LocatorEntry put(LocatorEntry.Draft draft);

  /**
   * Counts a validated use of the entry (see the class comment).
   *
   * @param key the page
   * @param questionSignature the normalized question
   * @return the entry as updated, or empty when there is no unexpired entry (nothing is counted)
   */
  Optional<LocatorEntry> recordSuccess(LocatorKey key, String questionSignature);

  /**
   * Counts a failed use of the entry (see the class comment).
   *
   * @param key the page
   * @param questionSignature the normalized question
   * @return the entry as updated, or empty when there is no unexpired entry (nothing is counted)
   */
  Optional<LocatorEntry> recordFailure(LocatorKey key, String questionSignature);

  /**
   * Deletes the entry, expired or not.
   *
   * @param key the page
   * @param questionSignature the normalized question
   * @return whether there was an entry to delete
   */
  boolean remove(LocatorKey key, String questionSignature);

  /** {@return how many expired entries were deleted; 0 when none had expired} */
  int evictExpired();

  /** {@return how many entries are stored, expired ones not yet evicted included} */
  int size();

  /** {@return the policy this store applies, fixed when it was built} */
  MemoryPolicy policy();

  /** Releases the store's resources; the in-memory store has none. Never throws. */
  @Override
  default void close() {}

  /**
   * A store in this JVM's memory, for tests and short-lived hosts: forgotten when the JVM ends.
   *
   * @param policy how long entries live, how many are kept, when they are promoted or demoted
   * @param clock the time expiry and recency are measured in
   * @return a new, empty, thread-safe store; closing it does nothing
   */
  static LocatorCacheStore inMemory(MemoryPolicy policy, Clock clock) {
    return new InMemoryLocatorCacheStore(policy, clock);
  }

  /**
   * {@return a new, empty store in this JVM's memory ({@link #inMemory(MemoryPolicy, Clock)}) with
   * {@link MemoryPolicy#DEFAULT} and the system clock}
   */
  static LocatorCacheStore inMemory() {
    return inMemory(MemoryPolicy.DEFAULT, Clock.systemUTC());
  }
}
