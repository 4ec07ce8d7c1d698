package dev.autopilot.llm.replay;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Replays recorded model exchanges on 127.0.0.1, or records them from a real endpoint.
 *
 * <p>Replaying answers the n-th request with the n-th recorded response. In strict mode
 * (the default) it first checks that the request asks what the recording asked (the same
 * messages, model aside); a request that differs is answered 409 with the index and a hint to
 * re-record, so a changed prompt fails loudly instead of getting a stale answer.
 *
 * <p>Recording ({@link #recording(URI, Path)}) forwards every request to the real endpoint, with
 * its headers (the key included, which is never written to the file), and writes each exchange to
 * the file as it completes.
 *
 * <p>Thread-safe; exchanges are served in arrival order.
 */
public final class ReplayModelServer extends ModelServerBase {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final List<Exchange> recorded;
  private final boolean strict;
  private final @Nullable URI upstream;
  private final @Nullable Path recordTo;
  private final List<Exchange> written = new ArrayList<>();
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  private int next;

  private ReplayModelServer(List<Exchange> recorded, boolean strict, @Nullable URI upstream, @Nullable Path recordTo) {
    this.recorded = List.copyOf(recorded);
    this.strict = strict;
    this.upstream = upstream;
    this.recordTo = recordTo;
  }

  /**
   * Starts a server on a free port of 127.0.0.1 that replays the exchanges of a file, strictly.
   *
   * @param file a file of exchanges, as {@link Exchange#read(Path)} reads it
   * @return the started server; the caller closes it
   * @throws java.io.UncheckedIOException when the file cannot be read or a line is not an exchange
   */
  public static ReplayModelServer replaying(Path file) {
    return new ReplayModelServer(Exchange.read(file), true, null, null);
  }

  /**
   * Starts a server on a free port of 127.0.0.1 that replays these exchanges.
   *
   * @param exchanges answered in this order, one per request; copied
   * @param strict whether each request must match its recording (path, messages and system
   *     prompt); a mismatch is answered 409. When false, the n-th response is sent whatever was
   *     asked
   * @return the started server; the caller closes it
   */
  public static ReplayModelServer replaying(List<Exchange> exchanges, boolean strict) {
    return new ReplayModelServer(requireNonNull(exchanges, "exchanges"), strict, null, null);
  }

  /**
   * Starts a server on a free port of 127.0.0.1 that forwards to a real endpoint and records every
   * exchange to the file. The key for the endpoint is read from {@code AUTOPILOT_LLM_API_KEY};
   * without it requests go out unauthenticated.
   *
   * @param upstreamBaseUrl the endpoint's base URL, such as {@code https://api.openai.com/v1}: the
   *     part of a request's path after {@code /v1} is appended to it
   * @param file rewritten whole after each exchange, so it holds every exchange so far even if
   *     the test stops early; the key is never written to it
   * @return the started server; the caller closes it
   */
  public static ReplayModelServer recording(URI upstreamBaseUrl, Path file) {
    return new ReplayModelServer(List.of(), false, requireNonNull(upstreamBaseUrl, "upstreamBaseUrl"), requireNonNull(file, "file"));
  }

  /**
   * How many recorded exchanges were used, a request answered 409 for differing from its
   * recording included.
   *
   * @return 0 while recording or before the first request
   */
  public synchronized int replayed() {
    return next;
  }

  @Override
  Exchange answer(String path, String body) throws IOException {
    if (upstream != null) {
      return forward(path, body);
    }
    Exchange e;
    int index;
    synchronized (this) {
      index = next;
      if (index >= recorded.size()) {
        return new Exchange(path, body, 500, Map.of("Content-Type", "text/plain"), "replay has no exchange left (" + recorded.size() + " recorded); re-record the exchanges");
      }
      e = recorded.get(index);
      next++;
    }
    if (strict) {
      String why = mismatch(e, path, body);
      if (why != null) {
        return new Exchange(path, body, 409, Map.of("Content-Type", "text/plain"), "request " + (index + 1) + " differs from its recording: " + why + "; re-record the exchanges");
      }
    }
    return new Exchange(path, body, e.status(), e.headers(), e.response());
  }

  private static @Nullable String mismatch(Exchange e, String path, String body) {
    if (!e.path().equals(path)) {
      return "path " + path + " instead of " + e.path();
    }
    try {
      JsonNode want = JSON.readTree(e.request());
      JsonNode got = JSON.readTree(body);
      JsonNode wantMessages = want.path("messages");
      JsonNode gotMessages = got.path("messages");
      if (!wantMessages.equals(gotMessages)) {
        return "other messages";
      }
      if (!want.path("system").equals(got.path("system"))) {
        return "another system prompt";
      }
      return null;
    } catch (IOException ex) {
      return e.request().equals(body) ? null : "another body";
    }
  }

  private Exchange forward(String path, String body) throws IOException {
    // clients are given http://127.0.0.1:port/v1 as their base URL: what follows /v1 goes after the upstream's base URL
    String base = String.valueOf(upstream);
    String rest = path.startsWith("/v1/") ? path.substring(3) : path;
    URI target = URI.create((base.endsWith("/") ? base.substring(0, base.length() - 1) : base) + rest);
    HttpRequest.Builder req = HttpRequest.newBuilder(target).timeout(Duration.ofMinutes(2)).POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    req.header("Content-Type", "application/json");
    forwardedHeaders().forEach(req::header);
    HttpResponse<String> resp;
    try {
      resp = http.send(req.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    Map<String, String> headers = new LinkedHashMap<>();
    resp.headers().firstValue("Content-Type").ifPresent(v -> headers.put("Content-Type", v));
    resp.headers().firstValue("Retry-After").ifPresent(v -> headers.put("Retry-After", v));
    Exchange e = new Exchange(path, body, resp.statusCode(), headers, resp.body());
    synchronized (this) {
      written.add(e);
      Exchange.write(requireNonNull(recordTo, "a forwarding server records: recording() sets both"), written);
    }
    return e;
  }

  /** Credentials for the upstream come from the environment, never from a file. */
  private static Map<String, String> forwardedHeaders() {
    Map<String, String> h = new LinkedHashMap<>();
    String key = System.getenv("AUTOPILOT_LLM_API_KEY");
    if (key != null && !key.isBlank()) {
      h.put("Authorization", "Bearer " + key);
      h.put("x-api-key", key);
      h.put("anthropic-version", "2023-06-01");
    }
    return h;
  }
}
