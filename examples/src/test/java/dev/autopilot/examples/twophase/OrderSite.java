package dev.autopilot.examples.twophase;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A one-form order site on 127.0.0.1 for the two-phase and risk tests: GET {@code /order} shows
 * the form, every POST is counted and answered with a confirmation. {@link #change()} adds a
 * question to the form, as a site that changed between prepare and confirm. {@code /checkout}
 * shows a page with a card field, a partner link to another host and a download link. Thread-safe.
 */
final class OrderSite implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService executor;
  private final AtomicInteger posts = new AtomicInteger();
  private volatile boolean changed;

  private OrderSite(HttpServer server, ExecutorService executor) {
    this.server = server;
    this.executor = executor;
  }

  static OrderSite start() {
    try {
      HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      ExecutorService executor = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "order-site");
        t.setDaemon(true);
        return t;
      });
      OrderSite site = new OrderSite(server, executor);
      server.createContext("/", site::handle);
      server.setExecutor(executor);
      server.start();
      return site;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  URI uri(String path) {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
  }

  /** How many times the form was posted: each is a submission the site received. */
  int posts() {
    return posts.get();
  }

  /** From now on the form asks one more question. */
  void change() {
    changed = true;
  }

  /** The form as it was first. */
  void reset() {
    changed = false;
  }

  private void handle(HttpExchange http) throws IOException {
    try (http) {
      String path = http.getRequestURI().getPath();
      if (http.getRequestMethod().equals("POST") && path.equals("/order")) {
        http.getRequestBody().readAllBytes();
        int n = posts.incrementAndGet();
        send(http, 200, "<!doctype html><title>Order received</title><h1>Thank you! Your order has been received.</h1><p>Order number " + (1000 + n) + ".</p>");
      } else if (path.equals("/order")) {
        send(http, 200, form());
      } else if (path.equals("/checkout")) {
        send(http, 200, checkout());
      } else {
        send(http, 404, "<!doctype html><title>Not found</title><h1>Not found</h1>");
      }
    }
  }

  private String form() {
    return "<!doctype html><html lang=en><title>Order</title><h1>Order the catalogue</h1><form method=post action=/order>"
        + "<p><label>Full name <input name=name required autocomplete=name></label></p>"
        + "<p><label>Email <input name=email type=email required></label></p>"
        + "<p><label>City <input name=city required></label></p>"
        + (changed ? "<p><label>Coupon code <input name=coupon></label></p>" : "")
        + "<p><button type=submit>Place order</button></p></form></html>";
  }

  private static String checkout() {
    return "<!doctype html><html lang=en><title>Checkout</title><h1>Checkout</h1><form method=post action=/order>"
        + "<p><label>Email <input name=email type=email required></label></p>"
        + "<p><label>Credit card number <input name=card inputmode=numeric></label></p>"
        + "<p><a href='https://partner.example.invalid/deal'>Partner deal</a> <a href='/files/catalogue.zip'>Catalogue archive</a>"
        + " <a href='/order'>Back to the order</a></p>"
        + "<p><button type=submit>Place order</button></p></form></html>";
  }

  private static void send(HttpExchange http, int status, String html) throws IOException {
    byte[] body = html.getBytes(StandardCharsets.UTF_8);
    http.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
    http.sendResponseHeaders(status, body.length);
    try (OutputStream out = http.getResponseBody()) {
      out.write(body);
    }
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
