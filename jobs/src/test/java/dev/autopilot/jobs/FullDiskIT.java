package dev.autopilot.jobs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.observability.EvidenceBundle;
import dev.autopilot.observability.RunFolder;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightBrowserPool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A full disk for evidence under load: the evidence bundles of three runs, two at once, go to a
 * 256 KiB tmpfs the test mounts (as root; skipped with a message otherwise) and nearly fills first.
 * Every run ends structured in its request's row (a final state, and a code unless it is done), the
 * site receives each application at most once (once for every run that says so), every line of
 * every NDJSON file on that disk is a whole JSON object, the file written before is unchanged, and
 * events were lost to the full disk (the in-memory record of each run against its file on disk).
 */
class FullDiskIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path folder;

  @Test
  void runsWhoseEvidenceFillsTheDiskEndStructuredAndWhatWasWrittenStaysWhole() throws Exception {
    Path disk = Files.createDirectories(folder.resolve("evidence"));
    Assumptions.assumeTrue(mountTmpfs(disk), "skipped: mounting a 256 KiB tmpfs for the evidence needs root (mount -t tmpfs); run the test as root to simulate a full disk");
    try (DemoJobSite site = DemoJobSite.start();
        PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(2).build()) {
      // what an earlier run wrote: whole lines, until about 40 KiB are left
      Path earlier = Files.createDirectories(disk.resolve("earlier")).resolve(RunFolder.EVENTS_FILE);
      StringBuilder line = new StringBuilder("{\"type\":\"earlier\",\"pad\":\"");
      line.append("x".repeat(900)).append("\"}\n");
      while (Files.getFileStore(disk).getUsableSpace() > 40 * 1024) {
        Files.writeString(earlier, line, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
      }
      byte[] before = Files.readAllBytes(earlier);

      DataSource ds = TestPostgres.dataSource(TestPostgres.newDatabase());
      RunQueue queue = RunQueue.create(ds);
      InMemoryEventSink memory = EventSink.inMemory();
      RunHandler base = Applicants.handler(folder, memory);
      EvidenceBundle bundle = EvidenceBundle.under(disk).build();
      RunHandler onFullDisk = request -> {
        RunHandler.PreparedRun run = base.prepare(request);
        return new RunHandler.PreparedRun(run.orchestrator().toBuilder().evidence(bundle).build(), run.task(), run.options());
      };
      List<String> applicants = List.of("disk-1", "disk-2", "disk-3");
      for (String applicant : applicants) {
        queue.enqueue(Applicants.request(applicant, site.postingUri(applicant.endsWith("2") ? "modern" : "classic")));
      }
      try (RunWorker worker = RunWorker.builder(ds, pool, onFullDisk).name("full-disk").pollingInterval(Duration.ofMillis(200)).build()) {
        worker.start();
        for (String applicant : applicants) {
          JobRecord ended = RunJobsIT.awaitEnd(queue, "req-" + applicant);
          assertNotNull(ended.finalState(), "the run ended with a final state: " + ended);
          assertTrue(ended.status() == JobStatus.DONE || ended.reasonCode() != null, "a run that is not done says why: " + ended);
          long received = Applicants.accepted(site.submissions(), applicant);
          assertEquals(ended.status() == JobStatus.DONE ? 1 : received, received, ended.toString());
          assertTrue(received <= 1, applicant + " received at most once");
        }
      }

      assertArrayEquals(before, Files.readAllBytes(earlier), "what was written before the disk filled is unchanged");
      long lost = 0;
      for (String applicant : applicants) {
        String requestId = "req-" + applicant;
        List<Long> inMemory = memory.events().stream().filter(e -> e.requestId().equals(requestId)).map(EventEnvelope::seq).toList();
        List<Long> onDisk = new ArrayList<>();
        Path file = eventsFileOf(disk, requestId);
        if (file != null) {
          for (JsonNode event : wholeLines(file)) {
            onDisk.add(event.get("seq").asLong());
          }
        }
        assertTrue(inMemory.containsAll(onDisk), "every line on disk is an event of the run: " + onDisk);
        assertEquals(onDisk.stream().sorted().toList(), onDisk, "in order");
        lost += inMemory.size() - onDisk.size();
      }
      try (Stream<Path> files = Files.walk(disk)) {
        for (Path ndjson : files.filter(p -> p.toString().endsWith(".ndjson")).toList()) {
          wholeLines(ndjson);
        }
      }
      assertTrue(lost > 0, "the disk was full: some events could not be written");
    } finally {
      new ProcessBuilder("umount", "-l", disk.toString()).inheritIO().start().waitFor();
    }
  }

  /** Every line of the file, each parsed whole; the file ends with a line break when not empty. */
  private static List<JsonNode> wholeLines(Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    assertTrue(text.isEmpty() || text.endsWith("\n"), file + " ends with a whole line");
    List<JsonNode> lines = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (!line.isEmpty()) {
        lines.add(JSON.readTree(line));
      }
    }
    return lines;
  }

  private static Path eventsFileOf(Path root, String requestId) throws IOException {
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(p -> p.endsWith(Path.of(requestId, RunFolder.EVENTS_FILE))).findFirst().orElse(null);
    }
  }

  private static boolean mountTmpfs(Path dir) throws IOException, InterruptedException {
    if (!"root".equals(System.getProperty("user.name"))) {
      return false;
    }
    Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", dir.toString()).inheritIO().start();
    return mount.waitFor() == 0;
  }
}
