package dev.autopilot.store.http;

import static java.util.Objects.requireNonNull;
import static java.util.Objects.requireNonNullElse;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.sun.net.httpserver.HttpHandler;
import dev.autopilot.store.FailureStat;
import dev.autopilot.store.RunFilter;
import dev.autopilot.store.RunStatus;
import dev.autopilot.store.RunStore;
import dev.autopilot.store.StoreUnavailableException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The read-only diagnostics API over a {@link RunStore}, as plain requests and JSON responses, so
 * that a host mounts it in whatever server it runs ({@link #handle} from its own route, or {@link
 * #httpHandler()} in a JDK {@code HttpServer}) or starts it alone ({@link DiagnosticsServer}).
 *
 * <table>
 *   <caption>Routes (GET only; JSON; field names in snake_case; times ISO-8601 UTC)</caption>
 *   <tr><td>{@code /api/runs}</td><td>the newest runs: {@code {"runs": [...]}}; query parameters
 *       {@code status} ({@code RUNNING}, {@code DONE}, {@code MANUAL_REQUIRED}, {@code ABANDONED}),
 *       {@code failure_code}, {@code host}, {@code since}, {@code until} (ISO instants), {@code limit}
 *       (1 to 1000, default 50)</td></tr>
 *   <tr><td>{@code /api/stats/failures}</td><td>runs by failure code, most frequent first, each with
 *       an example run: {@code {"failures": [...]}}; parameter {@code since}</td></tr>
 *   <tr><td>{@code /api/runs/{id}/diagnostics}</td><td>one run's status, failure fields
 *       ({@code failure_class}, {@code failure_code}, {@code retry_count}, {@code last_error_snippet},
 *       {@code last_outcome_class}, {@code last_outcome_at}) and counters</td></tr>
 *   <tr><td>{@code /api/runs/{id}/trace-summary}</td><td>the run's events compressed: counts by
 *       type and the timeline of the telling ones</td></tr>
 * </table>
 *
 * <p>Errors are JSON too, {@code {"error": "..."}}: 400 for a bad parameter, 404 for an unknown
 * path or run, 405 for a method other than GET or HEAD, 503 when the store fails. Everything it serves
 * was redacted when stored. It has no authentication of its own: {@link DiagnosticsServer} binds
 * the loopback address unless told otherwise; a host that exposes it puts it behind its own.
 *
 * <p>Immutable and thread-safe.
 */
public final class DiagnosticsApi {
  /** The JSON media type of every response. */
  public static final String JSON_TYPE = "application/json; charset=utf-8";

  private static final ObjectMapper JSON = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .build();

  private final RunStore runs;

  private DiagnosticsApi(RunStore runs) {
    this.runs = runs;
  }

  /**
   * The API over this run store.
   *
   * @param runs the store it reads; the API never writes
   * @return a thread-safe API, to serve from any number of threads
   */
  public static DiagnosticsApi of(RunStore runs) {
    return new DiagnosticsApi(requireNonNull(runs, "runs"));
  }

  /**
   * A response.
   *
   * @param status the HTTP status
   * @param contentType always {@link #JSON_TYPE}
   * @param body the JSON text
   */
  public record Response(int status, String contentType, String body) {
    /**
     * A response.
     *
     * @param status the HTTP status: 200, or 400, 404, 405 or 503 with an error body
     * @param contentType always {@link #JSON_TYPE}; required
     * @param body the JSON text; required
     */
    public Response {
      requireNonNull(contentType, "contentType");
      requireNonNull(body, "body");
    }
  }

  /**
   * Answers one request. Never throws for a request: every failure is a response with its status.
   *
   * @param method the HTTP method, such as {@code GET}
   * @param target the request target: the path and, optionally, the query, such as {@code
   *     /api/runs?status=DONE&limit=10}; percent-encoded as on the wire
   * @return the JSON response; for {@code HEAD} the same as for {@code GET}, whose body the
   *     caller does not send
   */
  public Response handle(String method, String target) {
    requireNonNull(method, "method");
    requireNonNull(target, "target");
    if (!method.equals("GET") && !method.equals("HEAD")) {
      return error(405, "the diagnostics API is read-only: use GET");
    }
    URI uri;
    try {
      uri = URI.create(target);
    } catch (IllegalArgumentException e) {
      return error(400, "not a request target: " + e.getMessage());
    }
    String rawPath = uri.getRawPath() == null ? "" : uri.getRawPath();
    List<String> segments = java.util.Arrays.stream(rawPath.split("/")).filter(s -> !s.isEmpty()).map(DiagnosticsApi::decode).toList();
    try {
      Map<String, String> query = query(uri.getRawQuery());
      if (segments.equals(List.of("api", "runs"))) {
        return ok(Map.of("runs", runs.list(filter(query))));
      }
      if (segments.equals(List.of("api", "stats", "failures"))) {
        Instant since = instant(query, "since");
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("since", since);
        List<FailureStat> failures = runs.failureStats(since);
        body.put("failures", failures);
        return ok(body);
      }
      if (segments.size() == 4 && segments.get(0).equals("api") && segments.get(1).equals("runs")) {
        String id = segments.get(2);
        if (segments.get(3).equals("diagnostics")) {
          return runs.diagnostics(id).<Response>map(DiagnosticsApi::ok).orElseGet(() -> error(404, "no run " + id + " in the store"));
        }
        if (segments.get(3).equals("trace-summary")) {
          return runs.traceSummary(id).<Response>map(DiagnosticsApi::ok).orElseGet(() -> error(404, "no run " + id + " in the store"));
        }
      }
      return error(404, "no such resource: " + rawPath + "; the API has /api/runs, /api/stats/failures, /api/runs/{id}/diagnostics, /api/runs/{id}/trace-summary");
    } catch (BadRequest e) {
      return error(400, requireNonNullElse(e.getMessage(), e.toString()));
    } catch (StoreUnavailableException e) {
      return error(503, e.getMessage());
    }
  }

  /**
   * A handler for a JDK {@code HttpServer} context, answering as {@link #handle} does.
   *
   * @return a new handler over this API; it routes on the request's whole path, so mount it on
   *     {@code /api/} or {@code /}
   */
  public HttpHandler httpHandler() {
    return new JdkHandler(this);
  }

  private static RunFilter filter(Map<String, String> query) {
    RunFilter filter = RunFilter.all();
    String status = query.get("status");
    if (status != null) {
      try {
        filter = filter.withStatus(RunStatus.valueOf(status.toUpperCase(Locale.ROOT)));
      } catch (IllegalArgumentException e) {
        throw new BadRequest("status must be one of " + java.util.Arrays.toString(RunStatus.values()) + ", was " + status);
      }
    }
    filter = filter.withFailureCode(query.get("failure_code")).withHost(query.get("host")).withSince(instant(query, "since")).withUntil(instant(query, "until"));
    String limit = query.get("limit");
    if (limit != null) {
      try {
        filter = filter.withLimit(Integer.parseInt(limit));
      } catch (IllegalArgumentException e) {
        throw new BadRequest("limit must be a number from 1 to " + RunFilter.MAX_LIMIT + ", was " + limit);
      }
    }
    return filter;
  }

  private static @Nullable Instant instant(Map<String, String> query, String name) {
    String value = query.get(name);
    if (value == null) {
      return null;
    }
    try {
      return Instant.parse(value);
    } catch (DateTimeParseException e) {
      throw new BadRequest(name + " must be an ISO-8601 instant such as 2026-11-26T00:00:00Z, was " + value);
    }
  }

  private static Map<String, String> query(@Nullable String raw) {
    Map<String, String> out = new LinkedHashMap<>();
    if (raw == null || raw.isEmpty()) {
      return out;
    }
    for (String pair : raw.split("&")) {
      int eq = pair.indexOf('=');
      String name = decode(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
      if (!value.isEmpty()) {
        out.put(name, value);
      }
    }
    return out;
  }

  private static String decode(String s) {
    try {
      return URLDecoder.decode(s, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw new BadRequest("bad percent-encoding in " + s);
    }
  }

  private static Response ok(Object body) {
    return new Response(200, JSON_TYPE, json(body));
  }

  private static Response error(int status, String message) {
    return new Response(status, JSON_TYPE, json(Map.of("error", message)));
  }

  private static String json(Object body) {
    try {
      return JSON.writeValueAsString(body);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the API's records always serialize", e);
    }
  }

  /** A request the API cannot answer as asked. */
  private static final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadRequest(String message) {
      super(message);
    }
  }
}
