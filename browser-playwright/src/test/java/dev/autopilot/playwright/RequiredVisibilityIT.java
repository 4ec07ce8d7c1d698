package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.testkit.FixtureServer;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A conditional section's required fields count only once the section is shown: a hidden
 * required field is nothing a person could answer, and must not stop a run as unanswered.
 */
class RequiredVisibilityIT {
  @RegisterExtension
  static final SharedBrowser BROWSER = new SharedBrowser();

  private static final String PAGE = """
      <!doctype html><title>Conditional</title>
      <form>
        <fieldset><legend>Do you need visa sponsorship? *</legend>
          <label><input type="radio" name="visa" value="yes" required
            onchange="document.getElementById('visa-details').hidden = false">Yes</label>
          <label><input type="radio" name="visa" value="no" required>No</label>
        </fieldset>
        <div id="visa-details" hidden>
          <label for="visa-type">Which visa do you hold? *</label>
          <input id="visa-type" name="visa_type" required>
        </div>
        <label for="email">Email *</label><input id="email" type="email" required>
        <label for="ref">Referral code</label><input id="ref" required disabled>
        <button type="submit">Send</button>
      </form>
      """;

  private static FixtureServer server;

  @BeforeAll
  static void start() {
    server = FixtureServer.start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void hiddenAndDisabledRequiredFieldsCountOnlyWhenAPersonCouldAnswerThem() {
    PlaywrightSnapshotProvider provider = PlaywrightSnapshotProvider.create();
    try (BrowserSession session = BROWSER.newSession()) {
      session.navigate(server.page("conditional.html", PAGE).toString());
      SnapshotPipeline pipeline = SnapshotPipeline.of(session, provider);
      SemanticSnapshot before = pipeline.take("test");
      assertEquals(List.of("do you need visa sponsorship", "email"), before.requiredUnfilled());
      assertEquals(2, before.requiredCount());

      String yes = before.elements().stream().filter(e -> e.role() == Role.RADIO && e.name().equals("Yes")).map(SemanticElement::ref).findFirst().orElseThrow();
      PlaywrightActionExecutor.create().execute(pipeline, new Action.SetRadio(yes, ActionMeta.of("answer", null)), before);
      SemanticSnapshot after = pipeline.take("test");
      assertEquals(List.of("which visa do you hold", "email"), after.requiredUnfilled());
      assertEquals(3, after.requiredCount());
    }
  }
}
