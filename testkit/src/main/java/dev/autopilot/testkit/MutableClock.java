package dev.autopilot.testkit;

import static java.util.Objects.requireNonNull;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A clock a test moves by hand, so expiry and recency are tested without waiting. Thread-safe.
 */
public final class MutableClock extends Clock {

  private volatile Instant now;

  /**
   * A clock standing at this instant, in UTC.
   *
   * @param start the instant the clock reads until it is advanced
   */
  public MutableClock(Instant start) {
    this.now = requireNonNull(start, "start");
  }

  /**
   * Moves the clock forward (or back, for a negative amount).
   *
   * @param by how far; every reader sees the new instant at once
   */
  public synchronized void advance(Duration by) {
    now = now.plus(by);
  }

  @Override
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }
}
