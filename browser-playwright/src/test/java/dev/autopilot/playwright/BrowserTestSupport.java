package dev.autopilot.playwright;

import com.microsoft.playwright.Page;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;

/**
 * One browser, one local server ({@link LocalBrowserSupport}) and one session per test class;
 * each test opens its page anew (a navigation resets the page), and a test that closes the
 * session gets a new one.
 */
abstract class BrowserTestSupport extends LocalBrowserSupport {
  static PlaywrightBrowserSession session;
  final PlaywrightSnapshotProvider snapshots = PlaywrightSnapshotProvider.create();
  /** The test's one snapshot pipeline over the session: every snapshot of the test goes through it. */
  SnapshotPipeline pipeline;

  /** Runs before {@link LocalBrowserSupport#stopBrowser} closes the browser the session is of. */
  @AfterAll
  static void forgetSession() {
    session = null;
  }

  @BeforeEach
  void openSession() {
    if (session == null || session.isClosed()) {
      session = browser.newSession();
    }
    pipeline = SnapshotPipeline.of(session, snapshots);
  }

  /** Opens a fixture page from src/test/resources/pages. */
  void open(String page) {
    session.navigate(server.url("/pages/" + page));
  }

  Page page() {
    return session.unwrap(Page.class);
  }

  SemanticSnapshot snapshot() {
    return pipeline.take("test");
  }

  /** Why a proven action did or did not hold: the execution's detail, the verification's reason and evidence. */
  static String why(dev.autopilot.core.ActionProof p) {
    return p.execution().detail() + " / " + p.verification().reason() + " " + p.verification().evidence();
  }

  static SemanticElement named(SemanticSnapshot s, String name) {
    return s.elements().stream().filter(e -> e.name().equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError("no element named '" + name + "' in " + names(s)));
  }

  static SemanticElement withAttribute(SemanticSnapshot s, String attribute, String value) {
    return s.elements().stream().filter(e -> value.equals(e.attribute(attribute))).findFirst()
        .orElseThrow(() -> new AssertionError("no element with " + attribute + "=" + value + " in " + names(s)));
  }

  static String names(SemanticSnapshot s) {
    return s.elements().stream().map(e -> e.ref() + ":" + e.role() + ":'" + e.name() + "'").toList().toString();
  }
}
