package dev.autopilot.playwright.internal.session;

/** A point in time an action must finish by, measured from its start. Not thread-safe; cheap. */
public final class Deadline {
  private final long startNanos;
  private final long endNanos;

  private Deadline(long millis) {
    this.startNanos = System.nanoTime();
    this.endNanos = startNanos + millis * 1_000_000L;
  }

  /**
   * A deadline this many milliseconds from now.
   *
   * @param millis the budget; less than 1 counts as 1
   * @return the deadline, started now
   */
  public static Deadline in(long millis) {
    return new Deadline(Math.max(1, millis));
  }

  /** {@return the milliseconds left, at least 1 (Playwright reads 0 as "no timeout")} */
  public double remaining() {
    return Math.max(1, (endNanos - System.nanoTime()) / 1_000_000L);
  }

  /**
   * {@return the smaller of {@code millis} and what is left, in milliseconds}
   *
   * @param millis a wait's own bound
   */
  public double atMost(long millis) {
    return Math.min(millis, remaining());
  }

  /** {@return whether the time is up} */
  public boolean expired() {
    return System.nanoTime() >= endNanos;
  }

  /** {@return the milliseconds since the deadline was made} */
  public long elapsedMillis() {
    return (System.nanoTime() - startNanos) / 1_000_000L;
  }

  /** {@return the whole budget in milliseconds} */
  public long totalMillis() {
    return (endNanos - startNanos) / 1_000_000L;
  }
}
