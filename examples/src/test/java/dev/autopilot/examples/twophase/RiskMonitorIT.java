package dev.autopilot.examples.twophase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Features;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.gate.ActionRefusedException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.risk.Risk;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.AutopilotPage;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The risk monitor in a real Chromium: a custom planner that types a card number is stopped in
 * front of the executor, and a host's own loop through the act API is stopped at a card field, an
 * off-site link and a download, before anything happens on the page.
 */
class RiskMonitorIT {
  static OrderSite site;
  static PlaywrightBrowser browser;

  @BeforeAll
  static void start() {
    site = OrderSite.start();
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  static void stop() {
    browser.close();
    site.close();
  }

  static SemanticElement named(SemanticSnapshot s, String name) {
    return s.elements().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError("no " + name + " in " + s.elements()));
  }

  @Test
  void aCustomPlannersStepIntoACardFieldIsStoppedBeforeItRuns() {
    InMemoryEventSink events = EventSink.inMemory();
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(ctx -> new ActionPlan(List.of(new Action.TypeRef(named(ctx.snapshot(), "Credit card number").ref(), "4111 1111 1111 1111",
            ActionMeta.of("answer", "Credit card number"))), "a planner of the host's own", PlanSource.RULES, List.of()))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .addEventSink(events)
        .build();
    int before = site.posts();
    RunResult result;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      result = autopilot.run(session, Task.of("check out", site.uri("/checkout")));
    }
    assertEquals(ManualCode.RISK_STOPPED, result.manualReason().code(), () -> String.valueOf(result.manualReason()));
    assertEquals("payment_field", result.manualReason().details().get("risk"));
    assertEquals(0, result.counters().actions(), "the step never reached the executor");
    assertEquals("payment_field", events.payloads(RunEvent.RiskFlagged.class).get(0).risk());
    assertEquals(before, site.posts());
  }

  @Test
  void aHostLoopIsStoppedAtACardFieldAnOffSiteLinkAndADownloadAndMayFollowAnOrdinaryLink() {
    try (BrowserContext context = browser.unwrap(Browser.class).newContext()) {
      Page page = context.newPage();
      page.navigate(site.uri("/checkout").toString());
      AutopilotPage ap = AutopilotPage.wrap(page);
      SemanticSnapshot s = ap.observe();
      ActionRefusedException card = assertThrows(ActionRefusedException.class,
          () -> ap.act(new Action.TypeRef(named(s, "Credit card number").ref(), "4111", ActionMeta.of("answer", "Credit card number"))));
      assertEquals(Risk.PAYMENT_FIELD, card.risk().risk());
      assertEquals("", page.locator("[name=card]").inputValue(), "nothing was typed");
      ActionRefusedException partner = assertThrows(ActionRefusedException.class,
          () -> ap.act(new Action.ClickRef(named(s, "Partner deal").ref(), ActionMeta.of("open", "Partner deal"))));
      assertEquals(Risk.OFF_SITE, partner.risk().risk());
      ActionRefusedException archive = assertThrows(ActionRefusedException.class,
          () -> ap.act(new Action.ClickRef(named(s, "Catalogue archive").ref(), ActionMeta.of("open", "Catalogue archive"))));
      assertEquals(Risk.DOWNLOAD, archive.risk().risk());
      assertEquals(site.uri("/checkout").toString(), page.url(), "no link was followed");
      assertNotNull(ap.act(new Action.ClickRef(named(s, "Back to the order").ref(), ActionMeta.of("open", "Back to the order"))));
      assertTrue(page.url().endsWith("/order"), page.url());
    }
  }

  @Test
  void withBrowserActionsSwitchedOffTheActApiActsOnNothing() {
    try (BrowserContext context = browser.unwrap(Browser.class).newContext()) {
      Page page = context.newPage();
      page.navigate(site.uri("/order").toString());
      AutopilotPage ap = AutopilotPage.builder(page).features(Features.allOn().without(Features.Flag.BROWSER_ACTIONS)).build();
      SemanticSnapshot s = ap.observe();
      AutopilotException e = assertThrows(AutopilotException.class,
          () -> ap.act(new Action.TypeRef(named(s, "City").ref(), "London", ActionMeta.of("answer", "City"))));
      assertEquals(ErrorCode.BROWSER_CAPABILITY_DISABLED, e.code());
      assertEquals("", page.locator("[name=city]").inputValue());
    }
  }
}
