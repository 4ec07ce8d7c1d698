package dev.autopilot.core;

import java.time.Duration;

/**
 * Waits. Injected wherever Autopilot pauses (retry backoff, human pacing) so that tests record
 * pauses instead of waiting; implementations must be thread-safe.
 */
@FunctionalInterface
public interface Sleeper {

  /**
   * Waits for the duration.
   *
   * @param duration how long to wait, not negative ({@link #system()} throws {@link
   *     IllegalArgumentException} for a negative one)
   * @throws InterruptedException when the thread is interrupted while waiting
   */
  void sleep(Duration duration) throws InterruptedException;

  /**
   * {@return a sleeper that really waits, with {@link Thread#sleep(long)}, to the millisecond
   * (shorter parts are dropped)}
   */
  static Sleeper system() {
    return d -> Thread.sleep(d.toMillis());
  }
}
