package dev.autopilot.testkit;

import static java.util.Objects.requireNonNull;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Serves the kit's fixture pages (classpath resources under {@code dev/autopilot/testkit/pages/})
 * and pages registered at run time, on 127.0.0.1 only, on a free port. Thread-safe.
 */
public final class FixtureServer implements AutoCloseable {
  private static final String PAGES = "/dev/autopilot/testkit/pages/";

  private final HttpServer server;
  private final ExecutorService executor;
  private final Map<String, String> pages = new ConcurrentHashMap<>();

  private FixtureServer(HttpServer server, ExecutorService executor) {
    this.server = server;
    this.executor = executor;
  }

  /**
   * Starts a server on 127.0.0.1 and a free port.
   *
   * @return the running server, answering on four daemon threads; the caller closes it
   * @throws UncheckedIOException when no port can be bound
   */
  public static FixtureServer start() {
    try {
      HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      ExecutorService executor = Executors.newFixedThreadPool(4, r -> {
        Thread t = new Thread(r, "fixture-server");
        t.setDaemon(true);
        return t;
      });
      FixtureServer fixtures = new FixtureServer(server, executor);
      server.createContext("/", fixtures::handle);
      server.setExecutor(executor);
      server.start();
      return fixtures;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot bind a fixture server on 127.0.0.1", e);
    }
  }

  /**
   * Registers (or replaces) a page served at {@code /name}, before any fixture resource of that
   * name.
   *
   * @param name the page's path without the leading slash, such as {@code form.html}
   * @param html the page, served as UTF-8 {@code text/html} whatever the name's extension
   * @return the page's URI, as {@link #uri} gives it
   */
  public URI page(String name, String html) {
    pages.put(requireNonNull(name, "name"), requireNonNull(html, "html"));
    return uri(name);
  }

  /**
   * The URI of a page: a registered one, or a fixture resource such as {@code names.html}.
   *
   * @param name the page's path without the leading slash; a name that is neither registered
   *     nor a resource is answered with 404
   * @return its {@code http://127.0.0.1} URI on this server's port
   */
  public URI uri(String name) {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/" + name);
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String name = exchange.getRequestURI().getPath().substring(1);
      byte[] body = null;
      String registered = pages.get(name);
      if (registered != null) {
        body = registered.getBytes(StandardCharsets.UTF_8);
      } else if (!name.contains("..")) {
        try (InputStream in = FixtureServer.class.getResourceAsStream(PAGES + name)) {
          if (in != null) {
            body = in.readAllBytes();
          }
        }
      }
      if (body == null) {
        exchange.sendResponseHeaders(404, -1);
        return;
      }
      String type = name.endsWith(".html") || registered != null ? "text/html; charset=utf-8" : "application/octet-stream";
      exchange.getResponseHeaders().set("Content-Type", type);
      exchange.sendResponseHeaders(200, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
