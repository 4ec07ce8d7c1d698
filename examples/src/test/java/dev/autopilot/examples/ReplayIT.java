package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.examples.replay.CaptureReplayCase;
import dev.autopilot.examples.replay.Replay;
import dev.autopilot.examples.replay.ReplayCase;
import dev.autopilot.observability.EvidenceBundle;
import dev.autopilot.playwright.PlaywrightBrowser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The replay set ({@code src/test/resources/replay}): every recorded failure family replayed on
 * one browser, each run's events held to the case's expectations; and a failed run's bundle
 * turned into a new case that replays the same way.
 */
class ReplayIT {
  static final Path SET = Path.of("src/test/resources/replay");
  static PlaywrightBrowser browser;

  @BeforeAll
  static void launch() {
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  static void close() {
    browser.close();
  }

  @TestFactory
  Stream<DynamicTest> everyRecordedFamilyReplaysAsRecorded() throws Exception {
    List<ReplayCase> cases = ReplayCase.readAll(SET);
    assertTrue(cases.size() >= 8, "the families: " + cases.stream().map(ReplayCase::name).toList());
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
      Replay.Outcome outcome = Replay.run(c, browser, EvidenceRecorder.none());
      assertEquals(List.of(), outcome.mismatches(), c.name() + " ended " + outcome.result().finalState() + " " + outcome.result().manualReason());
    }));
  }

  @Test
  void aFailedRunsBundleBecomesACaseThatReplaysTheSame(@TempDir Path runs, @TempDir Path set) throws Exception {
    ReplayCase recorded = ReplayCase.read(SET.resolve("anti-spam-block"));
    Replay.Outcome failed = Replay.run(recorded, browser, EvidenceBundle.under(runs).build());
    Path bundle;
    try (Stream<Path> walk = Files.walk(runs, 2)) {
      bundle = walk.filter(p -> p.getNameCount() - runs.getNameCount() == 2).findFirst().orElseThrow();
    }
    assertTrue(Files.isRegularFile(bundle.resolve("trace.zip")), "a failed run keeps its trace");

    Path captured = set.resolve("captured-spam");
    assertEquals(0, CaptureReplayCase.run(new String[] {bundle.toString(), captured.toString()}, System.out));
    ReplayCase replay = ReplayCase.read(captured);
    assertTrue(Files.readString(captured.resolve("case.json")).contains("\"run_finished\""), "its expected events");
    try (Stream<Path> files = Files.list(captured)) {
      assertTrue(files.anyMatch(f -> f.getFileName().toString().endsWith(".html")), "its pages");
    }
    Replay.Outcome again = Replay.run(replay, browser, EvidenceRecorder.none());
    assertEquals(List.of(), again.mismatches());
    assertEquals(failed.result().finalState(), again.result().finalState());
    assertEquals(failed.posts(), again.posts(), "as many posts as the failed run made");
  }
}
