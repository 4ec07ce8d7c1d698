package dev.autopilot.examples.blind;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * The blind form corpus on {@code 127.0.0.1}. Each page is a folder {@code pages/<name>/} of the
 * classpath package {@code dev/autopilot/examples/blind/} holding {@code index.html}, its own
 * scripts and styles, an optional {@code thanks.html} and a {@code case.json}; {@code
 * pages/index.txt} names the folders, one a line (a jar's folders cannot be listed).
 *
 * <ul>
 *   <li>{@code GET /blind/<name>/} serves {@code index.html}, {@code GET /blind/<name>/<file>}
 *       the folder's other files; {@code GET /webjars/...} serves {@code
 *       META-INF/resources/webjars/...} from the classpath (WebJars and widget-bundles);
 *   <li>{@code POST /blind/<name>/api/submit} (fetch or XHR; JSON, urlencoded or multipart) is a
 *       submission, answered as the {@code server} block of the page's {@code case.json} says:
 *       {@code status} (200), {@code delayMs} (0), {@code body} (JSON, default {@code
 *       {"ok":true,"reference":"REF-<n>"}}; the text {@code {{ref}}} in it becomes the
 *       reference), and {@code reject}: a list of {@code {"field", "pattern", "status", "body"}}
 *       rules, each answering its status and body when the posted field (as {@link
 *       Received#fields()} names it) does not match the whole pattern;
 *   <li>{@code POST /blind/<name>/form} (a plain form post) is a submission answered {@code 303}
 *       to {@code /blind/<name>/thanks?ref=REF-<n>}, which serves {@code thanks.html} (its
 *       {@code {{ref}}} replaced) or a generic thank-you page;
 *   <li>{@code POST /blind/<name>/graphql} is a submission when its body holds a {@code
 *       mutation} (answered {@code {"data":{"<field>":{"ok":true,"reference":"REF-<n>"}}}}, the
 *       field being the mutation's first); a query is answered {@code {"data":{}}}, not counted.
 * </ul>
 *
 * <p>GETs are never counted. A request answered with a status of 400 or more is counted as
 * {@linkplain #rejected(String) rejected}, not as a submission. A page that "submits" without a
 * request counts in its own {@code window.__blindSubmissions} instead (its case says {@code
 * "counted": "page"}).
 *
 * <p>The server binds the loopback address only, and its pages load nothing from elsewhere.
 * Thread-safe: requests are served on a pool of its own threads while the counts are read from
 * others. No method returns null, and no parameter may be null.
 */
public final class BlindCorpusSite implements AutoCloseable {
  /** The classpath folder of the blind corpus. */
  public static final String ROOT = "/dev/autopilot/examples/blind/";
  /** The blind corpus: forms of real libraries, for the job-application pack. */
  public static final String BLIND = "blind";
  /** The domains corpus: forms of many domains, filled from files of values. */
  public static final String DOMAINS = "domains";
  /** The second domains corpus: forms of other domains, written blind, filled from files of values. */
  public static final String DOMAINS2 = "domains2";
  /** The third domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS3 = "domains3";
  /** The fourth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS4 = "domains4";
  /** The fifth domains corpus: forms of further domains, written blind, filled from files of values. */
  public static final String DOMAINS5 = "domains5";
  /** The sixth domains corpus: forms of yet further domains, written blind, filled from files of values. */
  public static final String DOMAINS6 = "domains6";
  /** The seventh domains corpus: forms of more domains, written blind, filled from files of values. */
  public static final String DOMAINS7 = "domains7";
  /** The eighth domains corpus: forms of still more domains, written blind, filled from files of values. */
  public static final String DOMAINS8 = "domains8";
  /** The ninth domains corpus: forms of yet more domains, written blind, filled from files of values. */
  public static final String DOMAINS9 = "domains9";
  /** The tenth domains corpus: forms of further domains again, written blind, filled from files of values. */
  public static final String DOMAINS10 = "domains10";
  /** The eleventh domains corpus: forms of yet further domains again, written blind, filled from files of values. */
  public static final String DOMAINS11 = "domains11";
  /** The twelfth domains corpus: forms of still further domains, written blind, filled from files of values. */
  public static final String DOMAINS12 = "domains12";
  /** The thirteenth domains corpus: forms of other domains still, written blind, filled from files of values. */
  public static final String DOMAINS13 = "domains13";
  /** The fourteenth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS14 = "domains14";
  /** The fifteenth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS15 = "domains15";
  /** The sixteenth domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS16 = "domains16";
  /** The seventeenth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS17 = "domains17";
  /** The eighteenth domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS18 = "domains18";
  /** The nineteenth domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS19 = "domains19";
  /** The twentieth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS20 = "domains20";
  /** The twenty-first domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS21 = "domains21";
  /** The twenty-second domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS22 = "domains22";
  /** The twenty-third domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS23 = "domains23";
  /** The twenty-fourth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS24 = "domains24";
  /** The twenty-fifth domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS25 = "domains25";
  /** The twenty-sixth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS26 = "domains26";
  /** The twenty-seventh domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS27 = "domains27";
  /** The twenty-eighth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS28 = "domains28";
  /** The twenty-ninth domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS29 = "domains29";
  /** The thirtieth domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS30 = "domains30";
  /** The thirty-first domains corpus: forms of still other domains, written blind, filled from files of values. */
  public static final String DOMAINS31 = "domains31";
  /** The thirty-second domains corpus: forms of yet other domains, written blind, filled from files of values. */
  public static final String DOMAINS32 = "domains32";
  /** The thirty-third domains corpus: forms in the markup of form builders and component libraries, written blind, filled from files of values. */
  public static final String DOMAINS33 = "domains33";

  private static final String WEBJARS = "/META-INF/resources/webjars/";
  private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]*");
  private static final Pattern FILE = Pattern.compile("/[A-Za-z0-9_.-]+");
  private static final Pattern MUTATION_FIELD = Pattern.compile("\\bmutation\\b[^{]*\\{\\s*([A-Za-z_][A-Za-z0-9_]*)");
  private static final long MAX_DELAY_MILLIS = 60_000;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final HttpServer server;
  private final ExecutorService executor;
  private final URI baseUri;
  private final List<String> pages;
  private final String corpus;
  private final Pattern pagePath;
  private final Map<String, AtomicInteger> rejected = new ConcurrentHashMap<>();
  private final Map<String, List<Received>> received = new ConcurrentHashMap<>();
  private final AtomicInteger references = new AtomicInteger(1000);
  private final AtomicBoolean closed = new AtomicBoolean();

  /**
   * One submission the server accepted.
   *
   * @param page the page it came from
   * @param path the request path, such as {@code /blind/formik-yup/api/submit}
   * @param contentType the request's content type, empty when none
   * @param body the request body as text (UTF-8)
   * @param fields the body's fields in order: form fields by name (a file by its file name,
   *     repeated names joined with a comma), JSON flattened to dotted paths ({@code
   *     variables.input.email}, {@code skills[0]}), every value as text
   */
  public record Received(String page, String path, String contentType, String body, Map<String, String> fields) {
    /** Copies the fields. */
    public Received {
      fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }
  }

  private BlindCorpusSite(String corpus, HttpServer server, ExecutorService executor, List<String> pages) {
    this.corpus = corpus;
    this.pagePath = Pattern.compile("/" + corpus + "/([a-z0-9][a-z0-9-]*)(/.*)?");
    this.server = server;
    this.executor = executor;
    this.pages = pages;
    this.baseUri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
  }

  /**
   * Starts the site on a free port of 127.0.0.1.
   *
   * @throws UncheckedIOException when the server cannot be bound or the page index is unreadable
   */
  public static BlindCorpusSite start() {
    return start(BLIND);
  }

  /**
   * Starts the site of a corpus ({@link #BLIND}, {@link #DOMAINS}, {@link #DOMAINS2} to {@link #DOMAINS12}: a classpath folder {@code
   * dev/autopilot/examples/<corpus>/pages/} laid out as the class comment says, served under
   * {@code /<corpus>/}) on a free port of 127.0.0.1.
   *
   * @throws UncheckedIOException when the server cannot be bound or the page index is unreadable
   */
  public static BlindCorpusSite start(String corpus) {
    List<String> pages = readIndex(corpus);
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress("127.0.0.1", new byte[] {127, 0, 0, 1}), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot bind the blind corpus site to 127.0.0.1", e);
    }
    AtomicInteger n = new AtomicInteger();
    ExecutorService executor = Executors.newFixedThreadPool(8, r -> {
      Thread t = new Thread(r, "blind-corpus-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    BlindCorpusSite site = new BlindCorpusSite(corpus, server, executor, pages);
    server.createContext("/", site::handle);
    server.setExecutor(executor);
    server.start();
    return site;
  }

  /** The pages of {@code pages/index.txt}, in its order (sorted). */
  public List<String> pages() {
    return pages;
  }

  /** The site's root, such as {@code http://127.0.0.1:41234/}. */
  public URI baseUri() {
    return baseUri;
  }

  /**
   * The URL of a page, such as {@code http://127.0.0.1:41234/blind/formik-yup/}.
   *
   * @throws IllegalArgumentException when the corpus has no such page
   */
  public URI pageUri(String name) {
    return baseUri.resolve(corpus + "/" + known(name) + "/");
  }

  /**
   * The text of a file of a page's folder, such as its {@code case.json}.
   *
   * @throws IllegalArgumentException when the corpus has no such page or the folder no such file
   */
  public static String pageFile(String name, String file) {
    return pageFile(BLIND, name, file);
  }

  /** The text of a file of a page's folder in a corpus; see {@link #pageFile(String, String)}. */
  public static String pageFile(String corpus, String name, String file) {
    String text = resource(pagesRoot(corpus) + requireNonNull(name, "name") + "/" + requireNonNull(file, "file"));
    if (text == null) {
      throw new IllegalArgumentException("the " + corpus + " corpus page '" + name + "' has no " + file);
    }
    return text;
  }

  private static String pagesRoot(String corpus) {
    if (!NAME.matcher(requireNonNull(corpus, "corpus")).matches()) {
      throw new IllegalArgumentException("a corpus is named by lower-case letters, digits and dashes: " + corpus);
    }
    return "/dev/autopilot/examples/" + corpus + "/pages/";
  }

  /** How many submissions of a page the server accepted since start or the last {@link #reset()}. */
  public int submissions(String name) {
    return received(name).size();
  }

  /** How many requests of a page the server answered with an error status (400 or more). */
  public int rejected(String name) {
    AtomicInteger c = rejected.get(known(name));
    return c == null ? 0 : c.get();
  }

  /** The submissions of a page the server accepted since start or the last {@link #reset()}, oldest first. */
  public List<Received> received(String name) {
    List<Received> list = received.get(known(name));
    return list == null ? List.of() : List.copyOf(list);
  }

  /** Forgets every count and submission. */
  public void reset() {
    received.clear();
    rejected.clear();
  }

  /** Forgets the counts and submissions of one page, leaving the other pages' alone (pages run side by side). */
  public void reset(String name) {
    String page = known(name);
    received.remove(page);
    rejected.remove(page);
  }

  /** Stops the server; idempotent. */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      server.stop(0);
      executor.shutdownNow();
    }
  }

  private String known(String name) {
    requireNonNull(name, "name");
    if (!pages.contains(name)) {
      throw new IllegalArgumentException("no " + corpus + " corpus page '" + name + "'; there is " + pages);
    }
    return name;
  }

  private static List<String> readIndex(String corpus) {
    try (InputStream in = BlindCorpusSite.class.getResourceAsStream(pagesRoot(corpus) + "index.txt")) {
      if (in == null) {
        throw new UncheckedIOException(new IOException("the " + corpus + " corpus has no pages/index.txt"));
      }
      List<String> names = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
          .map(String::strip)
          .filter(l -> !l.isEmpty() && !l.startsWith("#"))
          .distinct()
          .sorted()
          .collect(Collectors.toList());
      for (String name : names) {
        if (!NAME.matcher(name).matches()) {
          throw new IllegalStateException("pages/index.txt names '" + name + "': lower-case letters, digits and dashes only");
        }
      }
      return List.copyOf(names);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void handle(HttpExchange ex) throws IOException {
    try (ex) {
      String path = ex.getRequestURI().getPath();
      String method = ex.getRequestMethod();
      Matcher m = pagePath.matcher(path);
      if (method.equals("GET") && path.startsWith("/webjars/") && !path.contains("..")) {
        file(ex, WEBJARS + path.substring("/webjars/".length()), true);
      } else if (m.matches() && pages.contains(m.group(1))) {
        page(ex, method, m.group(1), m.group(2) == null ? "" : m.group(2));
      } else if (method.equals("GET") && path.equals("/")) {
        StringBuilder list = new StringBuilder();
        for (String page : pages) {
          list.append("<li><a href=\"/" + corpus + "/").append(page).append("/\">").append(page).append("</a></li>");
        }
        send(ex, 200, "text/html; charset=utf-8", "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Blind form corpus</title>"
            + "</head><body><main><h1>Blind form corpus</h1><ul>" + list + "</ul></main></body></html>");
      } else if (method.equals("GET") && path.equals("/favicon.ico")) {
        ex.sendResponseHeaders(204, -1);
      } else {
        send(ex, 404, "text/plain; charset=utf-8", "not found");
      }
    }
  }

  private void page(HttpExchange ex, String method, String page, String rest) throws IOException {
    if (method.equals("GET")) {
      if (rest.isEmpty()) {
        ex.getResponseHeaders().set("Location", "/" + corpus + "/" + page + "/");
        ex.sendResponseHeaders(301, -1);
      } else if (rest.equals("/")) {
        file(ex, pagesRoot(corpus) + page + "/index.html", false);
      } else if (rest.equals("/thanks") || rest.equals("/thanks/")) {
        String ref = param(ex, "ref").replaceAll("[^A-Z0-9-]", "");
        String html = resource(pagesRoot(corpus) + page + "/thanks.html");
        if (html == null) {
          html = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Thank you</title></head><body><main>"
              + "<h1>Thank you</h1><p role=\"status\">Thank you, your submission was received. Reference {{ref}}</p></main></body></html>";
        }
        send(ex, 200, "text/html; charset=utf-8", html.replace("{{ref}}", ref));
      } else if (FILE.matcher(rest).matches() && !rest.equals("/case.json")) {
        file(ex, pagesRoot(corpus) + page + rest, false);
      } else {
        send(ex, 404, "text/plain; charset=utf-8", "not found");
      }
      return;
    }
    if (!method.equals("POST")) {
      send(ex, 405, "text/plain; charset=utf-8", "method not allowed");
      return;
    }
    Received r = read(ex, page);
    JsonNode server = serverOptions(page);
    switch (rest) {
      case "/api/submit" -> {
        sleep(server.path("delayMs").asLong(0));
        for (JsonNode rule : server.path("reject")) {
          String value = r.fields().getOrDefault(rule.path("field").asText(), "");
          if (!matches(rule.path("pattern").asText(""), value)) {
            int status = rule.path("status").asInt(422);
            reject(page);
            send(ex, status, "application/json", rule.has("body") ? rule.get("body").toString() : "{\"ok\":false}");
            return;
          }
        }
        int status = server.path("status").asInt(200);
        String ref = "REF-" + references.incrementAndGet();
        String body = server.has("body") ? server.get("body").toString().replace("{{ref}}", ref)
            : "{\"ok\":true,\"reference\":\"" + ref + "\"}";
        if (status >= 400) {
          reject(page);
        } else {
          accept(r);
        }
        send(ex, status, "application/json", body);
      }
      case "/form" -> {
        String ref = "REF-" + references.incrementAndGet();
        accept(r);
        ex.getResponseHeaders().set("Location", "/" + corpus + "/" + page + "/thanks?ref=" + ref);
        ex.sendResponseHeaders(303, -1);
      }
      case "/graphql" -> {
        String query = "";
        try {
          query = JSON.readTree(r.body()).path("query").asText("");
        } catch (IOException e) {
          // not JSON: not a mutation
        }
        Matcher field = MUTATION_FIELD.matcher(query);
        if (!field.find()) {
          send(ex, 200, "application/json", "{\"data\":{}}");
          return;
        }
        sleep(server.path("delayMs").asLong(0));
        String ref = "REF-" + references.incrementAndGet();
        accept(r);
        ObjectNode answer = JSON.createObjectNode();
        ObjectNode result = answer.putObject("data").putObject(field.group(1));
        result.put("ok", true);
        result.put("reference", ref);
        send(ex, 200, "application/json", answer.toString());
      }
      default -> send(ex, 404, "text/plain; charset=utf-8", "not found");
    }
  }

  private static boolean matches(String pattern, String value) {
    try {
      return Pattern.compile(pattern).matcher(value).matches();
    } catch (PatternSyntaxException e) {
      throw new IllegalStateException("a reject rule's pattern is not a regular expression: " + pattern, e);
    }
  }

  private void accept(Received r) {
    received.computeIfAbsent(r.page(), k -> new CopyOnWriteArrayList<>()).add(r);
  }

  private void reject(String page) {
    rejected.computeIfAbsent(page, k -> new AtomicInteger()).incrementAndGet();
  }

  private JsonNode serverOptions(String page) {
    String text = resource(pagesRoot(corpus) + page + "/case.json");
    if (text == null) {
      return JSON.createObjectNode();
    }
    try {
      return JSON.readTree(text).path("server");
    } catch (IOException e) {
      throw new IllegalStateException("the case.json of " + page + " is not JSON", e);
    }
  }

  private static void sleep(long millis) {
    long delay = Math.min(MAX_DELAY_MILLIS, Math.max(0, millis));
    if (delay > 0) {
      try {
        Thread.sleep(delay);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private static Received read(HttpExchange ex, String page) throws IOException {
    String type = ex.getRequestHeaders().getFirst("Content-Type");
    type = type == null ? "" : type;
    byte[] bytes;
    try (InputStream in = ex.getRequestBody()) {
      bytes = in.readAllBytes();
    }
    String body = new String(bytes, StandardCharsets.UTF_8);
    return new Received(page, ex.getRequestURI().getPath(), type, body, fields(type, bytes));
  }

  /** The fields of a request body of the given content type (see {@link Received#fields()}). */
  static Map<String, String> fields(String contentType, byte[] body) {
    String type = contentType.toLowerCase(Locale.ROOT);
    Map<String, String> fields = new LinkedHashMap<>();
    String text = new String(body, StandardCharsets.UTF_8);
    if (type.startsWith("multipart/form-data")) {
      Matcher b = Pattern.compile("boundary=\"?([^\";]+)\"?").matcher(contentType);
      if (b.find()) {
        multipart(new String(body, StandardCharsets.ISO_8859_1), b.group(1), fields);
      }
    } else if (type.startsWith("application/x-www-form-urlencoded")) {
      for (String pair : text.split("&")) {
        if (pair.isEmpty()) {
          continue;
        }
        int eq = pair.indexOf('=');
        String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
        String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
        fields.merge(name, value, (a, c) -> a + "," + c);
      }
    } else {
      try {
        flatten("", JSON.readTree(text), fields);
      } catch (IOException e) {
        // neither JSON nor a form: no fields
      }
    }
    return fields;
  }

  private static void multipart(String latin1, String boundary, Map<String, String> fields) {
    for (String part : latin1.split("--" + Pattern.quote(boundary))) {
      int split = part.indexOf("\r\n\r\n");
      if (split < 0) {
        continue;
      }
      String head = part.substring(0, split);
      String value = part.substring(split + 4);
      if (value.endsWith("\r\n")) {
        value = value.substring(0, value.length() - 2);
      }
      Matcher name = Pattern.compile("(?i)\\bname=\"([^\"]*)\"").matcher(head);
      if (!name.find()) {
        continue;
      }
      Matcher file = Pattern.compile("(?i)\\bfilename=\"([^\"]*)\"").matcher(head);
      String text = file.find() ? file.group(1) : value;
      String decoded = new String(text.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
      String key = new String(name.group(1).getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
      fields.merge(key, decoded, (a, c) -> a + "," + c);
    }
  }

  private static void flatten(String prefix, JsonNode node, Map<String, String> fields) {
    if (node.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> it = node.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        flatten(prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey(), e.getValue(), fields);
      }
    } else if (node.isArray()) {
      List<String> scalars = new ArrayList<>();
      for (int i = 0; i < node.size(); i++) {
        flatten(prefix + "[" + i + "]", node.get(i), fields);
        if (node.get(i).isValueNode()) {
          scalars.add(node.get(i).asText());
        }
      }
      if (scalars.size() == node.size()) {
        fields.put(prefix, String.join(",", scalars));
      }
    } else if (!prefix.isEmpty()) {
      fields.put(prefix, node.isNull() ? "" : node.asText());
    }
  }

  private static String param(HttpExchange ex, String name) {
    String query = ex.getRequestURI().getRawQuery();
    if (query == null) {
      return "";
    }
    for (String pair : query.split("&")) {
      int eq = pair.indexOf('=');
      if (eq > 0 && pair.substring(0, eq).equals(name)) {
        return URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      }
    }
    return "";
  }

  private static @Nullable String resource(String name) {
    try (InputStream in = BlindCorpusSite.class.getResourceAsStream(name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void file(HttpExchange ex, String resource, boolean cache) throws IOException {
    try (InputStream in = BlindCorpusSite.class.getResourceAsStream(resource)) {
      if (in == null) {
        send(ex, 404, "text/plain; charset=utf-8", "not found");
        return;
      }
      byte[] body = in.readAllBytes();
      ex.getResponseHeaders().set("Content-Type", contentType(resource));
      ex.getResponseHeaders().set("Cache-Control", cache ? "max-age=3600" : "no-store");
      ex.sendResponseHeaders(200, body.length);
      try (OutputStream out = ex.getResponseBody()) {
        out.write(body);
      }
    }
  }

  private static String contentType(String resource) {
    String ext = resource.substring(resource.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
    return switch (ext) {
      case "html", "htm" -> "text/html; charset=utf-8";
      case "js", "mjs" -> "text/javascript; charset=utf-8";
      case "css" -> "text/css; charset=utf-8";
      case "json", "map" -> "application/json";
      case "svg" -> "image/svg+xml";
      case "png" -> "image/png";
      case "woff2" -> "font/woff2";
      case "woff" -> "font/woff";
      case "pdf" -> "application/pdf";
      case "txt" -> "text/plain; charset=utf-8";
      default -> "application/octet-stream";
    };
  }

  private static void send(HttpExchange ex, int status, String type, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    ex.getResponseHeaders().set("Content-Type", type);
    ex.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = ex.getResponseBody()) {
      out.write(bytes);
    }
  }
}
