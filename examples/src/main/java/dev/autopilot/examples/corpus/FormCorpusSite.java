package dev.autopilot.examples.corpus;

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
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The form corpus on {@code 127.0.0.1}: complete application forms written in the styles of
 * today's frontends, each at {@code /forms/{name}}, built on the real libraries served from
 * WebJars at {@code /webjars/...}. Every way a page can send its form is counted on the server:
 *
 * <ul>
 *   <li>{@code POST /api/{name}} (fetch, XHR, jQuery ajax, beacon; JSON, urlencoded or
 *       multipart): answers {@code 200 {"ok":true,"reference":"AP-…"}}; with {@code ?delayMs=n}
 *       it answers after n milliseconds (at most 60,000);
 *   <li>{@code POST /submit/{name}} (a plain form post): answers {@code 303} to the page's
 *       server-rendered confirmation {@code /forms/{name}/thanks?ref=…}, or with {@code
 *       ?back=1} to the form itself with {@code ?sent=…}, where the server renders a flash
 *       message in place of the page's {@code <!--flash-->} mark.
 * </ul>
 *
 * <p>The server binds the loopback address only and loads nothing from elsewhere. Thread-safe;
 * methods never return null.
 */
public final class FormCorpusSite implements AutoCloseable {
  /** The pages of the corpus, in the order of the index page. */
  public static final List<String> PAGES = List.of(
      "react-json", "react-wizard", "react-date-selects", "vue-inplace", "vue-toast", "jquery-toastr", "jquery-slide",
      "prg-classic", "prg-flash", "alert-answer", "confirm-send", "wizard-vanilla", "web-components", "rtl-arabic",
      "time-12h", "split-phone", "date-three-inputs", "date-parts-named", "date-sublabels", "flatpickr-date", "beacon", "xhr-legacy", "german-fetch",
      "chinese-fetch", "slow-answer",
      "wizard-step-forms",
      "widget-click",
      "late-render", "begin-button", "plain-button-submit",

      "widget-select2", "widget-chosen", "widget-selectric", "widget-tomselect",

      "widget-react-select", "widget-mui", "widget-jqueryui-autocomplete",


      "widget-jqueryui-datepicker", "widget-datepickers", "widget-masks", "widget-sliders-switches",


      "widget-contenteditable", "widget-custom-choices", "widget-file-button");

  private static final String ROOT = "/dev/autopilot/examples/corpus/";
  private static final String WEBJARS = "/META-INF/resources/webjars/";
  private static final Pattern API = Pattern.compile("/api/([a-z0-9-]+)");
  private static final Pattern SUBMIT = Pattern.compile("/submit/([a-z0-9-]+)");
  private static final Pattern THANKS = Pattern.compile("/forms/([a-z0-9-]+)/thanks");
  private static final Pattern FORM = Pattern.compile("/forms/([a-z0-9-]+)");
  private static final long MAX_DELAY_MILLIS = 60_000;

  private final HttpServer server;
  private final ExecutorService executor;
  private final URI baseUri;
  private final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();
  private final List<Received> received = new CopyOnWriteArrayList<>();
  private final AtomicInteger references = new AtomicInteger(1000);
  private final AtomicBoolean closed = new AtomicBoolean();
  private final Map<String, String> variants = new ConcurrentHashMap<>();

  /**
   * One submission the server received.
   *
   * @param page the corpus page it came from
   * @param contentType the request's content type, empty when none
   * @param body the request body as text
   */
  public record Received(String page, String contentType, String body) {}

  private FormCorpusSite(HttpServer server, ExecutorService executor) {
    this.server = server;
    this.executor = executor;
    this.baseUri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
  }

  /**
   * Starts the site on a free port of 127.0.0.1.
   *
   * @throws UncheckedIOException when the server cannot be bound
   */
  public static FormCorpusSite start() {
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress("127.0.0.1", new byte[] {127, 0, 0, 1}), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot bind the form corpus site to 127.0.0.1", e);
    }
    AtomicInteger n = new AtomicInteger();
    ExecutorService executor = Executors.newFixedThreadPool(8, r -> {
      Thread t = new Thread(r, "form-corpus-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    FormCorpusSite site = new FormCorpusSite(server, executor);
    server.createContext("/", site::handle);
    server.setExecutor(executor);
    server.start();
    return site;
  }

  /** The site's root, such as {@code http://127.0.0.1:41234/}. */
  public URI baseUri() {
    return baseUri;
  }

  /**
   * The URL of a corpus page.
   *
   * @throws IllegalArgumentException when the corpus has no such page
   */
  public URI pageUri(String page) {
    return baseUri.resolve("forms/" + known(page));
  }

  /** How many times a page's form reached the server since start or the last {@link #reset()}. */
  public int submissions(String page) {
    AtomicInteger c = counts.get(known(page));
    return c == null ? 0 : c.get();
  }

  /** Every submission received since start or the last {@link #reset()}, oldest first. */
  public List<Received> received() {
    return List.copyOf(received);
  }

  /**
   * Serves a variant of a page at the page's own address from now on: {@code <page>.<variant>.html}
   * (the same form re-styled, say: ids and classes renamed, fields reordered, a question
   * relabelled), or the page itself again when {@code variant} is null.
   *
   * @throws IllegalArgumentException when the corpus has no such page or no such variant of it
   */
  public void serveVariant(String page, @org.jspecify.annotations.Nullable String variant) {
    known(page);
    if (variant == null) {
      variants.remove(page);
      return;
    }
    if (FormCorpusSite.class.getResource(ROOT + page + "." + variant + ".html") == null) {
      throw new IllegalArgumentException("no variant '" + variant + "' of corpus page '" + page + "'");
    }
    variants.put(page, variant);
  }

  /** Forgets every count and submission. */
  public void reset() {
    counts.clear();
    received.clear();
  }

  private static String known(String page) {
    requireNonNull(page, "page");
    if (!PAGES.contains(page)) {
      throw new IllegalArgumentException("no corpus page '" + page + "'; there is " + PAGES);
    }
    return page;
  }

  private void handle(HttpExchange ex) throws IOException {
    try (ex) {
      String path = ex.getRequestURI().getPath();
      String method = ex.getRequestMethod();
      Matcher m;
      if (method.equals("POST") && (m = API.matcher(path)).matches() && PAGES.contains(m.group(1))) {
        String page = m.group(1);
        record(ex, page);
        long delay = Math.min(MAX_DELAY_MILLIS, longParam(ex, "delayMs"));
        if (delay > 0) {
          try {
            Thread.sleep(delay);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
          }
        }
        send(ex, 200, "application/json", "{\"ok\":true,\"reference\":\"AP-" + references.incrementAndGet() + "\"}");
      } else if (method.equals("POST") && (m = SUBMIT.matcher(path)).matches() && PAGES.contains(m.group(1))) {
        String page = m.group(1);
        record(ex, page);
        String ref = "AP-" + references.incrementAndGet();
        String to = "1".equals(param(ex, "back")) ? "/forms/" + page + "?sent=" + ref : "/forms/" + page + "/thanks?ref=" + ref;
        ex.getResponseHeaders().set("Location", to);
        ex.sendResponseHeaders(303, -1);
      } else if (method.equals("GET") && (m = THANKS.matcher(path)).matches() && PAGES.contains(m.group(1))) {
        String ref = param(ex, "ref").replaceAll("[^A-Z0-9-]", "");
        send(ex, 200, "text/html; charset=utf-8", text("thanks.html").replace("{{ref}}", ref));
      } else if (method.equals("GET") && (m = FORM.matcher(path)).matches() && PAGES.contains(m.group(1))) {
        String variant = variants.get(m.group(1));
        String html = text(m.group(1) + (variant == null ? "" : "." + variant) + ".html");
        String sent = param(ex, "sent").replaceAll("[^A-Z0-9-]", "");
        if (!sent.isEmpty()) {
          html = html.replace("<!--flash-->", "<div class=\"flash\" role=\"status\">Thank you! We received your application. Reference: "
              + sent + "</div>");
        }
        send(ex, 200, "text/html; charset=utf-8", html);
      } else if (method.equals("GET") && path.equals("/")) {
        StringBuilder list = new StringBuilder();
        for (String page : PAGES) {
          list.append("<li><a href=\"/forms/").append(page).append("\">").append(page).append("</a></li>");
        }
        send(ex, 200, "text/html; charset=utf-8", "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Form corpus</title></head>"
            + "<body><main><h1>Form corpus</h1><ul>" + list + "</ul></main></body></html>");
      } else if (method.equals("GET") && path.startsWith("/webjars/") && !path.contains("..")) {
        asset(ex, WEBJARS + path.substring("/webjars/".length()));
      } else if (method.equals("GET") && path.startsWith("/assets/") && !path.contains("..")) {
        asset(ex, ROOT + "assets/" + path.substring("/assets/".length()));
      } else {
        send(ex, 404, "text/plain; charset=utf-8", "not found");
      }
    }
  }

  private void record(HttpExchange ex, String page) throws IOException {
    String type = ex.getRequestHeaders().getFirst("Content-Type");
    String body;
    try (InputStream in = ex.getRequestBody()) {
      body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    counts.computeIfAbsent(page, k -> new AtomicInteger()).incrementAndGet();
    received.add(new Received(page, type == null ? "" : type, body));
  }

  private static void asset(HttpExchange ex, String resource) throws IOException {
    try (InputStream in = FormCorpusSite.class.getResourceAsStream(resource)) {
      if (in == null) {
        send(ex, 404, "text/plain; charset=utf-8", "not found");
        return;
      }
      byte[] body = in.readAllBytes();
      String type = resource.endsWith(".js") ? "text/javascript; charset=utf-8"
          : resource.endsWith(".css") ? "text/css; charset=utf-8" : "application/octet-stream";
      ex.getResponseHeaders().set("Content-Type", type);
      ex.getResponseHeaders().set("Cache-Control", "max-age=3600");
      ex.sendResponseHeaders(200, body.length);
      try (OutputStream out = ex.getResponseBody()) {
        out.write(body);
      }
    }
  }

  private static String text(String name) {
    try (InputStream in = FormCorpusSite.class.getResourceAsStream(ROOT + name)) {
      if (in == null) {
        throw new IllegalStateException("missing corpus resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void send(HttpExchange ex, int status, String type, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    ex.getResponseHeaders().set("Content-Type", type);
    ex.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = ex.getResponseBody()) {
      out.write(bytes);
    }
  }

  private static String param(HttpExchange ex, String name) {
    String query = ex.getRequestURI().getRawQuery();
    if (query == null) {
      return "";
    }
    for (String pair : query.split("&")) {
      int eq = pair.indexOf('=');
      String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
      if (key.equals(name)) {
        return eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      }
    }
    return "";
  }

  private static long longParam(HttpExchange ex, String name) {
    try {
      return Math.max(0, Long.parseLong(param(ex, name)));
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** Stops the server at once. Calling it again does nothing. */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      server.stop(0);
      executor.shutdownNow();
    }
  }

  /**
   * Serves the corpus until the process is stopped.
   *
   * @throws InterruptedException when interrupted while serving
   */
  public static void main(String[] args) throws InterruptedException {
    FormCorpusSite site = start();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      site.close();
      stopped.countDown();
    }));
    System.out.println("Form corpus at " + site.baseUri());
    for (String page : PAGES) {
      System.out.println("  " + site.pageUri(page));
    }
    stopped.await();
  }
}
