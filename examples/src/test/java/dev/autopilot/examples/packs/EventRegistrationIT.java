package dev.autopilot.examples.packs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.ProfileException;
import dev.autopilot.examples.RunPack;
import dev.autopilot.packs.EventRegistrationPack;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The event registration pack on its demo site, in a real Chromium: registered, a paid ticket left to the person, a bad file refused. */
class EventRegistrationIT {
  static PlaywrightBrowser browser;

  @BeforeAll
  static void launch() {
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  static void close() {
    browser.close();
  }

  private static RunResult register(EventRegistrationPack pack, EventSite site) {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return RunPack.autopilot(pack, EventRegistrationPack.outcomeRules()).run(session, Task.of("Register for AgentConf", site.formUri()));
    }
  }

  @Test
  void registersWithTheAttendeesValuesOnce() {
    try (EventSite site = EventSite.start()) {
      RunResult result = register(EventRegistrationPack.load(RunPack.sample("attendee.json")), site);

      assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
      assertEquals("REGISTRATION_CONFIRMED", result.outcome().code(), "the pack's own outcome phrase recognized the page");
      assertEquals(List.of(Map.of("fullname", "Ada Lovelace", "email", "ada@example.org", "org", "Analytical Engines Ltd", "ticket", "community",
          "diet", "vegetarian", "access", "Step-free access to the main hall", "sessions", "keynote,testing", "terms", "yes")), site.submissions());
    }
  }

  @Test
  void aPaidTicketIsNeverChosenWithoutThePerson(@TempDir Path dir) throws Exception {
    Path paid = dir.resolve("paid.json");
    Files.writeString(paid, Files.readString(RunPack.sample("attendee.json")).replace("Community pass", "Workshop pass"));
    try (EventSite site = EventSite.start()) {
      RunResult result = register(EventRegistrationPack.load(paid), site);

      assertEquals(RunState.MANUAL_REQUIRED, result.finalState(), () -> site.submissions() + " " + result.outcome());
      assertEquals(ManualCode.CONSENT_REQUIRED, result.manualReason().code(), () -> String.valueOf(result.manualReason()));
      assertEquals("money", result.manualReason().details().get("commitments"));
      assertTrue(result.manualReason().details().get("choice").contains("Workshop pass"), () -> String.valueOf(result.manualReason()));
      assertEquals(List.of(), site.submissions(), "nothing was submitted");
    }
  }

  @Test
  void aBadValuesFileNamesTheFieldBeforeAnyRun(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("attendee.json");
    Files.writeString(bad, Files.readString(RunPack.sample("attendee.json")).replace("ada@example.org", "ada(at)example"));
    ProfileException e = assertThrows(ProfileException.class, () -> EventRegistrationPack.load(bad));
    assertEquals("email", e.field());
    assertTrue(e.getMessage().contains("attendee.json") && e.getMessage().contains("name@example.org"), e.getMessage());
    assertFalse(e.getMessage().contains("ada(at)example"), "the error never repeats the value");
  }
}
