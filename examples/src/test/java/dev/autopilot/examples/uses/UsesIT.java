package dev.autopilot.examples.uses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.examples.meetup.MeetupSite;
import dev.autopilot.playwright.PlaywrightBrowser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The browser examples, each run end to end against the meetup site on 127.0.0.1 in one shared Chromium. */
class UsesIT {
  private static PlaywrightBrowser browser;

  @BeforeAll
  static void launch() {
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  static void close() {
    browser.close();
  }

  @Test
  void embeddedInAnAppItFillsTheFormFromAValuesFileAndWritesTheRunFolder(@TempDir Path dir) throws Exception {
    Path values = Files.writeString(dir.resolve("values.json"), """
        {"values": {"name": "Ada Lovelace", "email": "ada@example.org", "T-shirt size": "Medium",
                    "Will you join the dinner after the talks?": "No, talks only"},
         "consent": {"terms": true}}""");
    try (MeetupSite site = MeetupSite.start()) {
      RunResult result = EmbedInAnApp.fill(browser, site.formUri(), values, dir.resolve("runs"));
      assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
      assertEquals(1, site.registrations().size(), "registered once");
      assertEquals("M", site.registrations().get(0).get("size"));
    }
    try (Stream<Path> files = Files.walk(dir.resolve("runs"))) {
      assertTrue(files.anyMatch(f -> f.getFileName().toString().equals("events.ndjson")), "the run folder holds the events");
    }
  }

  @Test
  void aCustomPackRegistersItsAttendee() {
    try (MeetupSite site = MeetupSite.start()) {
      RunResult result = CustomPack.register(browser, site.formUri(), new CustomPack.MeetupPack("Ada Lovelace", "ada@example.org", "Large", true, "vegetarian"));
      assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
      Map<String, String> sent = site.registrations().get(0);
      assertEquals(1, site.registrations().size(), "registered once");
      assertEquals(List.of("L", "yes", "vegetarian", "yes"), List.of(sent.get("size"), sent.get("dinner"), sent.get("diet"), sent.get("coc")), sent.toString());
    }
  }

  @Test
  void aSwappedPlannerLeavesTheOptionalQuestionEmpty() {
    try (MeetupSite site = MeetupSite.start()) {
      RunResult result = SwappedPlanner.fillRequiredOnly(browser, site.formUri(),
          new CustomPack.MeetupPack("Ada Lovelace", "ada@example.org", "Small", false, "vegetarian"));
      assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
      Map<String, String> sent = site.registrations().get(0);
      assertEquals("", sent.getOrDefault("diet", ""), "the optional diet is not answered: " + sent);
      assertEquals("S", sent.get("size"));
    }
  }

  @Test
  void pooledRunsEachEndDoneOnTheirOwnThread() throws Exception {
    try (MeetupSite site = MeetupSite.start()) {
      List<Task> tasks = List.of(Task.of("Register", site.formUri()), Task.of("Register", site.formUri()));
      Map<String, String> values = Map.of("name", "Ada Lovelace", "email", "ada@example.org", "T-shirt size", "Medium",
          "Will you join the dinner after the talks?", "No, talks only");
      List<RunResult> results = PooledRuns.runAll(tasks, values, 2);
      // the values consent to nothing, so each run stops at the code of conduct for a person: the same on both threads
      for (RunResult r : results) {
        assertEquals(RunState.MANUAL_REQUIRED, r.finalState());
        assertEquals("CONSENT_REQUIRED", r.manualReason().code().name(), r.manualReason().message());
      }
      assertEquals(0, site.registrations().size(), "nothing was sent without the person's consent");
    }
  }
}
