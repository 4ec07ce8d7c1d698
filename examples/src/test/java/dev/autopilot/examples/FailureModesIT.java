package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.observability.NdjsonEventSink;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Bad things mid-run: each run ends with a structured reason, and its events are on disk. */
@Timeout(120)
class FailureModesIT {
  static DemoJobSite site;

  @TempDir Path dir;

  @BeforeAll
  static void start() {
    site = DemoJobSite.start();
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  /** Runs the classic posting; {@code sabotage} is called once, when the first action has been verified. */
  private RunResult runWith(PlaywrightBrowser browser, Profile profile, Path events, Consumer<PlaywrightBrowserSession> sabotage) {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      AtomicBoolean done = new AtomicBoolean();
      EventSink saboteur = e -> {
        if (e.event() instanceof RunEvent.ActionVerified && done.compareAndSet(false, true)) {
          sabotage.accept(session);
        }
      };
      Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().sleeper(d -> { }).build();
      NdjsonEventSink ndjson = NdjsonEventSink.toFile(events);
      try {
        return autopilot.run(session, Task.of("apply", site.postingUri("classic")), RunOptions.defaults().withEventSink(ndjson).withEventSink(saboteur));
      } finally {
        ndjson.close();
      }
    }
  }

  private static String lastLine(Path file) throws Exception {
    List<String> lines = Files.readAllLines(file);
    return lines.get(lines.size() - 1);
  }

  @Test
  void aBrowserThatDiesMidRunEndsInManualWithItsEventsOnDisk() throws Exception {
    Profile profile = SampleProfile.extractTo(dir.resolve("in"));
    Path events = dir.resolve("events.ndjson");
    PlaywrightBrowser browser = PlaywrightBrowser.launch();
    RunResult result;
    try {
      result = runWith(browser, profile, events, s -> browser.close());
    } finally {
      browser.close();
    }
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.BROWSER_CRASHED, result.manualReason().code());
    String last = lastLine(events);
    assertTrue(last.contains("\"type\":\"run_finished\"") && last.contains("BROWSER_CRASHED"), last);
  }

  @Test
  void aPageThatCrashesEndsInManualWithItsEventsOnDisk() throws Exception {
    Profile profile = SampleProfile.extractTo(dir.resolve("in"));
    Path events = dir.resolve("events.ndjson");
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      RunResult result = runWith(browser, profile, events, s -> {
        try {
          s.unwrap(Page.class).navigate("chrome://crash");
        } catch (RuntimeException expected) {
          // The renderer is gone; the run finds out on its next step.
        }
      });
      assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
      assertTrue(result.manualReason().code().name().startsWith("BROWSER_"), result.manualReason().toString());
    }
    assertTrue(lastLine(events).contains("\"type\":\"run_finished\""));
  }

  @Test
  void aResumeThatVanishedStopsAtOnceWithATypedReason() throws Exception {
    Profile profile = SampleProfile.extractTo(dir.resolve("in"));
    Files.delete(profile.resume());
    Path events = dir.resolve("events.ndjson");
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      RunResult result = runWith(browser, profile, events, s -> { });
      assertEquals(ManualCode.FILE_NOT_FOUND, result.manualReason().code());
      assertEquals(0, result.counters().submitAttempts());
    }
    assertTrue(lastLine(events).contains("FILE_NOT_FOUND"));
  }
}
