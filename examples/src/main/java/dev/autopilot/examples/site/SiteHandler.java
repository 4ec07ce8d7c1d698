package dev.autopilot.examples.site;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Routes the site's requests and holds what it accepted. Thread-safe. */
final class SiteHandler implements HttpHandler {
  static final int MAX_BODY_BYTES = 20 * 1024 * 1024;

  private static final Logger LOG = LoggerFactory.getLogger(SiteHandler.class);
  private static final Pattern POSTING = Pattern.compile("/jobs/(\\d{1,9})/?");
  private static final Pattern APPLY = Pattern.compile("/jobs/(\\d{1,9})/apply/?");
  private static final Pattern CONFIRMATION = Pattern.compile("/applications/([0-9a-f-]{36})/confirmation/?");
  private static final String HTML = "text/html; charset=utf-8";

  /** A follow-up question was asked: what the server keeps until the form comes back. */
  private record PendingFollowUp(String slug, @Nullable UploadedFile resume) {}

  private final Pages pages = new Pages(new Templates());
  private final Clock clock;
  private final List<Submission> submissions = new CopyOnWriteArrayList<>();
  private final Map<String, Submission> byApplicationId = new ConcurrentHashMap<>();
  private final Map<String, AtomicInteger> attempts = new ConcurrentHashMap<>();
  private final Map<String, PendingFollowUp> followUps = new ConcurrentHashMap<>();

  SiteHandler(Clock clock) {
    this.clock = clock;
  }

  List<Submission> submissions() {
    return List.copyOf(submissions);
  }

  int attempts(String slug) {
    AtomicInteger count = attempts.get(slug);
    return count == null ? 0 : count.get();
  }

  void reset() {
    submissions.clear();
    byApplicationId.clear();
    attempts.clear();
    followUps.clear();
  }

  @Override
  public void handle(HttpExchange exchange) throws IOException {
    try {
      route(exchange);
    } catch (IOException | RuntimeException e) {
      LOG.warn("demo site failed on {} {}", exchange.getRequestMethod(), exchange.getRequestURI(), e);
      if (exchange.getResponseCode() < 0) {
        send(exchange, 500, HTML, pages.message("Server error", "Something broke on our side", String.valueOf(e), "/", "Back to all jobs"));
      }
    } finally {
      exchange.close();
    }
  }

  private void route(HttpExchange exchange) throws IOException {
    String method = exchange.getRequestMethod();
    boolean read = method.equals("GET") || method.equals("HEAD");
    String path = exchange.getRequestURI().getPath();
    if (path.equals("/") || path.equals("/index.html")) {
      if (allowed(exchange, read, "GET, HEAD")) {
        send(exchange, 200, HTML, pages.index(Catalog.ENTRIES.stream().map(Catalog.Entry::posting).toList()));
      }
      return;
    }
    if (path.equals("/healthz")) {
      if (allowed(exchange, read, "GET, HEAD")) {
        send(exchange, 200, "text/plain; charset=utf-8", "ok\n");
      }
      return;
    }
    Matcher m = POSTING.matcher(path);
    if (m.matches()) {
      Catalog.@Nullable Entry entry = Catalog.byId(Integer.parseInt(m.group(1))).orElse(null);
      if (entry == null) {
        notFound(exchange);
      } else if (allowed(exchange, read, "GET, HEAD")) {
        send(exchange, 200, HTML, pages.posting(entry, FormState.BLANK));
      }
      return;
    }
    m = APPLY.matcher(path);
    if (m.matches()) {
      Catalog.@Nullable Entry entry = Catalog.byId(Integer.parseInt(m.group(1))).orElse(null);
      if (entry == null) {
        notFound(exchange);
      } else if (method.equals("POST")) {
        apply(exchange, entry);
      } else if (allowed(exchange, read, "GET, HEAD, POST")) {
        redirect(exchange, entry.posting().path());
      }
      return;
    }
    m = CONFIRMATION.matcher(path);
    if (m.matches()) {
      @Nullable Submission submission = byApplicationId.get(m.group(1));
      if (submission == null) {
        notFound(exchange);
      } else if (allowed(exchange, read, "GET, HEAD")) {
        Posting posting = Catalog.bySlug(submission.slug()).orElseThrow().posting();
        send(exchange, 200, HTML, pages.confirmation(posting, submission.applicationId()));
      }
      return;
    }
    notFound(exchange);
  }

  private void apply(HttpExchange exchange, Catalog.Entry entry) throws IOException {
    Posting posting = entry.posting();
    int attempt = attempts.computeIfAbsent(posting.slug(), k -> new AtomicInteger()).incrementAndGet();
    byte[] body = exchange.getRequestBody().readNBytes(MAX_BODY_BYTES + 1);
    if (body.length > MAX_BODY_BYTES) {
      send(exchange, 413, HTML, pages.message("Upload too large", "Upload too large",
          "The application and its files must stay under 20 MB.", posting.path(), "Back to the job posting"));
      return;
    }
    if (entry.behavior() == Behavior.SPAM) {
      exchange.getResponseHeaders().set("Retry-After", "3600");
      send(exchange, 429, HTML, pages.message("Application not accepted", "Application not accepted",
          "We could not accept your application: too many submissions from this device were flagged as spam.",
          posting.path(), "Back to the job posting"));
      return;
    }
    if (entry.behavior() == Behavior.FLAKY && attempt == 1) {
      exchange.getResponseHeaders().set("Retry-After", "1");
      send(exchange, 503, HTML, pages.message("Service temporarily unavailable",
          "Service temporarily unavailable — please try again in a moment",
          "Your application was not submitted; nothing was saved.", posting.path(), "Back to the job posting"));
      return;
    }
    FormData data;
    try {
      data = FormData.parse(body, exchange.getRequestHeaders().getFirst("Content-Type"));
    } catch (FormData.MalformedFormException e) {
      send(exchange, 400, HTML, pages.message("Bad request", "We could not read your application",
          "The form data was malformed: " + e.getMessage(), posting.path(), "Back to the job posting"));
      return;
    }
    if (entry.behavior() == Behavior.FOLLOW_UP) {
      applyWithFollowUp(exchange, entry, data);
      return;
    }
    Map<String, String> errors = Validator.validate(Catalog.fields(entry.behavior(), false), data, false);
    if (!errors.isEmpty()) {
      send(exchange, 422, HTML, pages.posting(entry, new FormState(data.firstValues(), errors, null, null, false)));
      return;
    }
    accept(exchange, posting, data, null);
  }

  /**
   * The first submit of a form session is answered with a follow-up question (and the resume is
   * kept); the second, carrying the session's token, is validated with that question.
   */
  private void applyWithFollowUp(HttpExchange exchange, Catalog.Entry entry, FormData data) throws IOException {
    Posting posting = entry.posting();
    @Nullable String token = data.first(Pages.TOKEN_FIELD);
    @Nullable PendingFollowUp pending = token == null ? null : followUps.get(token);
    if (pending != null && !pending.slug().equals(posting.slug())) {
      pending = null;
    }
    FormData.@Nullable FilePart upload = data.file("resume");
    @Nullable UploadedFile resume = upload != null && Catalog.accepted(upload.filename(), Catalog.RESUME_ACCEPT)
        ? uploaded(upload)
        : pending == null ? null : pending.resume();
    Map<String, String> errors = Validator.validate(Catalog.fields(entry.behavior(), true), data, resume != null);
    if (pending == null) {
      token = UUID.randomUUID().toString();
      errors.put(Catalog.EMAIL_CONFIRM.name(), Validator.REQUIRED);
    } else if (errors.isEmpty()) {
      followUps.remove(token);
      accept(exchange, posting, data, resume);
      return;
    }
    followUps.put(token, new PendingFollowUp(posting.slug(), resume));
    send(exchange, 422, HTML, pages.posting(entry, new FormState(data.firstValues(), ordered(entry, errors), resume, token, true)));
  }

  /** The errors in the order of the fields on the form. */
  private static Map<String, String> ordered(Catalog.Entry entry, Map<String, String> errors) {
    Map<String, String> out = new LinkedHashMap<>();
    for (FormField f : Catalog.fields(entry.behavior(), true)) {
      String message = errors.get(f.name());
      if (message != null) {
        out.put(f.name(), message);
      }
    }
    return out;
  }

  private void accept(HttpExchange exchange, Posting posting, FormData data, @Nullable UploadedFile remembered) throws IOException {
    List<UploadedFile> files = new ArrayList<>();
    for (FormData.FilePart part : data.files()) {
      files.add(uploaded(part));
    }
    if (remembered != null && data.file(remembered.fieldName()) == null) {
      files.add(remembered);
    }
    Submission submission = new Submission(UUID.randomUUID().toString(), posting.slug(), posting.id(), data.firstValues(), files,
        clock.instant());
    byApplicationId.put(submission.applicationId(), submission);
    submissions.add(submission);
    redirect(exchange, "/applications/" + submission.applicationId() + "/confirmation");
  }

  private static UploadedFile uploaded(FormData.FilePart part) {
    return new UploadedFile(part.fieldName(), part.filename(), part.contentType(), part.content().length);
  }

  private boolean allowed(HttpExchange exchange, boolean ok, String allow) throws IOException {
    if (!ok) {
      exchange.getResponseHeaders().set("Allow", allow);
      send(exchange, 405, HTML, pages.message("Method not allowed", "Method not allowed", "This page does not accept that request.",
          "/", "Back to all jobs"));
    }
    return ok;
  }

  private void notFound(HttpExchange exchange) throws IOException {
    send(exchange, 404, HTML, pages.message("Page not found", "Page not found", "There is nothing at this address.", "/", "Back to all jobs"));
  }

  private static void redirect(HttpExchange exchange, String location) throws IOException {
    exchange.getResponseHeaders().set("Location", location);
    exchange.getResponseHeaders().set("Cache-Control", "no-store");
    exchange.sendResponseHeaders(303, -1);
  }

  private static void send(HttpExchange exchange, int status, String contentType, String body) throws IOException {
    byte[] bytes = body.getBytes(UTF_8);
    exchange.getResponseHeaders().set("Content-Type", contentType);
    exchange.getResponseHeaders().set("Cache-Control", "no-store");
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, head ? -1 : bytes.length);
    if (!head) {
      exchange.getResponseBody().write(bytes);
    }
  }
}
