package dev.autopilot.fsm;

import dev.autopilot.core.BrowserSession;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ends a run's call into the page that outlives the run's wall-time budget. The run checks its
 * budget between steps; a call that never returns (a page script that loops, a request that
 * never answers, a dialog nobody closes) would keep it from ever checking again. When the budget
 * and a grace have passed and the run is still inside a call, the watchdog {@linkplain
 * BrowserSession#abort() aborts} the session from its own thread: the blocked call fails, and the
 * run ends with its wall-time budget spent and delivers {@code run_finished}.
 *
 * <p>One daemon thread serves every run of the process. Thread-safe.
 */
final class Watchdog implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Watchdog.class);
  private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "autopilot-watchdog");
    t.setDaemon(true);
    return t;
  });

  /** What the watchdog adds to the wall-time budget before it ends a call. */
  static final Duration GRACE = Duration.ofSeconds(2);

  private final AtomicBoolean fired = new AtomicBoolean();
  private final ScheduledFuture<?> timer;

  private Watchdog(BrowserSession session, String requestId, Duration after) {
    this.timer = TIMER.schedule(() -> {
      fired.set(true);
      LOG.warn("run {}: a call into the page outlived the wall-time budget; ending it", requestId);
      try {
        if (!session.abort()) {
          LOG.warn("run {}: the session {} cannot end a call in progress; the run ends when the call returns", requestId, session.id());
        }
      } catch (RuntimeException e) {
        LOG.warn("run {}: ending the call failed: {}", requestId, e.toString());
      }
    }, Math.max(1, after.toMillis()), TimeUnit.MILLISECONDS);
  }

  /** Arms a watchdog that aborts the session after the budget plus {@link #GRACE}. */
  static Watchdog arm(BrowserSession session, String requestId, Duration budget) {
    return new Watchdog(session, requestId, budget.plus(GRACE));
  }

  /** Whether the watchdog ended a call. */
  boolean fired() {
    return fired.get();
  }

  /** Disarms it; a run that ended in time is never aborted. */
  @Override
  public void close() {
    timer.cancel(false);
  }
}
