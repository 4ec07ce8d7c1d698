package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Browsers for hosts that run many runs at once: each thread that asks for a session gets it
 * from a browser of its own, launched on that thread at its first request and reused for its
 * later ones. Playwright objects are not thread-safe; this makes the safe use the easy one.
 *
 * <pre>{@code
 * try (PlaywrightBrowserPool pool = PlaywrightBrowserPool.create(BrowserConfig.defaults())) {
 *   ExecutorService workers = Executors.newFixedThreadPool(4);
 *   for (Task task : tasks) {
 *     workers.submit(() -> {
 *       try (PlaywrightBrowserSession session = pool.newSession()) {   // on the worker thread
 *         return autopilot.run(session, task);                           // the orchestrator is shared
 *       }
 *     });
 *   }
 *   workers.shutdown();
 *   workers.awaitTermination(10, TimeUnit.MINUTES);
 * }
 * }</pre>
 *
 * <p>A session must be used and closed on the thread that opened it; using it on another thread
 * fails at once with {@link ErrorCode#BROWSER_WRONG_THREAD}. A thread's browser that died is
 * replaced at that thread's next {@link #newSession()}. {@link #close()} closes every browser; call
 * it once the worker threads are done (after {@code awaitTermination}).
 *
 * <p>Thread-safe. Each browser costs a driver process and a browser process (about two seconds
 * to start); size the worker pool to what the machine can run.
 */
public final class PlaywrightBrowserPool implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(PlaywrightBrowserPool.class);

  private final BrowserConfig config;
  private final Map<Thread, PlaywrightBrowser> browsers = new ConcurrentHashMap<>();
  private volatile boolean closed;

  private PlaywrightBrowserPool(BrowserConfig config) {
    this.config = config;
  }

  /** A pool that launches browsers with this configuration. No browser starts until a thread asks. */
  public static PlaywrightBrowserPool create(BrowserConfig config) {
    return new PlaywrightBrowserPool(requireNonNull(config, "config"));
  }

  /**
   * A session of the current thread's browser, launching that browser first when the thread has
   * none or its browser died.
   *
   * @throws BrowserException as {@link PlaywrightBrowser#launch(BrowserConfig)} and {@link
   *     PlaywrightBrowser#newSession()}
   * @throws IllegalStateException when the pool was closed
   */
  public PlaywrightBrowserSession newSession() {
    return browser().newSession();
  }

  /**
   * The current thread's browser, launched when it has none or its browser died.
   *
   * @throws BrowserException as {@link PlaywrightBrowser#launch(BrowserConfig)}
   * @throws IllegalStateException when the pool was closed
   */
  public PlaywrightBrowser browser() {
    if (closed) {
      throw new IllegalStateException("the browser pool is closed");
    }
    Thread thread = Thread.currentThread();
    PlaywrightBrowser current = browsers.get(thread);
    if (current != null && current.isConnected()) {
      return current;
    }
    if (current != null) {
      LOG.debug("the browser of thread {} died; launching another", thread.getName());
      current.close();
    }
    PlaywrightBrowser launched = PlaywrightBrowser.launch(config);
    browsers.put(thread, launched);
    if (closed) {
      browsers.remove(thread);
      launched.close();
      throw new IllegalStateException("the browser pool is closed");
    }
    return launched;
  }

  /** How many browsers the pool holds (one per thread that asked). */
  public int size() {
    return browsers.size();
  }

  /** Closes every browser of the pool. Call it once no thread uses a session any more. Idempotent. */
  @Override
  public void close() {
    closed = true;
    List<PlaywrightBrowser> all = new ArrayList<>(browsers.values());
    browsers.clear();
    for (PlaywrightBrowser browser : all) {
      try {
        browser.close();
      } catch (RuntimeException e) {
        LOG.debug("closing a pooled browser failed: {}", e.toString());
      }
    }
  }

  @Override
  public String toString() {
    return "PlaywrightBrowserPool[" + browsers.size() + " browsers" + (closed ? ", closed" : "") + "]";
  }
}
