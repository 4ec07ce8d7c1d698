package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Clicks judged by their effect: a click counts when the page changed visibly anywhere (content
 * without any control, a JavaScript dialog), not only when known controls changed; a click with no
 * effect is unverified with that reason, also on a page whose clock ticks and whose carousel turns
 * by themselves the whole time.
 */
class ClickEffectIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  private final PlaywrightVerifier verifier = PlaywrightVerifier.create();

  private ActionProof click(String name) {
    SemanticSnapshot s = snapshot();
    return ActionProof.prove(pipeline, executor, verifier, new Action.ClickRef(named(s, name).ref(), ActionMeta.of("test", name)), s);
  }

  private static List<String> held(ActionProof p) {
    return p.verification().evidence().stream().filter(Evidence::held).map(Evidence::criterion).toList();
  }

  private void openAndLetThePageRun() {
    open("click-effects.html");
    // the clock and the carousel change a few times before any click
    page().waitForFunction("() => document.getElementById('clock').textContent >= '00:00:04'");
  }

  @Test
  void aClickThatShowsTextWithoutAnyControlIsVerified() {
    openAndLetThePageRun();
    ActionProof p = click("Show details");
    assertTrue(p.verified(), p.verification().reason() + " " + p.verification().evidence());
    assertTrue(held(p).contains("page changed visibly"), held(p).toString());
  }

  @Test
  void aClickWithNoEffectIsUnverifiedThoughTheClockTicksAndTheCarouselTurns() {
    openAndLetThePageRun();
    for (int i = 0; i < 3; i++) {
      ActionProof p = click("Does nothing");
      assertFalse(p.verified(), "claimed an effect: " + p.verification().evidence());
      assertTrue(p.verification().reason().contains("no effect"), p.verification().reason());
      assertTrue(p.verification().reason().contains("already changing"), p.verification().reason());
    }
  }

  @Test
  void aClickThatChangesContentThatWasAlreadyChangingIsNotCreditedWithIt() {
    openAndLetThePageRun();
    ActionProof p = click("Update the clock");
    assertFalse(p.verified(), "the clock changes by itself; its change is not the click's proof: " + p.verification().evidence());
  }

  @Test
  void aClickThatOpensADialogIsVerified() {
    openAndLetThePageRun();
    ActionProof p = click("Greet");
    assertTrue(p.verified(), p.verification().reason());
    assertTrue(held(p).contains("dialog opened"), held(p).toString());
  }

  @Test
  void aHostsPageWrappedAfterItLoadedIsWatchedForABaselineFirst() {
    try (com.microsoft.playwright.BrowserContext context = session.unwrap(Page.class).context().browser().newContext()) {
      Page host = context.newPage();
      host.navigate(server.url("/pages/click-effects.html"));
      host.waitForFunction("() => document.getElementById('clock').textContent >= '00:00:04'");
      try (AutopilotPage ap = AutopilotPage.wrap(host)) {
        SemanticSnapshot s = ap.observe();
        ActionProof none = ap.act(new Action.ClickRef(named(s, "Does nothing").ref(), ActionMeta.of("test", "nothing")), s);
        assertFalse(none.verified(), "claimed an effect: " + none.verification().evidence());
        SemanticSnapshot again = ap.observe();
        ActionProof shown = ap.act(new Action.ClickRef(named(again, "Show details").ref(), ActionMeta.of("test", "details")), again);
        assertTrue(shown.verified(), shown.verification().reason());
      }
    }
  }
}
