package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.observability.Redactor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.store.Store;
import dev.autopilot.store.StoreConfig;
import dev.autopilot.store.http.DiagnosticsApi;
import dev.autopilot.store.http.DiagnosticsServer;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real runs in Chromium against the demo job site (a confirmed application, the same again, a spam
 * block) write the run store through its event sink, and the locator cache and trajectory memory
 * kept in the same SQLite store; the diagnostics API serves them over real HTTP; nothing in the
 * store is a profile value.
 */
@Timeout(180)
class StoreDiagnosticsIT {
  static final ObjectMapper JSON = new ObjectMapper();
  static final HttpClient HTTP = HttpClient.newHttpClient();
  static DemoJobSite site;
  static Profile profile;
  static Store store;
  static DiagnosticsServer server;
  static RunResult classic;
  static RunResult classicAgain;
  static RunResult spam;

  @BeforeAll
  static void runThreeApplications(@TempDir Path dir) {
    site = DemoJobSite.start();
    profile = SampleProfile.extractTo(dir.resolve("profile"));
    Redactor redactor = Redactor.standard().withPersonalValues(profile.personalValues());
    store = Store.open(StoreConfig.builder().sqlite(dir.resolve("store")).redactor(redactor).build());
    Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder()
        .addEventSink(store.runs().eventSink())
        .locatorCache(store.locatorCache(MemoryPolicy.DEFAULT))
        .memory(store.trajectories(MemoryPolicy.DEFAULT))
        .sleeper(d -> { })
        .build();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      classic = run(autopilot, browser, "classic", "run-classic");
      classicAgain = run(autopilot, browser, "classic", "run-classic-again");
      spam = run(autopilot, browser, "spam", "run-spam");
    }
    server = DiagnosticsServer.start(DiagnosticsApi.of(store.runs()));
  }

  private static RunResult run(Orchestrator autopilot, PlaywrightBrowser browser, String posting, String requestId) {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot.run(session, Task.of("apply to " + posting, site.postingUri(posting)), RunOptions.defaults().withRequestId(requestId));
    }
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
    if (store != null) {
      store.close();
    }
    site.close();
  }

  static JsonNode get(String path) throws Exception {
    HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(server.uri().resolve(path)).timeout(Duration.ofSeconds(10)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode(), r.body());
    return JSON.readTree(r.body());
  }

  @Test
  void theRunsAreListedWithWhatTheyEndedIn() throws Exception {
    assertEquals(RunState.DONE, classic.finalState());
    assertEquals(RunState.MANUAL_REQUIRED, spam.finalState());
    JsonNode runs = get("/api/runs").get("runs");
    assertEquals(RunState.DONE, classicAgain.finalState());
    assertEquals(List.of("run-spam", "run-classic-again", "run-classic"),
        List.of(runs.get(0).get("request_id").asText(), runs.get(1).get("request_id").asText(), runs.get(2).get("request_id").asText()));
    assertEquals("DONE", runs.get(2).get("status").asText());
    assertEquals("127.0.0.1", runs.get(2).get("host").asText());
    JsonNode done = get("/api/runs?status=DONE").get("runs");
    assertEquals(2, done.size());
  }

  @Test
  void aDoneRunHasItsCountersAndASpamBlockItsFailureFields() throws Exception {
    JsonNode classicRun = get("/api/runs/run-classic/diagnostics");
    assertEquals("DONE", classicRun.get("status").asText());
    assertTrue(classicRun.get("failure_code").isNull());
    assertEquals(0, classicRun.get("retry_count").asInt());
    assertEquals("success_confirmed", classicRun.get("last_outcome_class").asText());
    assertEquals(classic.counters().snapshots(), classicRun.get("counters").get("snapshots").asInt());

    JsonNode spamRun = get("/api/runs/run-spam/diagnostics");
    assertEquals("MANUAL_REQUIRED", spamRun.get("status").asText());
    assertEquals("external_blocked", spamRun.get("failure_class").asText());
    assertEquals(spam.manualReason().code().name(), spamRun.get("failure_code").asText());
    assertEquals("external_blocked", spamRun.get("last_outcome_class").asText());
    assertFalse(spamRun.get("last_outcome_at").isNull());
    assertEquals(2, spamRun.get("retry_count").asInt(), "three attempts: two retries, then the stop");
    assertFalse(spamRun.get("last_error_snippet").asText().isBlank());
    assertEquals(spam.counters().steps(), spamRun.get("counters").get("steps").asInt());

    JsonNode failures = get("/api/stats/failures").get("failures");
    assertEquals(1, failures.size());
    assertEquals(spam.manualReason().code().name(), failures.get(0).get("failure_code").asText());
    assertEquals("run-spam", failures.get(0).get("example_request_id").asText());
  }

  @Test
  void theTraceSummaryFollowsTheRealRun() throws Exception {
    JsonNode trace = get("/api/runs/run-spam/trace-summary");
    assertEquals(3, trace.get("events_by_type").get("submission_outcome_classified").asInt());
    assertTrue(trace.get("plan_sources").size() > 0, trace.toString());
    JsonNode timeline = trace.get("timeline");
    assertTrue(timeline.get(0).get("text").asText().startsWith("started at " + site.postingUri("spam")), timeline.get(0).toString());
    assertEquals("run_finished", timeline.get(timeline.size() - 1).get("type").asText());
  }

  @Test
  void aRepeatRunIsServedFromTheCacheAndMemoryKeptInTheStore() throws Exception {
    JsonNode again = get("/api/runs/run-classic-again/trace-summary").get("events_by_type");
    assertTrue(again.path("locator_cache_hit").asInt() >= 1, again.toString());
    assertTrue(again.path("memory_recalled").asInt() >= 1, again.toString());
    JsonNode timeline = get("/api/runs/run-classic-again/trace-summary").get("timeline");
    boolean recalled = false;
    for (JsonNode line : timeline) {
      recalled |= line.get("text").asText().startsWith("memory: ") && !line.get("text").asText().startsWith("memory: 0 past runs");
    }
    assertTrue(recalled, "the repeat run recalled the first: " + timeline);
    assertTrue(store.locatorCache(MemoryPolicy.DEFAULT).size() >= 1);
    assertEquals(3, store.trajectories(MemoryPolicy.DEFAULT).size(), "one trajectory per run");
    assertTrue(classicAgain.counters().steps() <= classic.counters().steps());
  }

  @Test
  void theStoreHoldsNoProfileValue() throws Exception {
    StringBuilder all = new StringBuilder();
    try (Connection c = store.dataSource().getConnection(); Statement s = c.createStatement()) {
      for (String table : List.of("runs", "run_events", "locator_entries", "trajectories", "trajectory_questions")) {
        try (ResultSet rs = s.executeQuery("SELECT * FROM " + table)) {
          while (rs.next()) {
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
              all.append(rs.getString(i)).append('\n');
            }
          }
        }
      }
    }
    String text = all.toString();
    assertTrue(text.contains("digest="), "typed values are kept as keyed digests");
    for (String value : profile.personalValues()) {
      if (value.length() >= 3) {
        // as a whole word, as the redactor finds it: the first name Ada is no part of Canada
        Matcher found = Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(value) + "(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE).matcher(text);
        assertFalse(found.find(), () -> "a profile value is in the store: " + value + " in ..."
            + text.substring(Math.max(0, found.start() - 80), Math.min(text.length(), found.end() + 80)) + "...");
      }
    }
  }
}
