package dev.autopilot.store;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * Which runs {@link RunStore#list} returns: every condition set must hold; newest first, at most
 * {@link #limit()}. Immutable; the {@code with*} methods return copies.
 *
 * @param status only runs with this status
 * @param failureCode only runs with this failure code, such as {@code LOOP_GUARD}
 * @param host only runs that started on this host
 * @param since only runs started at or after this instant
 * @param until only runs started before this instant
 * @param limit at most this many, 1 to {@value #MAX_LIMIT}
 */
public record RunFilter(@Nullable RunStatus status, @Nullable String failureCode, @Nullable String host, @Nullable Instant since, @Nullable Instant until,
    int limit) {

  /** The default limit. */
  public static final int DEFAULT_LIMIT = 50;
  /** The largest limit. */
  public static final int MAX_LIMIT = 1000;

  /**
   * A filter; null for a condition means any value.
   *
   * @param status only runs with this status; null for any
   * @param failureCode only runs with this failure code, compared exactly; null for any
   * @param host only runs that started on this host, compared in lower case (as the store keeps
   *     hosts); null for any
   * @param since only runs started at or after this instant; null for no lower bound
   * @param until only runs started before this instant; null for no upper bound
   * @param limit at most this many runs, 1 to {@value #MAX_LIMIT}
   * @throws IllegalArgumentException when the limit is out of range
   */
  public RunFilter {
    if (limit < 1 || limit > MAX_LIMIT) {
      throw new IllegalArgumentException("limit must be within 1.." + MAX_LIMIT + ", was " + limit);
    }
  }

  /**
   * The newest {@value #DEFAULT_LIMIT} runs, whatever their status, code, host and time.
   *
   * @return a filter with no condition and the default limit
   */
  public static RunFilter all() {
    return new RunFilter(null, null, null, null, null, DEFAULT_LIMIT);
  }

  /**
   * A copy with this status only.
   *
   * @param status the status; null for any
   * @return a new filter; this one is unchanged
   */
  public RunFilter withStatus(@Nullable RunStatus status) {
    return new RunFilter(status, failureCode, host, since, until, limit);
  }

  /**
   * A copy with this failure code only.
   *
   * @param failureCode such as {@code LOOP_GUARD}, compared exactly; null for any
   * @return a new filter; this one is unchanged
   */
  public RunFilter withFailureCode(@Nullable String failureCode) {
    return new RunFilter(status, failureCode, host, since, until, limit);
  }

  /**
   * A copy started on this host only, compared in lower case.
   *
   * @param host the start URL's host, such as {@code jobs.example.com}; null for any
   * @return a new filter; this one is unchanged
   */
  public RunFilter withHost(@Nullable String host) {
    return new RunFilter(status, failureCode, host, since, until, limit);
  }

  /**
   * A copy started at or after this instant only.
   *
   * @param since the inclusive lower bound on the start time; null for none
   * @return a new filter; this one is unchanged
   */
  public RunFilter withSince(@Nullable Instant since) {
    return new RunFilter(status, failureCode, host, since, until, limit);
  }

  /**
   * A copy started before this instant only.
   *
   * @param until the exclusive upper bound on the start time; null for none
   * @return a new filter; this one is unchanged
   */
  public RunFilter withUntil(@Nullable Instant until) {
    return new RunFilter(status, failureCode, host, since, until, limit);
  }

  /**
   * A copy with at most this many runs.
   *
   * @param limit 1 to {@value #MAX_LIMIT}
   * @return a new filter; this one is unchanged
   * @throws IllegalArgumentException when out of 1..{@value #MAX_LIMIT}
   */
  public RunFilter withLimit(int limit) {
    return new RunFilter(status, failureCode, host, since, until, limit);
  }
}
