package dev.autopilot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.store.http.DiagnosticsApi;
import dev.autopilot.store.http.DiagnosticsServer;
import dev.autopilot.testkit.SampleRun;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The diagnostics API over real HTTP on 127.0.0.1, on a store the run store's sink filled. */
class DiagnosticsServerIT {
  static final ObjectMapper JSON = new ObjectMapper();
  static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  @TempDir static Path dir;
  static Store store;
  static DiagnosticsServer server;

  @BeforeAll
  static void start() {
    store = Store.open(StoreConfig.sqlite(dir));
    Runs.done("run-done", Duration.ZERO).forEach(store.runs().eventSink()::accept);
    Runs.blocked("run-blocked", Duration.ofMinutes(1)).forEach(store.runs().eventSink()::accept);
    Runs.killedAfter("run/killed 1", 10, Duration.ofMinutes(2)).forEach(store.runs().eventSink()::accept);
    server = DiagnosticsServer.start(DiagnosticsApi.of(store.runs()));
  }

  @AfterAll
  static void stop() {
    server.close();
    store.close();
  }

  static HttpResponse<String> get(String path) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(server.uri().resolve(path)).timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  static JsonNode json(String path, int status) throws Exception {
    HttpResponse<String> r = get(path);
    assertEquals(status, r.statusCode(), r.body());
    assertEquals(DiagnosticsApi.JSON_TYPE, r.headers().firstValue("Content-Type").orElseThrow());
    return JSON.readTree(r.body());
  }

  @Test
  void theServerListensOnLoopbackOnly() {
    assertEquals("127.0.0.1", server.uri().getHost());
  }

  @Test
  void runsAreListedNewestFirstWithTheirFailureFieldsAndFiltered() throws Exception {
    JsonNode runs = json("/api/runs", 200).get("runs");
    assertEquals(3, runs.size());
    assertEquals("run/killed 1", runs.get(0).get("request_id").asText());
    assertEquals("RUNNING", runs.get(0).get("status").asText());
    JsonNode blocked = runs.get(1);
    assertEquals("run-blocked", blocked.get("request_id").asText());
    assertEquals("external_blocked", blocked.get("failure_class").asText());
    assertEquals("SUBMIT_BLOCKED", blocked.get("failure_code").asText());
    assertEquals(1, blocked.get("retry_count").asInt());
    assertEquals("external_blocked", blocked.get("last_outcome_class").asText());
    assertTrue(blocked.get("last_outcome_at").asText().endsWith("Z"), blocked.toString());
    assertTrue(blocked.get("last_error_snippet").asText().contains("[email]"));

    JsonNode manual = json("/api/runs?status=manual_required&limit=5", 200).get("runs");
    assertEquals(1, manual.size());
    assertEquals("run-blocked", manual.get(0).get("request_id").asText());
    JsonNode since = json("/api/runs?since=" + SampleRun.START.plus(Duration.ofMinutes(1)), 200).get("runs");
    assertEquals(2, since.size());
    assertEquals(1, json("/api/runs?failure_code=SUBMIT_BLOCKED", 200).get("runs").size());
  }

  @Test
  void failureStatsCountByCodeWithAnExampleRun() throws Exception {
    JsonNode failures = json("/api/stats/failures", 200).get("failures");
    assertEquals(1, failures.size());
    assertEquals("SUBMIT_BLOCKED", failures.get(0).get("failure_code").asText());
    assertEquals(1, failures.get(0).get("runs").asInt());
    assertEquals("run-blocked", failures.get(0).get("example_request_id").asText());
  }

  @Test
  void oneRunsDiagnosticsAndTraceSummaryAreServedByItsId() throws Exception {
    JsonNode done = json("/api/runs/run-done/diagnostics", 200);
    assertEquals("DONE", done.get("status").asText());
    assertEquals(3, done.get("counters").get("steps").asInt());
    assertTrue(done.get("failure_code").isNull());
    JsonNode killed = json("/api/runs/run%2Fkilled%201/diagnostics", 200);
    assertEquals("RUNNING", killed.get("status").asText());
    assertTrue(killed.get("ended_at").isNull());
    JsonNode trace = json("/api/runs/run-blocked/trace-summary", 200);
    assertEquals(2, trace.get("events_by_type").get("submission_outcome_classified").asInt());
    JsonNode last = trace.get("timeline").get(trace.get("timeline").size() - 1);
    assertEquals("run_finished", last.get("type").asText());
    assertTrue(last.get("text").asText().startsWith("finished MANUAL_REQUIRED: SUBMIT_BLOCKED"));
  }

  @Test
  void errorsAreJsonWithTheirStatus() throws Exception {
    assertTrue(json("/api/runs/nope/diagnostics", 404).get("error").asText().contains("no run nope"));
    assertTrue(json("/api/runs/nope/trace-summary", 404).get("error").asText().contains("no run nope"));
    assertTrue(json("/api/elsewhere", 404).get("error").asText().contains("/api/runs"));
    assertTrue(json("/api/runs?status=SLEEPING", 400).get("error").asText().contains("status must be one of"));
    assertTrue(json("/api/runs?limit=0", 400).get("error").asText().contains("limit"));
    assertTrue(json("/api/stats/failures?since=yesterday", 400).get("error").asText().contains("ISO-8601"));
    HttpResponse<String> post = HTTP.send(HttpRequest.newBuilder(server.uri().resolve("/api/runs")).POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(405, post.statusCode());
    assertEquals("GET, HEAD", post.headers().firstValue("Allow").orElseThrow());
  }

  @Test
  void nothingServedHoldsATypedValue() throws Exception {
    String all = get("/api/runs").body() + get("/api/runs/run-blocked/trace-summary").body() + get("/api/runs/run-done/diagnostics").body();
    assertFalse(all.contains(SampleRun.EMAIL));
    assertFalse(all.contains("555-0123"));
  }
}
