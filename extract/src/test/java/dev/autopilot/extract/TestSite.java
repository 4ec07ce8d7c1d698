package dev.autopilot.extract;

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
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * A site the extraction tests serve on 127.0.0.1: pages by path (a function of the query), files
 * with their content type and disposition, and the real widget libraries under {@code /webjars/}
 * from the test classpath. It records every request as "METHOD path?query".
 */
final class TestSite implements AutoCloseable {
  record Response(int status, String type, byte[] body, Map<String, String> headers) {
    static Response html(String html) {
      return new Response(200, "text/html; charset=utf-8", html.getBytes(StandardCharsets.UTF_8), Map.of());
    }
  }

  private final HttpServer server;
  private final ExecutorService executor;
  private final Map<String, Function<String, Response>> routes = new ConcurrentHashMap<>();
  private final List<String> requests = new CopyOnWriteArrayList<>();

  private TestSite(HttpServer server, ExecutorService executor) {
    this.server = server;
    this.executor = executor;
  }

  static TestSite start() {
    try {
      HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      ExecutorService executor = Executors.newFixedThreadPool(4, r -> {
        Thread t = new Thread(r, "extract-test-site");
        t.setDaemon(true);
        return t;
      });
      TestSite site = new TestSite(server, executor);
      server.createContext("/", site::handle);
      server.setExecutor(executor);
      server.start();
      return site;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Serves a page at a path, the same for every query. */
  URI page(String path, String html) {
    routes.put(path, q -> Response.html(html));
    return uri(path);
  }

  /** Serves what a function of the query (empty when none) gives. */
  URI route(String path, Function<String, Response> f) {
    routes.put(path, f);
    return uri(path);
  }

  URI uri(String pathAndQuery) {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + pathAndQuery);
  }

  List<String> requests() {
    return List.copyOf(requests);
  }

  private void handle(HttpExchange ex) throws IOException {
    try (ex) {
      URI u = ex.getRequestURI();
      String path = u.getPath();
      String query = u.getRawQuery() == null ? "" : u.getRawQuery();
      requests.add(ex.getRequestMethod() + " " + path + (query.isEmpty() ? "" : "?" + query));
      Response r = null;
      if (path.startsWith("/webjars/") && !path.contains("..")) {
        try (InputStream in = TestSite.class.getResourceAsStream("/META-INF/resources" + path)) {
          if (in != null) {
            r = new Response(200, type(path), in.readAllBytes(), Map.of());
          }
        }
      } else {
        Function<String, Response> f = routes.get(path);
        if (f != null) {
          r = f.apply(query);
        }
      }
      if (r == null) {
        ex.sendResponseHeaders(404, -1);
        return;
      }
      ex.getResponseHeaders().set("Content-Type", r.type());
      r.headers().forEach((k, v) -> ex.getResponseHeaders().set(k, v));
      ex.sendResponseHeaders(r.status(), r.body().length == 0 ? -1 : r.body().length);
      if (r.body().length > 0) {
        try (OutputStream out = ex.getResponseBody()) {
          out.write(r.body());
        }
      }
    }
  }

  private static String type(String path) {
    if (path.endsWith(".js") || path.endsWith(".mjs")) {
      return "text/javascript";
    }
    if (path.endsWith(".css")) {
      return "text/css";
    }
    return "application/octet-stream";
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
