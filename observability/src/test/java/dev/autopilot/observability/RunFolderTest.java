package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunFolderTest {
  private static final Clock CLOCK = Clock.fixed(Events.T0, ZoneOffset.UTC);

  @TempDir Path root;

  private static RunResult manualResult() {
    ManualReason reason =
        new ManualReason(ManualCode.SUBMIT_BLOCKED, "site refused; call +1 415 555 0123", "jobs.example.com|/apply|submit|submit", Map.of("attempts", "3"));
    SubmissionOutcome outcome = new SubmissionOutcome(OutcomeClass.EXTERNAL_BLOCKED, "SPAM_BLOCKED", 0.8, "Blocked for jane@example.com", true);
    return new RunResult("r-42", RunState.MANUAL_REQUIRED, reason, outcome, new RunCounters(7, 21, 2, 3, 40, 6, dev.autopilot.core.model.ModelUsage.none(), 95_000));
  }

  @Test
  void laysOutTheBundleByDateAndRequestId() {
    RunFolder folder = RunFolder.create(root, "r-42", CLOCK);

    Path directory = root.resolve("2026-11-21").resolve("r-42");
    assertEquals(directory, folder.directory());
    assertEquals(LocalDate.of(2026, 11, 21), folder.date());
    assertEquals("r-42", folder.requestId());
    assertEquals(root, folder.root());
    assertEquals(directory.resolve("events.ndjson"), folder.eventsFile());
    assertEquals(directory.resolve("narrative.txt"), folder.narrativeFile());
    assertEquals(directory.resolve("summary.md"), folder.summaryFile());
    assertTrue(Files.isDirectory(directory));
    assertFalse(Files.exists(folder.screenshotsDirectory()), "the screenshots folder appears with the first screenshot");
    assertEquals(directory.resolve("screenshots/001_before_submit.png"), folder.screenshotFile(1, "Before submit"));
    assertEquals(directory.resolve("screenshots/002.png"), folder.screenshotFile(2, ""));
    assertThrows(IllegalArgumentException.class, () -> folder.screenshotFile(0, "x"));
  }

  @Test
  void datesByTheClocksZone() {
    Clock tokyo = Clock.fixed(Instant.parse("2026-11-21T23:30:00Z"), ZoneId.of("Asia/Tokyo"));
    assertEquals(LocalDate.of(2026, 11, 22), RunFolder.create(root, "r-1", tokyo).date());
  }

  @Test
  void aRunPastMidnightKeepsItsFolder() {
    RunFolder before = RunFolder.create(root, "r-1", Clock.fixed(Instant.parse("2026-11-21T23:59:59Z"), ZoneOffset.UTC));
    RunFolder after = RunFolder.create(root, "r-1", Clock.fixed(Instant.parse("2026-11-22T00:00:01Z"), ZoneOffset.UTC));
    assertEquals(before.directory(), after.directory());
    assertEquals(LocalDate.of(2026, 11, 21), after.date());
  }

  @Test
  void unsafeRequestIdsStayInsideTheirDateFolder() {
    RunFolder escape = RunFolder.create(root, "../../etc/passwd", CLOCK);
    assertEquals(root.resolve("2026-11-21"), escape.directory().getParent());
    assertFalse(escape.directory().getFileName().toString().contains("/"));
    assertNotEquals(RunFolder.create(root, "a/b", CLOCK).directory(), RunFolder.create(root, "a_b", CLOCK).directory());
    assertEquals("../../etc/passwd", escape.requestId());
    assertThrows(IllegalArgumentException.class, () -> RunFolder.create(root, " ", CLOCK));
  }

  @Test
  void aRootThatIsAFileFails() throws IOException {
    Path file = Files.writeString(root.resolve("file"), "x");
    assertThrows(UncheckedIOException.class, () -> RunFolder.create(file, "r-1", CLOCK));
  }

  @Test
  void writesARedactedSummary() throws IOException {
    RunFolder folder = RunFolder.create(root, "r-42", CLOCK);
    Path file = folder.writeSummary(manualResult());

    String md = Files.readString(file);
    assertEquals(folder.summaryFile(), file);
    assertTrue(md.startsWith("# Run r-42: MANUAL_REQUIRED\n"), md);
    assertTrue(md.contains("- **Final state:** MANUAL_REQUIRED"), md);
    assertTrue(md.contains("- **Outcome:** external_blocked (SPAM_BLOCKED), confidence 0.80, retryable"), md);
    assertTrue(md.contains("evidence: \"Blocked for [email]\""), md);
    assertTrue(md.contains("- **Manual reason:** SUBMIT_BLOCKED: site refused; call [phone]"), md);
    assertTrue(md.contains("  - attempts: 3"), md);
    assertTrue(md.contains("| 7 | 21 | 2 | 3 | 40 | 6 | 0 | 0 / 0 | 0 | 1 min 35 s |"), md);
    assertFalse(md.contains("555"), md);
    assertFalse(md.contains("jane@"), md);
    assertFalse(Files.exists(folder.directory().resolve("summary.md.tmp")));
    assertFalse(md.contains("## Files"), "an empty folder lists no files: " + md);

    RunResult done = new RunResult("r-42", RunState.DONE, null, null, new RunCounters(1, 1, 0, 0, 0, 0, dev.autopilot.core.model.ModelUsage.none(), 10));
    folder.writeSummary(done);
    String replaced = Files.readString(file);
    assertTrue(replaced.contains("- **Manual reason:** none"), replaced);
    assertTrue(replaced.contains("- **Outcome:** the run never submitted"), replaced);

    folder.writeSummary(manualResult(), Redactor.disabled());
    assertTrue(Files.readString(file).contains("call +1 415 555 0123"));
  }

  @Test
  void theBundleSinkFillsEachRunsFolder() throws IOException {
    EventSink sink = RunFolder.bundleSink(root, CLOCK, Redactor.standard());
    List<EventEnvelope> events = new Events("r-7").run();
    events.forEach(sink::accept);
    sink.close();

    RunFolder folder = RunFolder.create(root, "r-7", CLOCK);
    assertEquals(events.size(), Files.readAllLines(folder.eventsFile()).size());
    assertTrue(Files.readString(folder.narrativeFile()).contains("--- Step 2 | run r-7"));
    String summary = Files.readString(folder.summaryFile());
    assertTrue(summary.contains("LOOP_GUARD: phone field rejected [phone] three times"), summary);
    assertTrue(summary.contains("`events.ndjson`") && summary.contains("`narrative.txt`"), summary);
    assertFalse(summary.contains("screenshots/"), "no screenshot was taken: " + summary);
    for (Path file : List.of(folder.eventsFile(), folder.narrativeFile(), folder.summaryFile())) {
      assertFalse(Files.readString(file).contains(Events.EMAIL), file.toString());
    }
  }
}
