package dev.autopilot.examples.meetup;

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
 * A meetup registration form on 127.0.0.1 that no domain pack knows: full name, e-mail, T-shirt
 * size, the dinner, dietary requirements, the code of conduct. The server checks the required
 * fields and answers with a confirmation page, or the form again with its errors.
 *
 * <p>Thread-safe.
 */
public final class MeetupSite implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService executor;
  private final List<Map<String, String>> registrations = new ArrayList<>();

  private MeetupSite(HttpServer server, ExecutorService executor) {
    this.server = server;
    this.executor = executor;
  }

  /**
   * Starts the site on a free port of 127.0.0.1.
   *
   * @throws UncheckedIOException when no port can be bound
   */
  public static MeetupSite start() {
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress("127.0.0.1", new byte[] {127, 0, 0, 1}), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot bind the meetup site to 127.0.0.1", e);
    }
    ExecutorService executor = Executors.newFixedThreadPool(4, r -> {
      Thread t = new Thread(r, "meetup-site");
      t.setDaemon(true);
      return t;
    });
    MeetupSite site = new MeetupSite(server, executor);
    server.createContext("/", site::handle);
    server.setExecutor(executor);
    server.start();
    return site;
  }

  /** The registration form's address. */
  public URI formUri() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/meetup/register");
  }

  /** The registrations the server accepted, each as its submitted fields. */
  public synchronized List<Map<String, String>> registrations() {
    return List.copyOf(registrations);
  }

  private void handle(HttpExchange http) throws IOException {
    try {
      String path = http.getRequestURI().getPath();
      if (!path.equals("/meetup/register")) {
        send(http, 404, "<!doctype html><title>Not found</title><h1>Not found</h1>");
        return;
      }
      if (http.getRequestMethod().equals("POST")) {
        Map<String, String> fields = form(new String(http.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        Map<String, String> errors = errors(fields);
        if (errors.isEmpty()) {
          synchronized (this) {
            registrations.add(fields);
          }
          send(http, 200, "<!doctype html><html lang=\"en\"><head><title>Registered - Autopilot Meetup</title></head><body><main>"
              + "<h1>You're registered!</h1><p>Thank you for registering for the Autopilot Meetup. A confirmation is on its way to your inbox.</p></main></body></html>");
          return;
        }
        send(http, 422, page(fields, errors));
        return;
      }
      send(http, 200, page(Map.of(), Map.of()));
    } finally {
      http.close();
    }
  }

  private static Map<String, String> errors(Map<String, String> f) {
    Map<String, String> errors = new LinkedHashMap<>();
    if (f.getOrDefault("name", "").isBlank()) {
      errors.put("name", "Please enter your name");
    }
    if (!f.getOrDefault("email", "").matches("[^@\\s]+@[^@\\s]+\\.[^@\\s]+")) {
      errors.put("email", "Please enter a valid e-mail address");
    }
    if (f.getOrDefault("size", "").isBlank()) {
      errors.put("size", "Please choose a T-shirt size");
    }
    if (f.getOrDefault("dinner", "").isBlank()) {
      errors.put("dinner", "Please tell us whether you join the dinner");
    }
    if (!"yes".equals(f.get("coc"))) {
      errors.put("coc", "Please accept the code of conduct");
    }
    return errors;
  }

  private static String page(Map<String, String> f, Map<String, String> errors) {
    StringBuilder h = new StringBuilder("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Register - Autopilot Meetup</title></head><body><main>")
        .append("<h1>Autopilot Meetup, Friday 7 pm</h1><p>Talks, pizza and a dinner after. Seats are limited.</p>");
    if (!errors.isEmpty()) {
      h.append("<div role=\"alert\">Please fix the errors below.</div>");
    }
    h.append("<form method=\"post\" action=\"/meetup/register\">");
    h.append(field("name", "Your name", "text", "name", f, errors));
    h.append(field("email", "E-mail", "email", "email", f, errors));
    h.append("<p><label for=\"size\">T-shirt size</label> <select id=\"size\" name=\"size\" required>");
    for (String[] o : new String[][] {{"", "Choose a size"}, {"S", "Small"}, {"M", "Medium"}, {"L", "Large"}, {"XL", "Extra large"}}) {
      h.append("<option value=\"").append(o[0]).append('"').append(o[0].equals(f.getOrDefault("size", "-")) ? " selected" : "").append('>').append(o[1]).append("</option>");
    }
    h.append("</select>").append(error("size", errors)).append("</p>");
    h.append("<fieldset><legend>Will you join the dinner after the talks?</legend>")
        .append("<label><input type=\"radio\" name=\"dinner\" value=\"yes\" required> Yes, count me in</label> ")
        .append("<label><input type=\"radio\" name=\"dinner\" value=\"no\"> No, talks only</label>")
        .append(error("dinner", errors)).append("</fieldset>");
    h.append("<p><label for=\"diet\">Dietary requirements (optional)</label> <input id=\"diet\" name=\"diet\" type=\"text\"></p>");
    h.append("<p><label><input type=\"checkbox\" name=\"coc\" value=\"yes\" required> I accept the code of conduct</label>").append(error("coc", errors)).append("</p>");
    h.append("<button type=\"submit\">Register</button></form></main></body></html>");
    return h.toString();
  }

  private static String field(String name, String label, String type, String autocomplete, Map<String, String> f, Map<String, String> errors) {
    return "<p><label for=\"" + name + "\">" + label + "</label> <input id=\"" + name + "\" name=\"" + name + "\" type=\"" + type + "\" autocomplete=\"" + autocomplete
        + "\" required value=\"" + escape(f.getOrDefault(name, "")) + "\">" + error(name, errors) + "</p>";
  }

  private static String error(String name, Map<String, String> errors) {
    String e = errors.get(name);
    return e == null ? "" : " <span class=\"error\" role=\"alert\">" + e + "</span>";
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
  }

  private static Map<String, String> form(String body) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String pair : body.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String k = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
      String v = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      out.put(k, v);
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
