package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * What the cache remembers for one question of one page: which action answered it, on which
 * element, from which key of the task's data — never the value, which comes from the task each
 * time — and how the entry has fared since.
 *
 * @param key the page
 * @param questionSignature the question, normalized ({@code SemanticKey.questionSignature}); with
 *     {@code key} it identifies the entry
 * @param verb the DSL verb that answered it ({@code type_ref}, {@code select_ref}, ...)
 * @param fingerprint the element it acted on
 * @param answeredBy the key of the task's data that gave the answer ({@code profile.email}), or
 *     null when the answer was not taken from a key (a consent box, say)
 * @param standing how far the entry is trusted
 * @param consecutiveSuccesses successes since the last failure or rewrite
 * @param consecutiveFailures failures since the last success or rewrite
 * @param totalSuccesses successes over the entry's life, rewrites included
 * @param heals how often the entry was rewritten by a heal
 * @param createdAt when the entry was first written
 * @param lastUsedAt when it was last written, hit, or counted
 * @param expiresAt when it stops being returned
 *
 * <p>Immutable and thread-safe; a store hands out new entries rather than changing one.
 */
public record LocatorEntry(
    LocatorKey key,
    String questionSignature,
    String verb,
    ElementFingerprint fingerprint,
    @Nullable String answeredBy,
    Standing standing,
    int consecutiveSuccesses,
    int consecutiveFailures,
    int totalSuccesses,
    int heals,
    Instant createdAt,
    Instant lastUsedAt,
    Instant expiresAt) {
  /**
   * Checks that every component but {@code answeredBy} is given and no counter is negative.
   *
   * @param key the page
   * @param questionSignature the normalized question
   * @param verb the DSL verb that answered it
   * @param fingerprint the element it acted on
   * @param answeredBy the data key that gave the answer, or null
   * @param standing how far the entry is trusted
   * @param consecutiveSuccesses successes since the last failure or rewrite, at least 0
   * @param consecutiveFailures failures since the last success or rewrite, at least 0
   * @param totalSuccesses successes over the entry's life, at least 0
   * @param heals how often a heal rewrote it, at least 0
   * @param createdAt when it was first written
   * @param lastUsedAt when it was last written, hit or counted
   * @param expiresAt when it stops being returned
   * @throws NullPointerException when a component other than {@code answeredBy} is null
   * @throws IllegalArgumentException when a counter is negative
   */
  public LocatorEntry {
    requireNonNull(key, "key");
    requireNonNull(questionSignature, "questionSignature");
    requireNonNull(verb, "verb");
    requireNonNull(fingerprint, "fingerprint");
    requireNonNull(standing, "standing");
    requireNonNull(createdAt, "createdAt");
    requireNonNull(lastUsedAt, "lastUsedAt");
    requireNonNull(expiresAt, "expiresAt");
    if (consecutiveSuccesses < 0 || consecutiveFailures < 0 || totalSuccesses < 0 || heals < 0) {
      throw new IllegalArgumentException("counters cannot be negative");
    }
  }

  /**
   * What a caller hands {@link LocatorCacheStore#put}: the store fills standing, counters and times.
   *
   * @param key the page
   * @param questionSignature the normalized question
   * @param verb the DSL verb
   * @param fingerprint the element
   * @param answeredBy the key of the task's data, or null
   */
  public record Draft(LocatorKey key, String questionSignature, String verb, ElementFingerprint fingerprint, @Nullable String answeredBy) {
    /**
     * Checks that every component but {@code answeredBy} is given.
     *
     * @param key the page
     * @param questionSignature the normalized question
     * @param verb the DSL verb
     * @param fingerprint the element; never its value
     * @param answeredBy the key of the task's data, or null when the answer came from no key
     * @throws NullPointerException when a component other than {@code answeredBy} is null
     */
    public Draft {
      requireNonNull(key, "key");
      requireNonNull(questionSignature, "questionSignature");
      requireNonNull(verb, "verb");
      requireNonNull(fingerprint, "fingerprint");
    }
  }

  /**
   * {@return whether this entry may be used as a hit (still to be validated on the page): any
   * standing but {@link Standing#DEMOTED}}
   */
  public boolean usable() {
    return standing != Standing.DEMOTED;
  }
}
