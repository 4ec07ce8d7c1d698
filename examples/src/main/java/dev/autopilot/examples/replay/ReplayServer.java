package dev.autopilot.examples.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Serves one {@link ReplayCase} on 127.0.0.1: each route's recorded responses in turn (after
 * {@code delay_ms} when given), a {@code hang} response never. Counts the form posts it receives. Thread-safe; {@link #close()}
 * releases the connections a hang holds.
 */
final class ReplayServer implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService threads;
  private final Path folder;
  private final JsonNode routes;
  private final Map<String, AtomicInteger> served = new ConcurrentHashMap<>();
  private final AtomicInteger posts = new AtomicInteger();
  private final CountDownLatch closed = new CountDownLatch(1);

  ReplayServer(ReplayCase replay) throws IOException {
    this.folder = replay.folder();
    this.routes = replay.json().path("routes");
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    this.threads = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(r, "replay-server");
      t.setDaemon(true);
      return t;
    });
    server.setExecutor(threads);
    server.createContext("/", this::handle);
    server.start();
  }

  URI uri(String path) {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
  }

  int posts() {
    return posts.get();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      exchange.getRequestBody().readAllBytes();
      String method = exchange.getRequestMethod();
      String path = exchange.getRequestURI().getPath();
      if (method.equals("POST")) {
        posts.incrementAndGet();
      }
      JsonNode route = null;
      for (JsonNode r : routes) {
        if (r.path("method").asText("GET").equalsIgnoreCase(method) && r.path("path").asText().equals(path)) {
          route = r;
        }
      }
      if (route == null) {
        exchange.sendResponseHeaders(404, -1);
        return;
      }
      JsonNode responses = route.path("responses");
      int n = served.computeIfAbsent(method + " " + path, k -> new AtomicInteger()).getAndIncrement();
      JsonNode response = responses.get(Math.min(n, responses.size() - 1));
      if (response.path("hang").asBoolean(false)) {
        try {
          closed.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        return;
      }
      long delay = response.path("delay_ms").asLong(0);
      if (delay > 0) {
        try {
          Thread.sleep(delay);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
      byte[] body = response.has("body") ? Files.readAllBytes(folder.resolve(response.path("body").asText())) : new byte[0];
      String location = response.path("location").asText("");
      if (!location.isEmpty()) {
        exchange.getResponseHeaders().set("Location", location);
      }
      exchange.getResponseHeaders().set("Content-Type", response.path("content_type").asText("text/html; charset=utf-8"));
      exchange.sendResponseHeaders(response.path("status").asInt(200), body.length == 0 ? -1 : body.length);
      if (body.length > 0) {
        exchange.getResponseBody().write(body);
      }
    }
  }

  @Override
  public void close() {
    closed.countDown();
    server.stop(0);
    threads.shutdownNow();
  }
}
