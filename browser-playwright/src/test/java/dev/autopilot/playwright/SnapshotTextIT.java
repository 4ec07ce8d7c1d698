package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaSnapshotMode;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotText;
import dev.autopilot.testkit.FixtureServer;
import dev.autopilot.testkit.SnapshotProviderContract;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The planner's rendering is at most 0.35x the characters of Playwright's own aria snapshot in AI
 * mode (the form Playwright MCP hands to LLMs), on the snapshot corpus's form pages, while it
 * carries the groups, required marks, errors and values that one lacks.
 */
class SnapshotTextIT {
  @RegisterExtension
  static final SharedBrowser BROWSER = new SharedBrowser();

  private static FixtureServer server;

  @BeforeAll
  static void start() {
    server = FixtureServer.start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"names.html", "questions.html", "errors.html", "frames.html", "shadow.html", "isolation.html", "refs.html"})
  void theRenderingIsAFractionOfTheAiAriaSnapshot(String page) {
    try (BrowserSession session = BROWSER.newSession()) {
      session.navigate(server.uri("snapshot/" + page).toString());
      SemanticSnapshot snapshot = PlaywrightSnapshotProvider.builder().isolatedSelector(SnapshotProviderContract.FOREIGN_PANELS).build().snapshot(session);
      String text = SnapshotText.render(snapshot);
      String aria = session.unwrap(Page.class).ariaSnapshot(new Page.AriaSnapshotOptions().setMode(AriaSnapshotMode.AI));
      double ratio = (double) text.length() / aria.length();
      assertTrue(ratio <= 0.35, page + ": " + text.length() + " / " + aria.length() + " characters = " + ratio + "\n" + text);
    }
  }
}
