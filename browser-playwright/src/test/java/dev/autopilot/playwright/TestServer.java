package dev.autopilot.playwright;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An HTTP server on 127.0.0.1 with a free port: serves the fixture pages under
 * {@code src/test/resources/pages} at {@code /pages/...}, the WebJars of the test classpath at
 * {@code /webjars/...} (real widget libraries), and whatever handlers a test adds.
 */
final class TestServer implements AutoCloseable {
  private final HttpServer server;
  private final Map<String, HttpHandler> handlers = new ConcurrentHashMap<>();
  private final List<String> requests = new CopyOnWriteArrayList<>();

  private TestServer(HttpServer server) {
    this.server = server;
  }

  static TestServer start() {
    try {
      HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
      TestServer ts = new TestServer(http);
      http.createContext("/", ts::dispatch);
      http.start();
      return ts;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The absolute URL of a path on this server. */
  String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  /** Routes an exact path to a handler. */
  void handle(String path, HttpHandler handler) {
    handlers.put(path, handler);
  }

  /** "METHOD /path" of every request served, in order. */
  List<String> requests() {
    return requests;
  }

  private void dispatch(HttpExchange ex) throws IOException {
    String path = ex.getRequestURI().getPath();
    requests.add(ex.getRequestMethod() + " " + path);
    HttpHandler h = handlers.get(path);
    if (h != null) {
      h.handle(ex);
      return;
    }
    if (path.startsWith("/pages/")) {
      try (InputStream in = TestServer.class.getResourceAsStream(path)) {
        if (in != null) {
          send(ex, 200, "text/html; charset=utf-8", new String(in.readAllBytes(), StandardCharsets.UTF_8));
          return;
        }
      }
    }
    if (webJar(ex, path)) {
      return;
    }
    send(ex, 404, "text/html", "<title>Not found</title>not found");
  }

  /**
   * Answers {@code /webjars/<name>/<version>/<file>} from the WebJars (and widget-bundles) on the
   * test class path, the one place tests serve real widget libraries from.
   *
   * @return false, answering nothing, when the path is no WebJar file on the class path
   */
  static boolean webJar(HttpExchange ex, String path) throws IOException {
    if (!path.startsWith("/webjars/") || path.contains("..")) {
      return false;
    }
    try (InputStream in = TestServer.class.getResourceAsStream("/META-INF/resources" + path)) {
      if (in == null) {
        return false;
      }
      byte[] body = in.readAllBytes();
      String type = path.endsWith(".js") ? "text/javascript; charset=utf-8" : path.endsWith(".css") ? "text/css; charset=utf-8"
          : path.endsWith(".png") ? "image/png" : "application/octet-stream";
      ex.getResponseHeaders().set("Content-Type", type);
      ex.sendResponseHeaders(200, body.length);
      ex.getResponseBody().write(body);
      ex.close();
      return true;
    }
  }

  static void send(HttpExchange ex, int status, String contentType, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    ex.getResponseHeaders().set("Content-Type", contentType);
    ex.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    if (bytes.length > 0) {
      ex.getResponseBody().write(bytes);
    }
    ex.close();
  }

  static void redirect(HttpExchange ex, int status, String location) throws IOException {
    ex.getRequestBody().readAllBytes();
    ex.getResponseHeaders().set("Location", location);
    ex.sendResponseHeaders(status, -1);
    ex.close();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
