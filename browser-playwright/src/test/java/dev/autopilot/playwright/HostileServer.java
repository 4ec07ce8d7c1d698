package dev.autopilot.playwright;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A server on 127.0.0.1 for pages that misbehave: each request on its own thread, so that a
 * handler that never answers holds up only its own request. The same server is reachable as
 * {@code localhost}, which a browser treats as another host: {@link #otherHostUrl} gives the
 * "foreign" site of boundary tests without any address outside the machine. WebJar files of the
 * test class path answer at {@code /webjars/...} as on {@link TestServer}.
 */
final class HostileServer implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService threads = Executors.newCachedThreadPool();
  private final Map<String, HttpHandler> handlers = new ConcurrentHashMap<>();
  private final List<String> requests = new CopyOnWriteArrayList<>();
  private final CountDownLatch closing = new CountDownLatch(1);

  private HostileServer(HttpServer server) {
    this.server = server;
  }

  static HostileServer start() {
    try {
      HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
      HostileServer hs = new HostileServer(http);
      http.setExecutor(hs.threads);
      http.createContext("/", hs::dispatch);
      http.start();
      return hs;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  /** The same path on the same server, named as another host. */
  String otherHostUrl(String path) {
    return "http://localhost:" + server.getAddress().getPort() + path;
  }

  HostileServer page(String path, String html) {
    handlers.put(path, ex -> TestServer.send(ex, 200, "text/html; charset=utf-8", html));
    return this;
  }

  HostileServer handle(String path, HttpHandler handler) {
    handlers.put(path, handler);
    return this;
  }

  /** A path that accepts the request and never answers (until the server closes). */
  HostileServer hang(String path) {
    handlers.put(path, ex -> {
      ex.getRequestBody().readAllBytes();
      try {
        closing.await(5, TimeUnit.MINUTES);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      ex.close();
    });
    return this;
  }

  /** "METHOD host path" of every request received, in order. */
  List<String> requests() {
    return requests;
  }

  /** Whether any request for this path arrived, whatever the host. */
  boolean received(String path) {
    return requests.stream().anyMatch(r -> r.endsWith(" " + path));
  }

  private void dispatch(HttpExchange ex) throws IOException {
    String path = ex.getRequestURI().getPath();
    String host = ex.getRequestHeaders().getFirst("Host");
    requests.add(ex.getRequestMethod() + " " + (host == null ? "" : host.replaceAll(":\\d+$", "")) + " " + path);
    HttpHandler h = handlers.get(path);
    if (h != null) {
      h.handle(ex);
    } else if (!TestServer.webJar(ex, path)) {
      TestServer.send(ex, 404, "text/html", "<title>Not found</title>not found");
    }
  }

  @Override
  public void close() {
    closing.countDown();
    server.stop(0);
    threads.shutdownNow();
  }
}
