package dev.autopilot.examples.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Forms that arrive late or in steps, with the stock pipeline in a real Chromium: a form a script
 * builds 1.5 s after load (in two parts, with a div submit whose handler comes from
 * addEventListener), a form behind a "Begin" button next to a "Pay now" button, and fields without
 * a {@code <form>} sent by a plain {@code <button type="button">}. Each is submitted exactly once
 * and confirmed, with what the server received checked.
 */
class LateFormsIT {
  static FormCorpusSite site;
  static PlaywrightBrowser browser;
  static Profile profile;

  @BeforeAll
  static void start() throws URISyntaxException {
    site = FormCorpusSite.start();
    browser = PlaywrightBrowser.launch();
    profile = Profile.load(Path.of(LateFormsIT.class.getResource("/dev/autopilot/examples/corpus/corpus-profile.json").toURI()));
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
    if (site != null) {
      site.close();
    }
  }

  private RunResult run(String page, InMemoryEventSink events, Orchestrator autopilot) {
    site.reset();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot.toBuilder().addEventSink(events).build().run(session, Task.of("apply on " + page, site.pageUri(page)));
    }
  }

  private static void assertConfirmedOnce(String page, RunResult result) {
    assertEquals(RunState.DONE, result.finalState(), () -> page + ": " + result.manualReason());
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, result.outcome().outcomeClass(), page);
    assertEquals(1, site.submissions(page), page + " was sent once");
    assertEquals(1, result.counters().submitAttempts(), page);
  }

  private static String body(String page) {
    return site.received().stream().filter(r -> r.page().equals(page)).findFirst().orElseThrow().body();
  }

  @Test
  void aFormBuiltByScriptAfterLoadIsAwaitedWholeAndItsDivSubmitPressedOnce() {
    InMemoryEventSink events = EventSink.inMemory();
    RunResult result = run("late-render", events, QuickStart.autopilot(JobApplicationPack.of(profile)));
    assertConfirmedOnce("late-render", result);
    String body = body("late-render");
    for (String part : List.of("\"firstName\":\"Ada\"", "\"lastName\":\"Lovelace\"", "\"email\":\"ada.lovelace@example.org\"", "\"phone\":\"+1 415 555 0134\"")) {
      assertTrue(body.contains(part), () -> "sent " + body + ", expected " + part);
    }
    assertTrue(events.payloads(RunEvent.SnapshotGenerated.class).stream().anyMatch(s -> s.purpose().equals("await_form")), "the form was awaited");
  }

  @Test
  void withNoFormWaitTheSameLatePageHasNoForm() {
    InMemoryEventSink events = EventSink.inMemory();
    RunResult result = run("late-render", events, QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().formWait(Duration.ZERO).build());
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals("NO_FORM", String.valueOf(result.manualReason().code()));
    assertEquals(0, site.submissions("late-render"));
  }

  @Test
  void aFormBehindABeginButtonIsOpenedByPressingItAndNeverByPayingNow() {
    InMemoryEventSink events = EventSink.inMemory();
    RunResult result = run("begin-button", events, QuickStart.autopilot(JobApplicationPack.of(profile)));
    assertConfirmedOnce("begin-button", result);
    String body = body("begin-button");
    assertTrue(body.contains("premium=no"), () -> "'Pay now' was pressed: " + body);
    assertTrue(body.contains("firstName=Ada") && body.contains("email=ada.lovelace%40example.org"), body);
    List<RunEvent.ActionExecuted> clicks = events.payloads(RunEvent.ActionExecuted.class).stream()
        .filter(x -> x.action() instanceof Action.ClickRef).toList();
    assertEquals(1, clicks.size(), () -> "one click, on Begin: " + clicks);
    assertEquals("Begin", clicks.get(0).action().meta().targetQuestion());
  }

  @Test
  void fieldsWithoutAFormAreSentByAPlainButtonThatReadsAsTheSubmit() {
    InMemoryEventSink events = EventSink.inMemory();
    RunResult result = run("plain-button-submit", events, QuickStart.autopilot(JobApplicationPack.of(profile)));
    assertConfirmedOnce("plain-button-submit", result);
    assertTrue(body("plain-button-submit").contains("\"email\":\"ada.lovelace@example.org\""), body("plain-button-submit"));
    assertTrue(events.payloads(RunEvent.ActionExecuted.class).stream().filter(x -> x.action() instanceof Action.Submit).count() == 1,
        "one submit, and 'Need help?' is no submit");
  }
}
