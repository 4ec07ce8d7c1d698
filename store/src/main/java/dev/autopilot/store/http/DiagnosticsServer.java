package dev.autopilot.store.http;

import static java.util.Objects.requireNonNull;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The diagnostics API served standalone, on the JDK's own HTTP server ({@code
 * com.sun.net.httpserver}, module {@code jdk.httpserver}): no dependency to add, and enough for
 * four read-only JSON routes on an operator's machine. A host with its own server mounts {@link
 * DiagnosticsApi} there instead.
 *
 * <p>{@link #start(DiagnosticsApi)} binds the loopback address on a free port; {@link #start(
 * DiagnosticsApi, InetSocketAddress)} binds where the host says. Requests are answered on two
 * daemon threads. Thread-safe; {@link #close()} stops it.
 */
public final class DiagnosticsServer implements AutoCloseable {
  private static final AtomicInteger THREADS = new AtomicInteger();

  private final HttpServer server;
  private final ExecutorService executor;

  private DiagnosticsServer(HttpServer server, ExecutorService executor) {
    this.server = server;
    this.executor = executor;
  }

  /**
   * Serves the API on the loopback address, on a free port.
   *
   * @param api the API to serve
   * @return the running server; the caller closes it. {@link #uri()} says the port chosen
   * @throws UncheckedIOException when no port can be bound
   */
  public static DiagnosticsServer start(DiagnosticsApi api) {
    return start(api, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
  }

  /**
   * Serves the API at this address.
   *
   * @param api the API to serve
   * @param address where to listen; port 0 picks a free one. The API has no authentication:
   *     an address other than the loopback exposes every stored run to whoever reaches it
   * @return the running server; the caller closes it
   * @throws UncheckedIOException when the address cannot be bound
   */
  public static DiagnosticsServer start(DiagnosticsApi api, InetSocketAddress address) {
    requireNonNull(api, "api");
    requireNonNull(address, "address");
    HttpServer server;
    try {
      server = HttpServer.create(address, 0);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot serve the diagnostics API at " + address + ": " + e.getMessage() + "; choose a free port", e);
    }
    ExecutorService executor = Executors.newFixedThreadPool(2, r -> {
      Thread t = new Thread(r, "autopilot-diagnostics-" + THREADS.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    server.setExecutor(executor);
    server.createContext("/api/", api.httpHandler());
    server.start();
    return new DiagnosticsServer(server, executor);
  }

  /**
   * Where it listens.
   *
   * @return the base URI, such as {@code http://127.0.0.1:41234/}; the routes are under {@code
   *     api/}
   */
  public URI uri() {
    InetSocketAddress a = server.getAddress();
    return URI.create("http://" + a.getAddress().getHostAddress() + ":" + a.getPort() + "/");
  }

  /** Stops answering; requests under way get a second to finish. */
  @Override
  public void close() {
    server.stop(1);
    executor.shutdownNow();
  }

  @Override
  public String toString() {
    return "DiagnosticsServer[" + uri() + "]";
  }
}
