package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.observability.RunIndex;
import dev.autopilot.playwright.PlaywrightBrowser;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo as a user runs it, with its one evidence option: a run the site blocks (the anti-spam
 * posting) and one it accepts, then their bundles, reports and index read as a person and a
 * machine read them: every file in its place, no profile value in any file (trace entries
 * included), and the reports opened in Chromium showing the timeline, the failed step's reason
 * and a screenshot.
 */
class EvidenceBundleIT {
  @TempDir static Path runs;
  @TempDir static Path reference;
  static Set<String> values;
  static Path blocked;
  static Path accepted;
  static PlaywrightBrowser browser;

  @BeforeAll
  static void runTheDemoTwice() throws Exception {
    Profile profile = SampleProfile.extractTo(reference);
    values = new LinkedHashSet<>(profile.personalValues());
    values.remove(profile.resume().toString());
    values.remove(profile.resume().toAbsolutePath().toString());
    values.add("autopilot-demo-profile-");
    blocked = demo("spam", 2);
    accepted = demo("classic", 0);
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  static void closeBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  private static Path demo(String posting, int expectedCode) throws Exception {
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    int code = ApplyToJob.run(new String[] {posting, "--runs", runs.toString()}, new PrintStream(printed, true, StandardCharsets.UTF_8));
    String terminal = printed.toString(StandardCharsets.UTF_8);
    assertEquals(expectedCode, code, terminal);
    String folder = terminal.lines().filter(l -> l.startsWith("Run folder: ")).findFirst().orElseThrow().substring("Run folder: ".length());
    return Path.of(folder);
  }

  @Test
  void aFailedRunLeavesTheWholeBundle() throws Exception {
    for (String name : List.of("plan.json", "events.ndjson", "narrative.txt", "summary.md", "report.html", "trace.zip")) {
      assertTrue(Files.size(blocked.resolve(name)) > 0, name + " in " + list(blocked));
    }
    List<String> snapshots = list(blocked.resolve("snapshots"));
    assertTrue(snapshots.size() >= 2 && snapshots.stream().allMatch(n -> n.matches("\\d{3}_[a-z_]+\\.txt")), snapshots.toString());
    assertTrue(snapshots.get(0).startsWith("001_"), snapshots.toString());
    String first = Files.readString(blocked.resolve("snapshots").resolve(snapshots.get(0)));
    assertTrue(first.startsWith("# ") && first.contains("button"), "the planner's text of the page: " + first);
    long taken = Files.readAllLines(blocked.resolve("events.ndjson")).stream().filter(l -> l.contains("\"type\":\"snapshot_generated\"")).count();
    assertEquals(taken, snapshots.size(), "one file per snapshot taken");
    assertTrue(list(blocked.resolve("screenshots")).stream().anyMatch(n -> n.endsWith("_before_submit.png")), list(blocked.resolve("screenshots")).toString());

    JsonNode plan = new ObjectMapper().readTree(blocked.resolve("plan.json").toFile());
    assertTrue(plan.path("steps").size() >= 1, plan.toString());
    assertTrue(plan.path("steps").get(0).path("actions").size() >= 1, "the first step's actions: " + plan);
    String summary = Files.readString(blocked.resolve("summary.md"));
    assertTrue(summary.contains("MANUAL_REQUIRED") && !summary.contains("incomplete") && summary.contains("trace.zip"), summary);

    List<String> entries = new ArrayList<>();
    try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(blocked.resolve("trace.zip")))) {
      for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
        entries.add(e.getName());
      }
    }
    assertTrue(entries.stream().anyMatch(n -> n.endsWith(".trace")) && entries.stream().anyMatch(n -> n.endsWith(".network")), entries.toString());

    assertFalse(Files.exists(accepted.resolve("trace.zip")), "a run that succeeded keeps no trace by default");
    assertTrue(Files.isRegularFile(accepted.resolve("report.html")) && Files.isRegularFile(accepted.resolve("plan.json")));
  }

  @Test
  void noFileOfEitherBundleHoldsAProfileValue() throws Exception {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(runs)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    List<String> hits = new ArrayList<>();
    int traceEntries = 0;
    for (Path file : files) {
      String where = runs.relativize(file).toString();
      byte[] bytes = Files.readAllBytes(file);
      if (!file.getFileName().toString().endsWith(".zip")) {
        hits.addAll(PrivacyIT.scan(where, new String(bytes, StandardCharsets.ISO_8859_1), values));
        hits.addAll(PrivacyIT.scan(where, new String(bytes, StandardCharsets.UTF_8), values));
      } else {
        // compressed bytes match short values by chance: the entries, inflated, are what a reader sees
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(file))) {
          for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
            byte[] entry = readAll(zip);
            traceEntries++;
            hits.addAll(PrivacyIT.scan(where + "!" + e.getName(), new String(entry, StandardCharsets.UTF_8), values));
            hits.addAll(PrivacyIT.scan(where + "!" + e.getName(), new String(entry, StandardCharsets.ISO_8859_1), values));
          }
        }
      }
    }
    assertTrue(traceEntries > 0, "the failed run's trace was scanned");
    assertEquals(List.of(), hits, "profile values found");
  }

  @Test
  void theReportShowsAPersonTheTimelineTheFailedStepsReasonAndAScreenshot() throws Exception {
    try (BrowserContext context = browser.unwrap(Browser.class).newContext()) {
      Page page = context.newPage();
      List<String> fetched = new ArrayList<>();
      page.onRequest(r -> fetched.add(r.url()));
      page.navigate(blocked.resolve("report.html").toUri().toString());

      assertTrue(page.locator("#timeline").isVisible());
      assertTrue(page.locator("#timeline li.step").count() >= 2, "steps in the timeline");
      Locator banner = page.locator("#outcome");
      assertTrue(banner.isVisible());
      String reason = banner.innerText();
      assertTrue(reason.contains("MANUAL_REQUIRED") && reason.contains("blocked"), reason);
      Locator failed = page.locator("#timeline .event.failed").first();
      assertTrue(failed.isVisible(), "a failed event is shown");
      assertFalse(failed.innerText().isBlank());
      Locator shot = page.locator("img.screenshot").first();
      assertTrue(shot.isVisible(), "a screenshot is shown");
      assertTrue(((Number) shot.evaluate("img => img.complete ? img.naturalWidth : 0")).intValue() > 100, "the screenshot is decoded");
      assertTrue(page.locator("pre.snapshot").first().isVisible(), "a snapshot excerpt is shown");
      assertEquals(1, fetched.stream().filter(u -> !u.startsWith("data:")).count(), "no request besides the file itself: " + fetched);
    }
  }

  @Test
  void theIndexFiltersRunsAndShowsFailureClustersAndTheirTrend() throws Exception {
    Path index = RunIndex.write(runs);
    try (BrowserContext context = browser.unwrap(Browser.class).newContext()) {
      Page page = context.newPage();
      List<String> fetched = new ArrayList<>();
      page.onRequest(r -> fetched.add(r.url()));
      page.navigate(index.toUri().toString());
      Locator rows = page.locator("#runs tr.run");
      assertEquals(2, rows.count());
      assertEquals(2, visible(rows));
      page.selectOption("#filter-code", "none");
      assertEquals(1, visible(rows), "only the run that ended without a failure code");
      assertTrue(page.locator("#runs tr.run:visible").innerText().contains("success_confirmed"));
      page.selectOption("#filter-code", "");
      page.selectOption("#filter-outcome", "external_blocked");
      assertEquals(1, visible(rows), "only the run the site blocked");
      assertTrue(page.locator("#runs tr.run:visible").innerText().contains("MANUAL_REQUIRED"));

      Locator cluster = page.locator("#clusters tr.cluster");
      assertEquals(1, cluster.count());
      String code = new ObjectMapper().readTree(Files.readAllLines(blocked.resolve("events.ndjson")).stream().filter(l -> l.contains("\"type\":\"run_finished\""))
          .findFirst().orElseThrow()).path("manual_reason").path("code").asText();
      assertTrue(!code.isEmpty() && cluster.innerText().contains(code), code + " in " + cluster.innerText());
      cluster.locator("a").click();
      page.waitForCondition(() -> page.url().endsWith("/report.html"));
      assertTrue(page.url().contains(blocked.getFileName().toString()), page.url());
      assertTrue(page.locator("#outcome").innerText().contains("MANUAL_REQUIRED"), "the cluster's example run opens");
      page.goBack();
      page.locator("#trend").waitFor();
      assertEquals(1, page.locator("#trend tr.day").count());
      List<String> cells = page.locator("#trend tr.day td").allInnerTexts().stream().map(String::strip).toList();
      assertEquals(List.of(blocked.getParent().getFileName().toString(), "2", "1", code + " 1"), cells, "today: two runs, one failed");
      assertEquals(1, fetched.stream().filter(u -> u.endsWith("index.html")).distinct().count(), fetched.toString());
    }
  }

  private static int visible(Locator rows) {
    return ((Number) rows.evaluateAll("rs => rs.filter(r => r.offsetParent !== null).length")).intValue();
  }

  private static byte[] readAll(InputStream in) throws java.io.IOException {
    return in.readAllBytes();
  }

  private static List<String> list(Path dir) throws java.io.IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
