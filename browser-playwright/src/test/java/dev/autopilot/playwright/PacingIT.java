package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.testkit.FixtureServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Human pacing goes through the injected sleeper, which records instead of waiting. */
class PacingIT {
  @RegisterExtension
  static final SharedBrowser BROWSER = new SharedBrowser();

  private static FixtureServer server;
  private final PlaywrightSnapshotProvider snapshots = PlaywrightSnapshotProvider.create();
  private final List<Duration> pauses = new ArrayList<>();

  @BeforeAll
  static void serve() {
    server = FixtureServer.start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static SemanticElement named(SemanticSnapshot s, String name) {
    return s.elements().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
  }

  private static List<Duration> millis(long... values) {
    List<Duration> out = new ArrayList<>();
    for (long v : values) {
      out.add(Duration.ofMillis(v));
    }
    return out;
  }

  @Test
  void pausesForScrollHoverFocusAndEachKeyThroughTheSleeper() {
    Pacing pacing = Pacing.builder().scroll(Duration.ofMillis(100)).hover(Duration.ofMillis(200)).focus(Duration.ofMillis(50))
        .keystroke(Duration.ofMillis(30)).sleeper(pauses::add).build();
    PlaywrightActionExecutor executor = PlaywrightActionExecutor.builder().pacing(pacing).build();
    try (PlaywrightBrowserSession session = BROWSER.newSession()) {
      SnapshotPipeline pipeline = SnapshotPipeline.of(session, snapshots);
      session.navigate(server.uri("widgets/text.html").toString());
      SemanticSnapshot s = pipeline.take("test");

      ExecutionResult typed = executor.execute(pipeline, new Action.TypeRef(named(s, "Full name").ref(), "Ada", ActionMeta.of("answer", null)), s);
      assertTrue(typed.performed(), typed.detail());
      assertEquals(millis(100, 50, 30, 30), pauses, "scroll, focus, then a pause between each of the three keys");
      assertEquals("Ada", named(pipeline.take("test"), "Full name").value(), "typed key by key");

      pauses.clear();
      ExecutionResult date = executor.execute(pipeline, new Action.TypeRef(named(s, "Earliest start date").ref(), "01/05/2026", ActionMeta.of("answer", null)), s);
      assertTrue(date.performed(), date.detail());
      assertEquals(millis(100, 50), pauses, "a date input is filled at once, after scroll and focus");

      pauses.clear();
      ExecutionResult click = executor.execute(pipeline, new Action.ClickRef(named(s, "Unlock the field").ref(), ActionMeta.of("answer", null)), s);
      assertTrue(click.performed(), click.detail());
      assertEquals(millis(100, 200), pauses, "scroll, then hover, before the click");

      pauses.clear();
      session.navigate(server.uri("widgets/choices.html").toString());
      SemanticSnapshot c = pipeline.take("test");
      ExecutionResult select = executor.execute(pipeline, new Action.SelectRef(named(c, "Country").ref(), "Japan", ActionMeta.of("answer", null)), c);
      assertTrue(select.performed(), select.detail());
      assertEquals(millis(100, 50), pauses, "scroll and focus before choosing");
      assertEquals("Japan", named(pipeline.take("test"), "Country").value());
    }
  }

  @Test
  void pacingIsOffByDefaultAndThenNothingPauses() {
    assertTrue(Pacing.off().isOff());
    Pacing zero = Pacing.builder().sleeper(pauses::add).build();
    PlaywrightActionExecutor executor = PlaywrightActionExecutor.builder().pacing(zero).build();
    try (PlaywrightBrowserSession session = BROWSER.newSession()) {
      SnapshotPipeline pipeline = SnapshotPipeline.of(session, snapshots);
      session.navigate(server.uri("widgets/text.html").toString());
      SemanticSnapshot s = pipeline.take("test");
      assertTrue(executor.execute(pipeline, new Action.TypeRef(named(s, "Full name").ref(), "Ada", ActionMeta.of("answer", null)), s).performed());
      assertTrue(executor.execute(pipeline, new Action.ClickRef(named(s, "Unlock the field").ref(), ActionMeta.of("answer", null)), s).performed());
      assertEquals(List.of(), pauses);
    }
  }
}
