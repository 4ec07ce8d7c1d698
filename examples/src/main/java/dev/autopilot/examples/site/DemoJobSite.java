package dev.autopilot.examples.site;

import static java.util.Objects.requireNonNull;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A demo job board on {@code 127.0.0.1}, for examples and browser tests: an index at {@code /},
 * six postings at {@code /jobs/{id}} whose pages hold their application forms, form posts to
 * {@code /jobs/{id}/apply} (multipart), confirmations at {@code
 * /applications/{uuid}/confirmation}, and {@code /healthz}.
 *
 * <p>Postings, by slug: {@code classic} (1001, labelled fields), {@code modern} (1002, div
 * questions and ARIA widgets), {@code validation} (1003, a follow-up question on the first
 * submit), {@code flaky} (1004, 503 on the first submit), {@code spam} (1005, always 429) and
 * {@code cancel-radio} (1006, a radio whose "Yes" cannot be checked). Pages are rendered by the
 * server from templates and load nothing from elsewhere.
 *
 * <p>The server binds the loopback address only. Instances are thread-safe: the server answers
 * on a small pool of daemon threads, and the accessors may be called from any thread. Methods
 * never return null; a slug the site does not know throws {@link IllegalArgumentException}.
 */
public final class DemoJobSite implements AutoCloseable {
  private static final int THREADS = 8;

  private final HttpServer server;
  private final ExecutorService executor;
  private final SiteHandler handler;
  private final URI baseUri;
  private final AtomicBoolean closed = new AtomicBoolean();

  private DemoJobSite(HttpServer server, ExecutorService executor, SiteHandler handler) {
    this.server = server;
    this.executor = executor;
    this.handler = handler;
    this.baseUri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
  }

  /**
   * Starts the site on a free port of 127.0.0.1.
   *
   * @throws UncheckedIOException when the server cannot be bound
   */
  public static DemoJobSite start() {
    return start(0);
  }

  /**
   * Starts the site on the given port of 127.0.0.1, or on a free one when the port is 0.
   *
   * @throws IllegalArgumentException when the port is outside 0..65535
   * @throws UncheckedIOException when the server cannot be bound (the port is taken)
   */
  public static DemoJobSite start(int port) {
    if (port < 0 || port > 65_535) {
      throw new IllegalArgumentException("port must be within 0..65535, was " + port);
    }
    HttpServer server;
    try {
      InetAddress loopback = InetAddress.getByAddress("127.0.0.1", new byte[] {127, 0, 0, 1});
      server = HttpServer.create(new InetSocketAddress(loopback, port), 0);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot bind the demo job site to 127.0.0.1:" + port, e);
    }
    AtomicInteger threadCount = new AtomicInteger();
    ExecutorService executor = Executors.newFixedThreadPool(THREADS, runnable -> {
      Thread thread = new Thread(runnable, "demo-job-site-" + threadCount.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    });
    SiteHandler handler = new SiteHandler(Clock.systemUTC());
    server.createContext("/", handler);
    server.setExecutor(executor);
    server.start();
    return new DemoJobSite(server, executor, handler);
  }

  /** The site's root, such as {@code http://127.0.0.1:41234/}. */
  public URI baseUri() {
    return baseUri;
  }

  /**
   * The page of a posting, such as {@code http://127.0.0.1:41234/jobs/1001} for {@code classic}.
   *
   * @throws IllegalArgumentException when the site has no posting with this slug
   */
  public URI postingUri(String slug) {
    return baseUri.resolve(posting(slug).path());
  }

  /**
   * The posting with this slug.
   *
   * @throws IllegalArgumentException when the site has no posting with this slug
   */
  public Posting posting(String slug) {
    requireNonNull(slug, "slug");
    return Catalog.bySlug(slug)
        .orElseThrow(() -> new IllegalArgumentException("no posting " + slug + "; the site has " + Catalog.BY_SLUG.keySet()))
        .posting();
  }

  /**
   * The slugs of every posting, in the order of the index page: {@code classic}, {@code modern},
   * {@code validation}, {@code flaky}, {@code spam}, {@code cancel-radio}. {@link #posting}
   * tells the details of one.
   */
  public List<String> postings() {
    return Catalog.ENTRIES.stream().map(e -> e.posting().slug()).toList();
  }

  /** The applications the site accepted since start or the last {@link #reset()}, oldest first. */
  public List<Submission> submissions() {
    return handler.submissions();
  }

  /**
   * How many times a posting's form was posted since start or the last {@link #reset()},
   * whatever the answer (accepted, rejected, 503, 429).
   *
   * @throws IllegalArgumentException when the site has no posting with this slug
   */
  public int submitAttempts(String slug) {
    return handler.attempts(posting(slug).slug());
  }

  /**
   * Forgets submissions, attempt counts and pending follow-up questions, so the {@code flaky}
   * posting fails its next submit again and {@code validation} asks its question again.
   */
  public void reset() {
    handler.reset();
  }

  /** The address the server is bound to. */
  InetSocketAddress address() {
    return server.getAddress();
  }

  /** Stops the server at once and releases its threads. Calling it again does nothing. */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      server.stop(0);
      executor.shutdownNow();
    }
  }

  /**
   * Serves the site until the process is stopped: {@code DemoJobSite [port]}, port 0 (a free
   * one) by default.
   *
   * @throws InterruptedException when interrupted while serving
   */
  public static void main(String[] args) throws InterruptedException {
    DemoJobSite site = start(args.length > 0 ? Integer.parseInt(args[0]) : 0);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      site.close();
      stopped.countDown();
    }));
    System.out.println("Demo job site at " + site.baseUri());
    for (String slug : site.postings()) {
      System.out.println("  " + slug + ": " + site.postingUri(slug) + "  (" + site.posting(slug).title() + ")");
    }
    stopped.await();
  }
}
