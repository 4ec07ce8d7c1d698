package dev.autopilot.playwright.internal.session;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
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
 * (a remote browser, a browser launched without its DevTools port), or the call still does not
 * return a few seconds later, the guard ends the browser ({@code escalate}), and the browser and
 * its sessions are unusable.
 *
 * <p>A call that outlived its deadline fails with {@link ErrorCode#PAGE_UNRESPONSIVE}, whatever
 * ended it: when it returned once the script was ended (a page that holds its thread that long is
 * not filled on), and when the guard had to end the browser (the call's own failure then reads as
 * a closed browser, but nothing crashed: the page did not answer). Only a browser that died
 * without the guard is {@link ErrorCode#BROWSER_CRASHED}. Calls nest: only the outermost one is
 * timed. Thread-safe; one per session.
 */
public final class PageCallGuard implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(PageCallGuard.class);
  /**
   * How often a guard looks at its call in flight: a call ends at most this much after its
   * deadline. A call itself only writes down its deadline, so it costs no thread hand-off (a timer
   * task per call woke the timer thread twice per call, about 0.1 ms of each page call on two cores).
   */
  static final long TICK_MILLIS = 100;
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
  /** Whether this guard ended the browser because a call into the page did not end. */
  private volatile boolean endedBrowser;
  /** How deep the page's owner thread is in guarded calls; only that thread touches it. */
  private int depth;

  /** The outermost call in flight, or null; written by the page's owner thread, read by the timer's. */
  private volatile @Nullable Call current;
  /** The periodic look at {@link #current}; cancelled on close. */
  private @Nullable ScheduledFuture<?> watch;

  private PageCallGuard(@Nullable DevToolsSocket devtools, Runnable escalate) {
    this.devtools = devtools;
    this.escalate = escalate;
  }

  /**
   * Looks at the guard's call every tick, on the timer's thread. The task holds the guard weakly
   * and ends itself once the guard is gone (a session dropped without being closed).
   */
  private static ScheduledFuture<?> watch(PageCallGuard guard) {
    WeakReference<PageCallGuard> ref = new WeakReference<>(guard);
    AtomicReference<@Nullable ScheduledFuture<?>> self = new AtomicReference<>();
    ScheduledFuture<?> task = TIMER.scheduleWithFixedDelay(() -> {
      PageCallGuard g = ref.get();
      if (g != null) {
        g.check();
        return;
      }
      ScheduledFuture<?> f = self.get();
      if (f != null) {
        f.cancel(false);
      }
    }, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
    self.set(task);
    return task;
  }

  /** On the timer's thread: hands a call past its deadline to an expiry thread of its own. */
  private void check() {
    Call call = current;
    if (call != null && !call.handedOver && System.nanoTime() - call.deadlineNanos >= 0) {
      call.handedOver = true;
      // ending a call can take seconds: never on the timer thread, which serves every session
      Thread expiry = new Thread(() -> expire(call), "autopilot-page-deadline-expiry");
      expiry.setDaemon(true);
      expiry.start();
    }
  }

  /**
   * A guard for one page.
   *
   * @param devtools the page target's DevTools WebSocket address, or null when there is none;
   *     the guard connects to it now, while the page is idle
   * @param escalate ends the browser; called from the guard's thread
   * @return the guard; the session closes it
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
    PageCallGuard guard = new PageCallGuard(socket, escalate);
    guard.watch = watch(guard);
    return guard;
  }

  /**
   * Runs a call into the page with a deadline.
   *
   * @param what what the call does, for the error ("taking a snapshot")
   * @param deadline how long it may take; a call inside a guarded call runs under the outer one's
   * @param <T> what the call returns
   * @param call the call, run on the calling thread (the page's owner)
   * @return what the call returned
   * @throws BrowserException with {@link ErrorCode#PAGE_UNRESPONSIVE} when the deadline passed,
   *     also when the guard ended the browser to end the call
   */
  public <T> T call(String what, Duration deadline, Supplier<T> call) {
    if (depth > 0) {
      return call.get();
    }
    if (endedBrowser) {
      throw browserEnded(what);
    }
    long millis = Math.max(1, deadline.toMillis());
    Call running = new Call(what, System.nanoTime() + Math.min(millis, Long.MAX_VALUE / 4_000_000L) * 1_000_000L);
    current = running;
    depth++;
    try {
      T result = call.get();
      if (running.expired) {
        throw unresponsive(what, deadline, running.escalated, null);
      }
      return result;
    } catch (RuntimeException e) {
      // the guard knows why the call ended: its deadline passed, whatever the call's own failure says
      if (running.expired && !(e instanceof BrowserException b && b.code() == ErrorCode.PAGE_UNRESPONSIVE)) {
        throw unresponsive(what, deadline, running.escalated, e);
      }
      throw e;
    } finally {
      depth--;
      current = null;
      running.finish();
    }
  }

  /** One guarded call, shared by the page's thread, the timer's thread and the expiry thread. */
  private static final class Call {
    final String what;
    /** Written by the page's owner thread ({@link #extend}), read by the timer's. */
    volatile long deadlineNanos;
    /** Only the timer's thread touches it. */
    boolean handedOver;
    volatile boolean expired;
    volatile boolean escalated;
    private boolean finished;

    Call(String what, long deadlineNanos) {
      this.what = what;
      this.deadlineNanos = deadlineNanos;
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

  /**
   * Whether this guard ended the browser because a call into the page did not end: the page
   * stopped answering, nothing crashed. Every later call fails with {@link
   * ErrorCode#PAGE_UNRESPONSIVE} ({@link #browserEnded}).
   *
   * @return whether the guard ended the browser
   */
  public boolean endedBrowser() {
    return endedBrowser;
  }

  /**
   * The failure of a call made after this guard {@linkplain #endedBrowser() ended the browser}:
   * {@link ErrorCode#PAGE_UNRESPONSIVE}, not a crash.
   *
   * @param what what the call would have done ("taking a snapshot")
   * @return the exception, for the caller to throw
   */
  public static BrowserException browserEnded(String what) {
    return new BrowserException(ErrorCode.PAGE_UNRESPONSIVE, what + ": the browser was ended because the page did not answer"
        + " (nothing crashed; the browser cannot be used again)", null, null, null, null);
  }

  /**
   * Moves the deadline of the call in flight by {@code more}: a wait that needs no answer from
   * the page's thread begins (a submit's wait for its outcome, once its gesture was sent). Does
   * nothing outside a call or once the call is being ended. Called on the page's owner thread.
   *
   * @param more how much later the call's deadline falls
   */
  public void extend(Duration more) {
    Call running = current;
    if (running != null && !running.expired && !more.isNegative()) {
      running.deadlineNanos += Math.min(more.toMillis(), Long.MAX_VALUE / 4_000_000L) * 1_000_000L;
    }
  }

  /**
   * {@link #call(String, Duration, Supplier)} for a call without a result.
   *
   * @param what what the call does, for the error
   * @param deadline how long it may take
   * @param call the call, run on the calling thread
   */
  public void run(String what, Duration deadline, Runnable call) {
    call(what, deadline, () -> {
      call.run();
      return null;
    });
  }

  private static BrowserException unresponsive(String what, Duration deadline, boolean browserEnded, @Nullable Throwable cause) {
    String ended = browserEnded
        ? "the page did not answer, and the browser was ended to end the call (nothing crashed; the browser cannot be used again)"
        : "a script of the page kept it busy, and was ended";
    return new BrowserException(ErrorCode.PAGE_UNRESPONSIVE, what + " did not end within " + deadline.toSeconds() + " s: " + ended,
        null, null, null, cause == null ? null : RedactedCause.of(cause));
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
    endedBrowser = true;
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
    ScheduledFuture<?> w = watch;
    if (w != null) {
      w.cancel(false);
    }
    DevToolsSocket socket = devtools;
    if (socket != null) {
      socket.close();
    }
  }
}
