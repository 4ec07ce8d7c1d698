package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * How far one extraction may go: pages read (the first and each one pagination reached), records
 * kept, wall time, and how long to wait for rows to change after a paging click or scroll. Past a
 * bound the extraction stops and says which bound stopped it. Immutable.
 *
 * @param maxPages pages read, at least 1
 * @param maxRecords records kept, at least 1
 * @param timeout wall time of the whole extraction
 * @param settle the longest wait for new rows after a paging step (a failsafe: the wait ends as
 *     soon as the rows changed)
 */
public record Bounds(int maxPages, int maxRecords, Duration timeout, Duration settle) {
  /**
   * Checks the bounds.
   *
   * @param maxPages at least 1; 1 reads the first page only, whatever the recipe's pagination
   * @param maxRecords at least 1
   * @param timeout positive
   * @param settle positive
   * @throws NullPointerException when {@code timeout} or {@code settle} is null
   * @throws IllegalArgumentException when a bound is out of its range
   */
  public Bounds {
    requireNonNull(timeout, "timeout");
    requireNonNull(settle, "settle");
    if (maxPages < 1 || maxRecords < 1) {
      throw new IllegalArgumentException("maxPages and maxRecords are at least 1: " + maxPages + ", " + maxRecords);
    }
    if (timeout.isNegative() || timeout.isZero() || settle.isNegative() || settle.isZero()) {
      throw new IllegalArgumentException("timeout and settle must be positive");
    }
  }

  /**
   * 20 pages, 5,000 records, two minutes, five seconds to settle.
   *
   * @return the default bounds
   */
  public static Bounds defaults() {
    return new Bounds(20, 5_000, Duration.ofMinutes(2), Duration.ofSeconds(5));
  }

  /**
   * These bounds with another page limit.
   *
   * @param n the most pages read, at least 1
   * @return new bounds; these are unchanged
   * @throws IllegalArgumentException when {@code n} is below 1
   */
  public Bounds withMaxPages(int n) {
    return new Bounds(n, maxRecords, timeout, settle);
  }

  /**
   * These bounds with another record limit.
   *
   * @param n the most records kept, at least 1; the extraction stops once it has them
   * @return new bounds; these are unchanged
   * @throws IllegalArgumentException when {@code n} is below 1
   */
  public Bounds withMaxRecords(int n) {
    return new Bounds(maxPages, n, timeout, settle);
  }

  /**
   * These bounds with another time limit.
   *
   * @param t the wall time of the whole extraction, positive
   * @return new bounds; these are unchanged
   * @throws IllegalArgumentException when {@code t} is zero or negative
   */
  public Bounds withTimeout(Duration t) {
    return new Bounds(maxPages, maxRecords, t, settle);
  }
}
