package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.playwright.internal.pool.SerialLanes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The browsers of one machine, for hosts that run many runs at once. Two ways to use it:
 *
 * <p><b>Runs submitted to the pool's workers</b> ({@link #submit(Lane, Function)}): at most
 * {@linkplain Builder#workers(int) workers} runs at a time. Each worker is a thread with its own
 * Playwright connection and browser, launched (or connected, for a {@linkplain
 * BrowserConfig#remoteEndpoint() remote browser}) at its first run; every run gets a fresh session
 * (its own browser context: no cookies, no storage of earlier runs) that is closed when the run
 * returns. Runs on the same {@link Lane} (one site, one person's session) run one at a time in
 * the order submitted, and a run waiting for its lane holds no worker. A worker's browser is
 * replaced when it served {@linkplain Builder#recycleAfter(int) its quota of runs}, when it died
 * or crashed (a killed browser, a dropped connection to a remote one: the run in progress fails
 * with {@link ErrorCode#BROWSER_CRASHED} and the next run gets a new browser), and when a
 * health check fails: before each run the session is opened on the browser, and a browser that
 * cannot open one is replaced before the run starts; an idle worker probes its browser every
 * {@linkplain Builder#healthInterval(Duration) health interval}.
 *
 * <pre>{@code
 * try (PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(4).build()) {
 *   List<CompletableFuture<RunResult>> runs = new ArrayList<>();
 *   for (Task task : tasks) {
 *     runs.add(pool.submit(Lane.site(task.startUrl()), session -> autopilot.run(session, task)));
 *   }
 *   runs.forEach(CompletableFuture::join);
 * }
 * }</pre>
 *
 * <p><b>A browser per host thread</b> ({@link #newSession()}): each thread that asks for a session
 * gets it from a browser of its own, launched on that thread at its first request and reused for
 * its later ones; the host bounds its threads. A session must be used and closed on the thread
 * that opened it; using it on another thread fails at once with {@link
 * ErrorCode#BROWSER_WRONG_THREAD}. A thread's browser that died is replaced at that thread's next
 * {@link #newSession()}.
 *
 * <p>Thread-safe. Each browser costs a driver process and a browser process (about two seconds
 * to start, see docs/scale-out.md for memory); size the workers to what the machine can run.
 * {@link #close()} lets running runs finish, fails runs that have not started with an {@link
 * IllegalStateException}, then closes every browser.
 */
public final class PlaywrightBrowserPool implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(PlaywrightBrowserPool.class);
  private static final AtomicInteger POOLS = new AtomicInteger();

  private final BrowserConfig config;
  private final int workerCount;
  private final int recycleAfter;
  private final Duration healthInterval;
  private final Map<Thread, PlaywrightBrowser> threadBrowsers = new ConcurrentHashMap<>();
  private final BlockingQueue<Job<?>> ready = new LinkedBlockingQueue<>();
  private final SerialLanes<Job<?>> lanes = new SerialLanes<>(ready::add);
  private final List<Worker> workers = new ArrayList<>();
  private final Object startLock = new Object();
  private final AtomicInteger openWorkerBrowsers = new AtomicInteger();
  private final AtomicInteger running = new AtomicInteger();
  private final AtomicLong launched = new AtomicLong();
  private final AtomicLong recycled = new AtomicLong();
  private final AtomicLong replaced = new AtomicLong();
  private final AtomicLong runs = new AtomicLong();
  private final AtomicLong failedStarts = new AtomicLong();
  private final int id = POOLS.incrementAndGet();
  /** Put on the ready queue once per worker by {@link #close()}: the worker that takes it ends. */
  private static final Job<Void> STOP = new Job<>(new Lane("stop"), session -> null);
  private volatile boolean closed;

  private PlaywrightBrowserPool(Builder b) {
    this.config = b.config;
    this.workerCount = b.workers;
    this.recycleAfter = b.recycleAfter;
    this.healthInterval = b.healthInterval;
  }

  /**
   * A pool with the defaults: as many workers as the machine has processors, each browser
   * recycled after 100 runs, idle browsers probed every 30 s. No browser starts until a run or a
   * thread asks.
   *
   * @param config how every browser of the pool is launched or connected
   * @return the pool; the caller closes it
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} as {@link Builder#build()}
   */
  public static PlaywrightBrowserPool create(BrowserConfig config) {
    return builder(config).build();
  }

  /**
   * A builder of a pool whose browsers are launched (or connected) with this configuration.
   *
   * @param config how every browser of the pool is launched or connected
   * @return a builder holding the defaults of {@link #create(BrowserConfig)}
   */
  public static Builder builder(BrowserConfig config) {
    return new Builder(requireNonNull(config, "config"));
  }

  /**
   * Queues a run: when its lane is free and a worker is idle, the worker opens a fresh session on
   * its browser, calls {@code work} with it on the worker's thread, and closes the session when
   * {@code work} returns or throws. {@code work} must not keep the session nor use it on another
   * thread. Stages chained on the returned future may run on the worker's thread: keep them short.
   *
   * @param <T> what the run returns
   * @param lane the lane the run waits for: runs of one lane run one at a time, in submission order
   * @param work the run, given a fresh session it must neither close nor keep
   * @return completes with what {@code work} returned; exceptionally with what it threw, with a
   *     {@link BrowserException} ({@link ErrorCode#BROWSER_UNAVAILABLE} or {@link
   *     ErrorCode#BROWSER_CRASHED}) when no browser or session could be had even after replacing
   *     the browser once (the run never started), or with an {@link IllegalStateException} when
   *     the pool closed before the run started
   * @throws IllegalStateException when the pool is closed
   */
  public <T> CompletableFuture<T> submit(Lane lane, Function<? super PlaywrightBrowserSession, ? extends T> work) {
    requireNonNull(lane, "lane");
    requireNonNull(work, "work");
    if (closed) {
      throw new IllegalStateException("the browser pool is closed");
    }
    startWorkers();
    Job<T> job = new Job<>(lane, work);
    lanes.submit(lane.key(), job);
    return job.result;
  }

  /**
   * A session of the current thread's browser, launching that browser first when the thread has
   * none or its browser died. Sessions of a thread share nothing with the pool's workers.
   *
   * @return a new session, owned by the calling thread, which closes it
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
   * @return the browser, owned by the calling thread; the pool closes it, not the caller
   * @throws BrowserException as {@link PlaywrightBrowser#launch(BrowserConfig)}
   * @throws IllegalStateException when the pool was closed
   */
  public PlaywrightBrowser browser() {
    if (closed) {
      throw new IllegalStateException("the browser pool is closed");
    }
    Thread thread = Thread.currentThread();
    PlaywrightBrowser current = threadBrowsers.get(thread);
    if (current != null && current.isConnected()) {
      return current;
    }
    if (current != null) {
      LOG.debug("the browser of thread {} died; launching another", thread.getName());
      replaced.incrementAndGet();
      current.close();
    }
    PlaywrightBrowser started = PlaywrightBrowser.launch(config);
    launched.incrementAndGet();
    threadBrowsers.put(thread, started);
    if (closed) {
      threadBrowsers.remove(thread);
      started.close();
      throw new IllegalStateException("the browser pool is closed");
    }
    return started;
  }

  /**
   * {@return how many browsers the pool holds right now: one per host thread that asked, one per
   * worker that ran}
   */
  public int size() {
    return threadBrowsers.size() + openWorkerBrowsers.get();
  }

  /** {@return what the pool did so far, read now; the counts are not read atomically together} */
  public BrowserPoolStats stats() {
    return new BrowserPoolStats(workerCount, size(), launched.get(), recycled.get(), replaced.get(), runs.get(), failedStarts.get(),
        (int) ready.stream().filter(job -> job != STOP).count() + lanes.waiting(), running.get());
  }

  /** {@return the configuration the pool's browsers are started with} */
  public BrowserConfig config() {
    return config;
  }

  /**
   * Lets running runs finish, fails the runs not yet started with an {@link
   * IllegalStateException}, then closes every browser of the pool. Call it once no host thread
   * uses a session any more. Idempotent.
   *
   * @throws IllegalStateException when called by a run of this pool (it would wait for itself)
   */
  @Override
  public void close() {
    List<Worker> started;
    synchronized (startLock) {
      for (Worker worker : workers) {
        if (worker.thread == Thread.currentThread()) {
          throw new IllegalStateException("a run cannot close the pool it runs on (it would wait for itself)");
        }
      }
      closed = true;
      started = List.copyOf(workers);
    }
    List<Job<?>> notStarted = new ArrayList<>(lanes.drainWaiting());
    ready.drainTo(notStarted);
    notStarted.remove(STOP);
    for (Job<?> job : notStarted) {
      job.result.completeExceptionally(new IllegalStateException("the browser pool closed before this run started"));
    }
    for (int i = 0; i < started.size(); i++) {
      ready.add(STOP);
    }
    for (Worker worker : started) {
      try {
        worker.thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    List<Job<?>> late = new ArrayList<>();
    ready.drainTo(late);
    for (Job<?> job : late) {
      job.result.completeExceptionally(new IllegalStateException("the browser pool closed before this run started"));
    }
    List<PlaywrightBrowser> all = new ArrayList<>(threadBrowsers.values());
    threadBrowsers.clear();
    for (PlaywrightBrowser browser : all) {
      closeQuietly(browser);
    }
  }

  @Override
  public String toString() {
    return "PlaywrightBrowserPool[" + stats() + (closed ? ", closed" : "") + "]";
  }

  private void startWorkers() {
    synchronized (startLock) {
      if (!workers.isEmpty() || closed) {
        return;
      }
      for (int i = 1; i <= workerCount; i++) {
        Worker worker = new Worker("autopilot-pool-" + id + "-browser-" + i);
        workers.add(worker);
        worker.thread.start();
      }
    }
  }

  private static void closeQuietly(PlaywrightBrowser browser) {
    try {
      browser.close();
    } catch (RuntimeException e) {
      LOG.debug("closing a pooled browser failed: {}", e.toString());
    }
  }

  /** One submitted run. */
  private static final class Job<T> {
    final Lane lane;
    final Function<? super PlaywrightBrowserSession, ? extends T> work;
    final CompletableFuture<T> result = new CompletableFuture<>();
    private @Nullable T value;
    private @Nullable Throwable failure;

    Job(Lane lane, Function<? super PlaywrightBrowserSession, ? extends T> work) {
      this.lane = lane;
      this.work = work;
    }

    /** Runs the work; its value or failure is kept until {@link #finish()}. */
    void run(PlaywrightBrowserSession session) {
      try {
        value = work.apply(session);
      } catch (Throwable t) {
        failure = t;
      }
    }

    /** Completes the future with what {@link #run} kept: after the session is closed and counted. */
    void finish() {
      if (failure != null) {
        result.completeExceptionally(failure);
      } else {
        result.complete(value);
      }
    }
  }

  /** A thread with its own Playwright connection and browser, taking runs off the ready queue. */
  private final class Worker implements Runnable {
    final Thread thread;
    private @Nullable PlaywrightBrowser browser;
    private int runsOnBrowser;

    Worker(String name) {
      this.thread = new Thread(this, name);
      thread.setDaemon(true);
    }

    @Override
    public void run() {
      try {
        while (true) {
          Job<?> job;
          try {
            job = ready.poll(healthInterval.toMillis(), TimeUnit.MILLISECONDS);
          } catch (InterruptedException e) {
            break;
          }
          if (job == STOP) {
            break;
          }
          if (job == null) {
            probeIdle();
            continue;
          }
          try {
            runJob(job);
          } finally {
            lanes.done(job.lane.key());
          }
        }
      } finally {
        discard(null);
      }
    }

    private void runJob(Job<?> job) {
      if (job.result.isDone()) {
        return;
      }
      PlaywrightBrowserSession session;
      try {
        session = openSession();
      } catch (RuntimeException e) {
        failedStarts.incrementAndGet();
        job.result.completeExceptionally(e);
        return;
      }
      running.incrementAndGet();
      try {
        job.run(session);
      } finally {
        running.decrementAndGet();
        runs.incrementAndGet();
        runsOnBrowser++;
        try {
          session.close();
        } catch (RuntimeException e) {
          LOG.debug("closing a pooled session failed: {}", e.toString());
        }
        PlaywrightBrowser current = browser;
        if (current != null && !current.isConnected()) {
          LOG.info("{}: the browser ({}) died during a run; the next run gets a new one", thread.getName(), current.source());
          discard(replaced);
        }
        job.finish();
      }
    }

    /** A fresh session, on a new browser when the worker has none, a dead one, or one past its quota. */
    private PlaywrightBrowserSession openSession() {
      for (int attempt = 1; ; attempt++) {
        PlaywrightBrowser current = ensureBrowser();
        try {
          return current.newSession();
        } catch (BrowserException e) {
          boolean browserGone = e.code() == ErrorCode.BROWSER_CRASHED || !current.isConnected();
          if (!browserGone || attempt == 2) {
            if (browserGone) {
              discard(replaced);
            }
            throw e;
          }
          LOG.info("{}: the browser ({}) could not open a session ({}); replacing it", thread.getName(), current.source(), e.getMessage());
          discard(replaced);
        }
      }
    }

    private PlaywrightBrowser ensureBrowser() {
      PlaywrightBrowser current = browser;
      if (current != null && runsOnBrowser >= recycleAfter) {
        LOG.debug("{}: recycling its browser after {} runs", thread.getName(), runsOnBrowser);
        discard(recycled);
        current = null;
      } else if (current != null && !current.isConnected()) {
        discard(replaced);
        current = null;
      }
      if (current == null) {
        current = PlaywrightBrowser.launch(config);
        launched.incrementAndGet();
        openWorkerBrowsers.incrementAndGet();
        browser = current;
        runsOnBrowser = 0;
      }
      return current;
    }

    /** The health check of an idle worker: a browser that cannot open a context is dropped. */
    private void probeIdle() {
      PlaywrightBrowser current = browser;
      if (current != null && !current.healthy()) {
        LOG.info("{}: the idle browser ({}) failed its health check; dropped", thread.getName(), current.source());
        discard(replaced);
      }
    }

    private void discard(@Nullable AtomicLong counter) {
      PlaywrightBrowser current = browser;
      if (current == null) {
        return;
      }
      browser = null;
      openWorkerBrowsers.decrementAndGet();
      if (counter != null) {
        counter.incrementAndGet();
      }
      closeQuietly(current);
    }
  }

  /** Builds a {@link PlaywrightBrowserPool}. Not thread-safe. */
  public static final class Builder {
    private final BrowserConfig config;
    private int workers = Runtime.getRuntime().availableProcessors();
    private int recycleAfter = 100;
    private Duration healthInterval = Duration.ofSeconds(30);

    private Builder(BrowserConfig config) {
      this.config = config;
    }

    /**
     * Sets how many runs at most run at once, each on a worker thread with its own browser
     * (default: the processors).
     *
     * @param workers one or more, else {@link #build()} fails; exactly one with a profile folder
     * @return this builder
     */
    public Builder workers(int workers) {
      this.workers = workers;
      return this;
    }

    /**
     * After how many runs a worker's browser is closed and a new one started (default 100): what
     * a long-lived browser accumulates (memory, caches, leaked processes) is bounded.
     *
     * @param runs one or more, else {@link #build()} fails
     * @return this builder
     */
    public Builder recycleAfter(int runs) {
      this.recycleAfter = runs;
      return this;
    }

    /**
     * Sets how often an idle worker probes its browser (default 30 s).
     *
     * @param interval positive, else {@link #build()} fails
     * @return this builder
     */
    public Builder healthInterval(Duration interval) {
      this.healthInterval = requireNonNull(interval, "interval");
      return this;
    }

    /**
     * Checks the settings and makes the pool; its workers and browsers start at the first run.
     *
     * @return the pool; the caller closes it
     * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when workers, the recycle
     *     quota or the health interval is not positive, or when more than one worker would run on
     *     one {@linkplain BrowserConfig#userDataDir() profile folder} (Chromium locks it)
     */
    public PlaywrightBrowserPool build() {
      if (workers < 1) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a pool needs at least one worker, got " + workers);
      }
      if (recycleAfter < 1) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "recycleAfter must be at least one run, got " + recycleAfter);
      }
      if (healthInterval.isZero() || healthInterval.isNegative()) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "healthInterval must be positive, was " + healthInterval);
      }
      if (workers > 1 && config.userDataDir() != null) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a profile folder (userDataDir) is locked by the one browser that runs on it: "
            + "use one worker, or give each pool its own folder");
      }
      return new PlaywrightBrowserPool(this);
    }
  }
}
