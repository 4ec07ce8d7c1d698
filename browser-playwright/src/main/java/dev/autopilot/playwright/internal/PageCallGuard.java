package dev.autopilot.playwright.internal;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The deadline of every call into one page. Playwright gives actions, waits and screenshots a
 * timeout, but not {@code evaluate}: a page script that never yields (a busy loop) blocks such a
 * call, and the thread that made it, for ever. A guarded call that outlives its deadline has the
 * page's running script ended from the guard's own thread, through the browser's DevTools port
 * ({@code Runtime.terminateExecution}, which Chromium runs even while the page's thread is busy);
 * the browser, the page and its other sessions live on. When the page has no DevTools address
 * (a remote browser), or the call still does not return a few seconds later, the guard ends the
 * browser ({@code escalate}): the call then fails with {@link ErrorCode#BROWSER_CRASHED}, and the
 * browser and its sessions are unusable.
 *
 * <p>A call that outlived its deadline fails with {@link ErrorCode#PAGE_UNRESPONSIVE} even when it
 * returned once the script was ended: a page that holds its thread that long is not filled on.
 * Calls nest: only the outermost one is timed. Thread-safe; one per session.
 */
public final class PageCallGuard implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(PageCallGuard.class);
  private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "autopilot-page-deadline");
    t.setDaemon(true);
    return t;
  });
  /** How long a call may go on after its page's script was ended before the browser is ended. */
  static final long ESCALATE_AFTER_MILLIS = 4_000;
  private static final long TERMINATE_WAIT_MILLIS = 3_000;

  private final @Nullable DevToolsSocket devtools;
  private final Runnable escalate;
  /** How deep the page's owner thread is in guarded calls; only that thread touches it. */
  private int depth;

  private PageCallGuard(@Nullable DevToolsSocket devtools, Runnable escalate) {
    this.devtools = devtools;
    this.escalate = escalate;
  }

  /**
   * A guard for one page.
   *
   * @param devtools the page target's DevTools WebSocket address, or null when there is none;
   *     the guard connects to it now, while the page is idle
   * @param escalate ends the browser; called from the guard's thread
   */
  public static PageCallGuard of(@Nullable URI devtools, Runnable escalate) {
    DevToolsSocket socket = null;
    if (devtools != null) {
      try {
        socket = DevToolsSocket.open(devtools, (int) TERMINATE_WAIT_MILLIS);
      } catch (IOException e) {
        LOG.debug("no DevTools connection to the page ({}); a hung call ends the browser", e.toString());
      }
    }
    return new PageCallGuard(socket, escalate);
  }

  /**
   * Runs a call into the page with a deadline.
   *
   * @param what what the call does, for the error ("taking a snapshot")
   * @param deadline how long it may take
   * @throws BrowserException with {@link ErrorCode#PAGE_UNRESPONSIVE} when the deadline passed
   */
  public <T> T call(String what, Duration deadline, Supplier<T> call) {
    if (depth > 0) {
      return call.get();
    }
    Call running = new Call(what);
    ScheduledFuture<?> timer = TIMER.schedule(() -> {
      // ending a call can take seconds: never on the timer thread, which serves every session
      Thread expiry = new Thread(() -> expire(running), "autopilot-page-deadline-expiry");
      expiry.setDaemon(true);
      expiry.start();
    }, Math.max(1, deadline.toMillis()), TimeUnit.MILLISECONDS);
    depth++;
    try {
      T result = call.get();
      if (running.expired) {
        throw unresponsive(what, deadline, null);
      }
      return result;
    } catch (RuntimeException e) {
      // once the browser was ended, the call's own failure (the browser is gone) says what the host must do
      if (running.expired && !running.escalated && !(e instanceof BrowserException b && b.code() == ErrorCode.PAGE_UNRESPONSIVE)) {
        throw unresponsive(what, deadline, e);
      }
      throw e;
    } finally {
      depth--;
      timer.cancel(false);
      running.finish();
    }
  }

  /** One guarded call, shared by the page's thread and the expiry thread. */
  private static final class Call {
    final String what;
    volatile boolean expired;
    volatile boolean escalated;
    private boolean finished;

    Call(String what) {
      this.what = what;
    }

    synchronized void finish() {
      finished = true;
      notifyAll();
    }

    synchronized boolean finished() {
      return finished;
    }

    /** Waits until the call finished or the time is up; whether it finished. */
    synchronized boolean awaitFinish(long millis) throws InterruptedException {
      long end = System.nanoTime() + millis * 1_000_000L;
      while (!finished && System.nanoTime() < end) {
        wait(Math.max(1, (end - System.nanoTime()) / 1_000_000L));
      }
      return finished;
    }
  }

  /** {@link #call(String, Duration, Supplier)} for a call without a result. */
  public void run(String what, Duration deadline, Runnable call) {
    call(what, deadline, () -> {
      call.run();
      return null;
    });
  }

  private static BrowserException unresponsive(String what, Duration deadline, @Nullable Throwable cause) {
    return new BrowserException(ErrorCode.PAGE_UNRESPONSIVE, what + " did not end within " + deadline.toSeconds()
        + " s: a script of the page kept it busy, and was ended", null, null, null, cause == null ? null : RedactedCause.of(cause));
  }

  /** On an expiry thread: ends the page's script, then the browser if the call still hangs. */
  private void expire(Call call) {
    if (call.finished()) {
      return;
    }
    call.expired = true;
    LOG.warn("{} outlived its deadline; ending the page's script", call.what);
    boolean ended = terminateScript();
    try {
      if (call.awaitFinish(ended ? ESCALATE_AFTER_MILLIS : 0)) {
        return;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    LOG.warn("{} still hangs; ending the browser", call.what);
    call.escalated = true;
    escalate.run();
  }

  /** Ends the page's running script over the page's own DevTools connection; whether it was answered. */
  private boolean terminateScript() {
    DevToolsSocket socket = devtools;
    if (socket == null) {
      return false;
    }
    try {
      socket.command("Runtime.terminateExecution");
      return true;
    } catch (IOException | RuntimeException e) {
      LOG.warn("the page's script could not be ended through DevTools: {}", e.toString());
      return false;
    }
  }

  /** Closes the page's DevTools connection; the guard then ends hung calls by ending the browser. */
  @Override
  public void close() {
    DevToolsSocket socket = devtools;
    if (socket != null) {
      socket.close();
    }
  }
}
