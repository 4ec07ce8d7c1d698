package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.RetryDecision;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.examples.site.Submission;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole pipeline, end to end, in a real Chromium against the demo job site. */
class ApplyToJobIT {
  static DemoJobSite site;
  static PlaywrightBrowser browser;
  static Profile profile;

  final InMemoryEventSink events = EventSink.inMemory();
  final List<Duration> pauses = new ArrayList<>();
  Orchestrator autopilot;

  @BeforeAll
  static void start(@TempDir Path dir) {
    site = DemoJobSite.start();
    browser = PlaywrightBrowser.launch();
    profile = SampleProfile.extractTo(dir);
  }

  @AfterAll
  static void stop() {
    browser.close();
    site.close();
  }

  @BeforeEach
  void assemble() {
    site.reset();
    autopilot = QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().addEventSink(events).sleeper(pauses::add).build();
  }

  private RunResult apply(String posting) {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot.run(session, Task.of("apply to " + posting, site.postingUri(posting)));
    }
  }

  private List<RunEvent.SubmissionOutcomeClassified> outcomes() {
    return events.payloads(RunEvent.SubmissionOutcomeClassified.class);
  }

  @Test
  void classicFormIsSubmittedAndConfirmed() {
    RunResult result = apply("classic");
    assertTrue(result.isSuccess(), () -> "manual: " + result.manualReason() + "\n" + events.types());
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, result.outcome().outcomeClass());
    Submission accepted = site.submissions().get(0);
    assertEquals(1, site.submitAttempts("classic"), "exactly one submission");
    assertEquals(profile.email(), accepted.fields().get("email"));
    assertEquals("sample-resume.pdf", accepted.files().get(0).filename());
    assertTrue(events.payloads(RunEvent.ActionVerified.class).stream().allMatch(RunEvent.ActionVerified::verified), "every action proven");
  }

  @Test
  void divBasedLayoutWithAriaWidgetsIsSubmittedAndConfirmed() {
    RunResult result = apply("modern");
    assertTrue(result.isSuccess(), () -> "manual: " + result.manualReason() + "\n" + events.types());
    Submission accepted = site.submissions().get(0);
    assertEquals(1, site.submitAttempts("modern"), "exactly one submission");
    assertEquals(profile.email(), accepted.fields().get("email"));
    assertFalse(accepted.files().isEmpty(), "the resume went through the hidden file input");
  }

  @Test
  void aServerSideValidationErrorIsFixedThenResubmitted() {
    RunResult result = apply("validation");
    assertTrue(result.isSuccess(), () -> "manual: " + result.manualReason());
    assertEquals(List.of(OutcomeClass.VALIDATION_ERROR, OutcomeClass.SUCCESS_CONFIRMED), outcomes().stream().map(o -> o.outcome().outcomeClass()).toList());
    assertEquals(RetryDecision.FIX_AND_RESUBMIT, events.payloads(RunEvent.RetryPolicyApplied.class).get(0).decision());
    List<String> types = events.types();
    int firstOutcome = types.indexOf("submission_outcome_classified");
    int secondSubmit = -1;
    boolean fixedBetween = false;
    List<RunEvent> payloads = events.events().stream().map(e -> e.event()).toList();
    for (int i = firstOutcome + 1; i < payloads.size(); i++) {
      if (payloads.get(i) instanceof RunEvent.ActionVerified v) {
        if (v.verb().equals("submit")) {
          secondSubmit = i;
          break;
        }
        fixedBetween |= v.verified();
      }
    }
    assertTrue(secondSubmit > 0 && fixedBetween, "a verified fix came before the second submit");
    assertEquals(profile.email(), site.submissions().get(0).fields().get("email_confirm"));
    assertEquals(2, site.submitAttempts("validation"), "the rejected submit and the one after the verified fix");
    assertEquals(1, site.submissions().size(), "one accepted submission");
  }

  @Test
  void a503IsRetriedWithinTheBoundThenSucceeds() {
    RunResult result = apply("flaky");
    assertTrue(result.isSuccess(), () -> "manual: " + result.manualReason());
    assertEquals(List.of(OutcomeClass.TRANSIENT_NETWORK, OutcomeClass.SUCCESS_CONFIRMED), outcomes().stream().map(o -> o.outcome().outcomeClass()).toList());
    assertEquals(503, outcomes().get(0).httpStatus());
    assertEquals(1, pauses.size());
    assertEquals(2, site.submitAttempts("flaky"));
  }

  @Test
  void aSpamBlockEndsInManualAfterAtMostThreeAttempts() {
    RunResult result = apply("spam");
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.SUBMIT_BLOCKED, result.manualReason().code());
    assertEquals("external_blocked", result.manualReason().details().get("outcome_class"));
    assertTrue(site.submitAttempts("spam") <= 3, "attempts: " + site.submitAttempts("spam"));
    assertEquals(3, site.submitAttempts("spam"));
    assertEquals(RetryDecision.STOP_TO_MANUAL, events.payloads(RunEvent.RetryPolicyApplied.class).get(2).decision());
  }

  @Test
  void aRadioWhoseHandlerCancelsTheCheckIsReportedUnverified() {
    RunResult result = apply("cancel-radio");
    assertFalse(result.isSuccess());
    assertEquals(ManualCode.LOOP_GUARD, result.manualReason().code());
    List<RunEvent.ActionVerified> radio = events.payloads(RunEvent.ActionVerified.class).stream()
        .filter(v -> !v.verified()).toList();
    assertFalse(radio.isEmpty());
    assertTrue(radio.stream().allMatch(v -> v.semanticKey().contains("authorized")), radio.toString());
    assertTrue(radio.get(0).evidence().stream().anyMatch(e -> !e.held()), "the evidence says which criterion failed");
    assertEquals(0, site.submitAttempts("cancel-radio"), "never submitted on an unproven answer");
  }

  @Test
  void theDemoWritesARedactedRunFolderAndExitsZeroOnSuccess(@TempDir Path runs) throws Exception {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    int code = ApplyToJob.run(new String[] {"classic", "--runs", runs.toString()}, new PrintStream(buffer, true, StandardCharsets.UTF_8));
    String printed = buffer.toString(StandardCharsets.UTF_8);
    assertEquals(0, code, printed);
    for (String heading : List.of("Summary", "Analysis", "Plan", "Decision", "Result")) {
      assertTrue(printed.contains(heading), "narrative has " + heading);
    }
    Path eventsFile;
    try (Stream<Path> files = Files.walk(runs)) {
      eventsFile = files.filter(p -> p.getFileName().toString().equals("events.ndjson")).findFirst().orElseThrow();
    }
    List<String> lines = Files.readAllLines(eventsFile);
    assertTrue(lines.size() > 10);
    assertTrue(lines.get(0).contains("\"type\":\"run_started\"") && lines.get(lines.size() - 1).contains("\"type\":\"run_finished\""));
    String all = String.join("\n", lines) + printed + Files.readString(eventsFile.resolveSibling("narrative.txt"));
    assertFalse(all.contains(profile.email()), "the e-mail is redacted everywhere");
    assertFalse(all.contains("415 555 0134"), "the phone is redacted everywhere");
    try (Stream<Path> shots = Files.list(eventsFile.resolveSibling("screenshots"))) {
      assertEquals(2, shots.count(), "before and after submit");
    }
    assertNotNull(Files.readString(eventsFile.resolveSibling("summary.md")));
  }
}
