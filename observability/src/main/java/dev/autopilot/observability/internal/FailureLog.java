package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;

/**
 * Reports a sink's failures without flooding the log: the first one as a warning with its
 * cause, the later ones at debug level with a running count. Thread-safe.
 */
public final class FailureLog {
  private final Logger log;
  private final String sink;
  private final AtomicLong failures = new AtomicLong();

  /**
   * A log with no failure yet.
   *
   * @param log the logger of the class whose failures these are
   * @param sink names the failing part in the messages, such as {@code the NDJSON event sink}
   */
  public FailureLog(Logger log, String sink) {
    this.log = requireNonNull(log, "log");
    this.sink = requireNonNull(sink, "sink");
  }

  /**
   * Records one failure to do something; never throws.
   *
   * @param what what could not be done, completing "could not ...", such as
   *     {@code write event action_executed #5 of run r-42}; it must hold no personal data
   * @param cause logged with its stack trace the first time, by its {@code toString()} later
   */
  public void report(String what, Exception cause) {
    long n = failures.incrementAndGet();
    if (n == 1) {
      log.warn("{} could not {}; the run goes on, later failures of this sink are logged at debug level", sink, what, cause);
    } else if (log.isDebugEnabled()) {
      log.debug("{} could not {} (failure #{}): {}", sink, what, n, cause.toString());
    }
  }
}
