package dev.autopilot.llm.replay;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The JDK HTTP server on 127.0.0.1 both model servers run on, and their log of exchanges. */
abstract class ModelServerBase implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService threads;
  private final List<Exchange> exchanges = new ArrayList<>();

  ModelServerBase() {
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open a port on 127.0.0.1", e);
    }
    threads = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(r, "model-server");
      t.setDaemon(true);
      return t;
    });
    server.setExecutor(threads);
    server.createContext("/", this::handleSafely);
    server.start();
  }

  /**
   * The base URL clients are given, such as {@code http://127.0.0.1:4711/v1}.
   *
   * @return the loopback address, the port chosen at start and {@code /v1}, without a trailing
   *     slash; the same for the server's whole life
   */
  public String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  /**
   * Every exchange answered so far, in order. A dropped connection ({@code Step.drop()}) is not
   * an exchange and is left out.
   *
   * @return an immutable copy; empty before the first request
   */
  public synchronized List<Exchange> exchanges() {
    return List.copyOf(exchanges);
  }

  /**
   * The request bodies so far, in order, as {@link #exchanges()} holds them.
   *
   * @return an immutable copy of the JSON bodies; empty before the first request
   */
  public synchronized List<String> requests() {
    return exchanges.stream().map(Exchange::request).toList();
  }

  /**
   * Writes the exchanges so far to a file that {@link ReplayModelServer} can replay.
   *
   * @param file replaced when it exists; missing parent directories are created
   * @throws java.io.UncheckedIOException when the file cannot be written
   */
  public void writeExchanges(java.nio.file.Path file) {
    Exchange.write(file, exchanges());
  }

  abstract Exchange answer(String path, String body) throws IOException;

  private void handleSafely(HttpExchange http) {
    try {
      String body;
      try (InputStream in = http.getRequestBody()) {
        body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      Exchange e;
      try {
        e = answer(http.getRequestURI().getPath(), body);
      } catch (RuntimeException ex) {
        e = new Exchange(http.getRequestURI().getPath(), body, 500, Map.of("Content-Type", "text/plain"), "model server failure: " + ex);
      }
      if (e.status() == 0) {
        // a dropped connection: close without an answer
        return;
      }
      synchronized (this) {
        exchanges.add(e);
      }
      byte[] out = e.response().getBytes(StandardCharsets.UTF_8);
      e.headers().forEach((k, v) -> http.getResponseHeaders().add(k, v));
      http.sendResponseHeaders(e.status(), out.length == 0 ? -1 : out.length);
      if (out.length > 0) {
        try (OutputStream os = http.getResponseBody()) {
          os.write(out);
        }
      }
    } catch (IOException ignored) {
      // the client went away (a deadline passed); nothing to answer
    } finally {
      http.close();
    }
  }

  /** Stops the server at once. */
  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }
}
