package dev.autopilot.fsm;

import java.time.Duration;

/**
 * Waits. Injected so that retry pauses can be tested without waiting; implementations must be
 * thread-safe.
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
