package dev.autopilot.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A real HTTP server on 127.0.0.1 for the command line's tests: pages by path, a form's POST
 * recorded and answered with a thank-you page, and any other answer a test scripts (a model
 * endpoint's {@code /v1/models}).
 */
final class FormServer implements AutoCloseable {
  private final HttpServer server;
  private final Map<String, String> pages = new LinkedHashMap<>();
  private final Map<String, Function<HttpExchange, Integer>> statuses = new LinkedHashMap<>();
  final List<Map<String, String>> submissions = new CopyOnWriteArrayList<>();

  private FormServer() {
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.createContext("/", this::handle);
    server.start();
  }

  static FormServer start() {
    return new FormServer();
  }

  FormServer page(String path, String html) {
    pages.put(path, html);
    return this;
  }

  /** Answers GET {@code path} with the body and the status the function gives for the request. */
  FormServer answer(String path, String body, Function<HttpExchange, Integer> status) {
    pages.put(path, body);
    statuses.put(path, status);
    return this;
  }

  URI url(String path) {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
  }

  private void handle(HttpExchange x) throws IOException {
    String path = x.getRequestURI().getPath();
    if (x.getRequestMethod().equals("POST")) {
      String body = new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
      Map<String, String> form = new LinkedHashMap<>();
      for (String pair : body.split("&")) {
        int eq = pair.indexOf('=');
        if (eq > 0) {
          form.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8), URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
      }
      submissions.add(form);
      send(x, 200, "<!doctype html><title>Message sent</title><main><h1>Thank you</h1><p>Thanks, we received your message.</p></main>");
      return;
    }
    String page = pages.get(path);
    if (page == null) {
      send(x, 404, "not found");
      return;
    }
    Function<HttpExchange, Integer> status = statuses.get(path);
    send(x, status == null ? 200 : status.apply(x), page);
  }

  private static void send(HttpExchange x, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    x.getResponseHeaders().set("Content-Type", body.startsWith("{") ? "application/json" : "text/html; charset=utf-8");
    x.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = x.getResponseBody()) {
      out.write(bytes);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
