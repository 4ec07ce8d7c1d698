package dev.autopilot.examples.packs;

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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A one-form site on a free port of 127.0.0.1: GET shows the form, POST checks it and either
 * keeps the submission and shows the confirmation, or shows the form again with its errors (422).
 * The submissions it accepted are kept, each as the fields it received (a field sent several
 * times, such as a group of boxes, as its values joined by commas). Thread-safe.
 */
abstract class LocalSite implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService executor;
  private final String path;
  private final List<Map<String, String>> accepted = new ArrayList<>();

  LocalSite(String path, String threadName) {
    this.path = path;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress("127.0.0.1", new byte[] {127, 0, 0, 1}), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot bind a demo site to 127.0.0.1", e);
    }
    executor = Executors.newFixedThreadPool(4, r -> {
      Thread t = new Thread(r, threadName);
      t.setDaemon(true);
      return t;
    });
    server.createContext("/", this::handle);
    server.setExecutor(executor);
    server.start();
  }

  /** The form's address. */
  public URI formUri() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
  }

  /** The submissions the server accepted, in order, each as the fields it received. */
  public synchronized List<Map<String, String>> submissions() {
    return List.copyOf(accepted);
  }

  /** The form, with the values sent and an error per field (empty on the first visit). */
  abstract String form(Map<String, String> sent, Map<String, String> errors);

  /** An error per field of a submission; empty when it is accepted. */
  abstract Map<String, String> errors(Map<String, String> sent);

  /** The page shown for an accepted submission. */
  abstract String confirmation(Map<String, String> sent);

  private void handle(HttpExchange http) throws IOException {
    try {
      if (!http.getRequestURI().getPath().equals(path)) {
        send(http, 404, "<!doctype html><title>Not found</title><h1>Not found</h1>");
        return;
      }
      if (!http.getRequestMethod().equals("POST")) {
        send(http, 200, form(Map.of(), Map.of()));
        return;
      }
      Map<String, String> sent = fields(new String(http.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
      Map<String, String> errors = errors(sent);
      if (!errors.isEmpty()) {
        send(http, 422, form(sent, errors));
        return;
      }
      synchronized (this) {
        accepted.add(Map.copyOf(sent));
      }
      send(http, 200, confirmation(sent));
    } finally {
      http.close();
    }
  }

  /** A labelled input holding what was sent, with its error. */
  static String input(String name, String label, String type, boolean required, Map<String, String> f, Map<String, String> errors) {
    return "<p><label for=\"" + name + "\">" + label + "</label> <input id=\"" + name + "\" name=\"" + name + "\" type=\"" + type + "\"" + (required ? " required" : "")
        + " value=\"" + escape(f.getOrDefault(name, "")) + "\">" + error(name, errors) + "</p>";
  }

  static String error(String name, Map<String, String> errors) {
    String e = errors.get(name);
    return e == null ? "" : " <span class=\"error\" role=\"alert\" id=\"" + name + "-error\">" + e + "</span>";
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
  }

  static boolean blank(Map<String, String> sent, String field) {
    return sent.getOrDefault(field, "").isBlank();
  }

  private static Map<String, String> fields(String body) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String pair : body.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String k = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
      String v = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      out.merge(k, v, (a, b) -> a + "," + b);
    }
    return out;
  }

  private static void send(HttpExchange http, int status, String html) throws IOException {
    byte[] bytes = html.getBytes(StandardCharsets.UTF_8);
    http.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
    http.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = http.getResponseBody()) {
      out.write(bytes);
    }
  }

  /** Stops the site. */
  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
