package dev.autopilot.examples.twophase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.fsm.prepare.Confirmation;
import dev.autopilot.fsm.prepare.PlanClaims;
import dev.autopilot.fsm.prepare.Prepared;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two phases in a real Chromium against a site that counts every submission it receives: a
 * prepare fills and stops unsubmitted; a fresh orchestrator confirms the plan from its file and
 * the site receives it once; another process with its own browser and this one confirm one plan
 * at once and the site receives it once; a second confirm, a missing phrase and a changed form send
 * nothing.
 */
class PrepareConfirmIT {
  static final Map<String, String> VALUES = Map.of("Full name", "Ada Lovelace", "Email", "ada@example.org", "City", "London");

  static OrderSite site;
  static PlaywrightBrowser browser;

  final InMemoryEventSink events = EventSink.inMemory();

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

  private Orchestrator autopilot(PlanClaims claims) {
    return autopilot(claims, events);
  }

  /** The pipeline both phases use, in this process or another ({@link ConfirmInAnotherProcess}). */
  static Orchestrator autopilot(PlanClaims claims, EventSink events) {
    return Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(GenericPack.of(VALUES)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .addEventSink(events)
        .planClaims(claims)
        .build();
  }

  private Prepared prepare(Path dir) {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot(PlanClaims.inMemory()).prepare(session, Task.of("Order the catalogue", site.uri("/order")),
          RunOptions.defaults().withEvidenceDirectory(dir));
    }
  }

  @Test
  void preparedByOneOrchestratorConfirmedFromItsFileByAnotherSubmittedExactlyOnce(@TempDir Path dir) throws Exception {
    int before = site.posts();
    Prepared prepared = prepare(dir.resolve("prepare"));
    assertEquals(RunState.PREPARED, prepared.result().finalState(), () -> String.valueOf(prepared.result().manualReason()));
    assertEquals(before, site.posts(), "prepare submits nothing");
    Path planFile = dir.resolve("prepare").resolve("plan.json");
    String json = Files.readString(planFile);
    assertFalse(json.contains("ada@example.org") || json.contains("Lovelace"), json);
    assertEquals("Place order", prepared.plan().submit().name());
    assertEquals(3, prepared.plan().fields().size());

    PreparedPlan plan = PreparedPlan.read(planFile);
    Path claims = dir.resolve("claims");
    RunResult confirmed;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      confirmed = autopilot(PlanClaims.inFolder(claims)).confirm(session, plan, Confirmation.phrase(plan.confirmationPhrase()),
          RunOptions.defaults().withEvidenceDirectory(dir.resolve("confirm")));
    }
    assertTrue(confirmed.isSuccess(), () -> confirmed.manualReason() + " " + confirmed.outcome());
    assertEquals(before + 1, site.posts(), "the site received the order once");
    assertTrue(Files.exists(dir.resolve("confirm").resolve("001_before_submit.png")), "the screenshot before the submit");
    assertTrue(Files.exists(dir.resolve("confirm").resolve("002_after_submit.png")), "the screenshot after the submit");

    RunResult again;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      again = autopilot(PlanClaims.inFolder(claims)).confirm(session, plan, Confirmation.phrase(plan.confirmationPhrase()));
    }
    assertEquals(ManualCode.ALREADY_CONFIRMED, again.manualReason().code());
    assertEquals(before + 1, site.posts(), "a plan is submitted at most once");
  }

  @Test
  void anotherProcessAndThisOneConfirmingTheSamePlanAtOnceSubmitItOnce(@TempDir Path dir) throws Exception {
    prepare(dir);
    PreparedPlan plan = PreparedPlan.read(dir.resolve("plan.json"));
    int before = site.posts();
    Path log = dir.resolve("worker.log");
    Process worker = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", System.getProperty("java.class.path"),
        ConfirmInAnotherProcess.class.getName(), dir.resolve("plan.json").toString(), dir.resolve("claims").toString(), plan.confirmationPhrase())
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    RunResult here;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      here = autopilot(PlanClaims.inFolder(dir.resolve("claims"))).confirm(session, plan, Confirmation.phrase(plan.confirmationPhrase()));
    }
    assertTrue(worker.waitFor(3, TimeUnit.MINUTES), "the worker did not end");
    List<String> lines = Files.readAllLines(log);
    List<String> endings = new ArrayList<>(List.of(lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1),
        here.manualReason() == null ? here.finalState().name() : here.manualReason().code().name()));
    endings.sort(null);
    assertEquals(List.of("ALREADY_CONFIRMED", "DONE"), endings, () -> endings + "\n" + String.join("\n", lines));
    assertEquals(before + 1, site.posts(), "two processes, one submission");
  }

  @Test
  void withoutTheConfirmationNothingIsSentAndAChangedFormIsRefused(@TempDir Path dir) {
    PreparedPlan plan = prepare(dir).plan();
    int before = site.posts();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      RunResult unconfirmed = autopilot(PlanClaims.inMemory()).confirm(session, plan, Confirmation.phrase("yes please"));
      assertEquals(ManualCode.CONFIRM_REQUIRED, unconfirmed.manualReason().code());
    }
    site.change();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      RunResult changed = autopilot(PlanClaims.inMemory()).confirm(session, plan, Confirmation.approval(p -> true));
      assertEquals(ManualCode.SITE_CHANGED, changed.manualReason().code(), () -> String.valueOf(changed.manualReason()));
      assertTrue(changed.manualReason().details().get("differences").contains("new 'Coupon code'"), () -> String.valueOf(changed.manualReason()));
    } finally {
      site.reset();
    }
    assertEquals(before, site.posts(), "nothing was sent");
    List<RunEvent.ConfirmationChecked> checks = events.payloads(RunEvent.ConfirmationChecked.class);
    assertEquals(List.of("phrase=false", "live_page=false"), checks.stream().map(c -> c.check() + "=" + c.passed()).toList());
  }
}
