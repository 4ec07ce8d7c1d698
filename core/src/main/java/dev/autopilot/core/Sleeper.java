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
   * @throws InterruptedException when the thread is interrupted while waiting
   */
  void sleep(Duration duration) throws InterruptedException;

  /** A sleeper that really waits, with {@link Thread#sleep(long)}. */
  static Sleeper system() {
    return d -> Thread.sleep(d.toMillis());
  }
}
