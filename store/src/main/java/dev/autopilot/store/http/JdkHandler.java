package dev.autopilot.store.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Adapts {@link DiagnosticsApi} to a JDK {@code HttpServer}. Thread-safe. */
final class JdkHandler implements HttpHandler {
  private final DiagnosticsApi api;

  JdkHandler(DiagnosticsApi api) {
    this.api = api;
  }

  @Override
  public void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String method = exchange.getRequestMethod();
      DiagnosticsApi.Response response = api.handle(method, exchange.getRequestURI().toString());
      byte[] body = response.body().getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", response.contentType());
      exchange.getResponseHeaders().set("Cache-Control", "no-store");
      exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
      if (response.status() == 405) {
        exchange.getResponseHeaders().set("Allow", "GET, HEAD");
      }
      if (method.equals("HEAD")) {
        exchange.sendResponseHeaders(response.status(), -1);
        return;
      }
      exchange.sendResponseHeaders(response.status(), body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }
}
