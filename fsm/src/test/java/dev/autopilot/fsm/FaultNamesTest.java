package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import java.net.URI;
import org.junit.jupiter.api.Test;

/**
 * A run that stops on a fault names it by what its ledger knows, not by how the failing call
 * ended: after a submit click nothing proved rejected, MAY_HAVE_BEEN_SUBMITTED whatever the fault,
 * and never a second click; before any submit, the fault's own name.
 */
class FaultNamesTest {
  final FakeForm form = new FakeForm();
  final InMemoryEventSink events = EventSink.inMemory();
  final Task task = Task.of("apply", URI.create(FakeForm.FORM_URL));

  private RunResult run() {
    return run(form, form);
  }

  private RunResult run(dev.autopilot.core.SnapshotProvider snapshots, dev.autopilot.core.ActionExecutor executor) {
    Orchestrator o = Orchestrator.builder()
        .snapshotProvider(snapshots).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(executor).verifier(form)
        .classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).sleeper(d -> { })
        .build();
    RunResult result = o.run(form, task);
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals("run_finished", events.types().get(events.types().size() - 1));
    assertEquals(result.manualReason(), events.payloads(RunEvent.RunFinished.class).get(0).manualReason());
    return result;
  }

  private static BrowserException unresponsive(String verb) {
    return new BrowserException(ErrorCode.PAGE_UNRESPONSIVE, verb + " did not end within 10 s: the page did not answer, and the browser was ended",
        "e1", verb, FakeForm.FORM_URL, null);
  }

  private static BrowserException crashed(String verb) {
    return new BrowserException(ErrorCode.BROWSER_CRASHED, verb + " failed: the page or browser is closed", "e1", verb, FakeForm.FORM_URL, null);
  }

  @Test
  void aPageThatStopsAnsweringWhileFilledIsUnresponsive() {
    form.actionFailure = unresponsive("type_ref");
    RunResult result = run();
    assertEquals(ManualCode.PAGE_UNRESPONSIVE, result.manualReason().code(), String.valueOf(result.manualReason()));
    assertEquals(0, result.counters().submitAttempts());
  }

  @Test
  void aPageThatStopsAnsweringAtTheSubmitClickMayHaveSubmitted() {
    form.submitFailure = unresponsive("submit");
    RunResult result = run();
    assertEquals(ManualCode.MAY_HAVE_BEEN_SUBMITTED, result.manualReason().code(), String.valueOf(result.manualReason()));
    assertEquals("PAGE_UNRESPONSIVE", result.manualReason().details().get("error_code"), "the mechanism stays on the record");
    assertEquals("1", result.manualReason().details().get("submit_clicks"));
    assertTrue(result.manualReason().message().contains("not submitted again"), result.manualReason().message());
    assertEquals(1, result.counters().submitAttempts());
    assertEquals(1, form.executed.stream().filter(a -> a.startsWith("submit") || a.equals("click_ref:e9")).count(), form.executed.toString());
  }

  @Test
  void aPageThatStopsAnsweringBeforeTheSubmitGestureIsSentIsUnresponsive() {
    // the executor reports the submit as not performed (nothing was clicked); reading the page
    // again then fails as the browser was ended for not answering
    java.util.concurrent.atomic.AtomicBoolean gone = new java.util.concurrent.atomic.AtomicBoolean();
    dev.autopilot.core.ActionExecutor executor = (page, action, snapshot) -> {
      if (action instanceof dev.autopilot.core.model.Action.Submit) {
        gone.set(true);
        return dev.autopilot.core.model.ExecutionResult.failed(action, ErrorCode.PAGE_UNRESPONSIVE,
            "the page stopped answering before the submit's gesture was sent; nothing was clicked", 10_000);
      }
      return form.execute(page, action, snapshot);
    };
    dev.autopilot.core.SnapshotProvider snapshots = session -> {
      if (gone.get()) {
        throw unresponsive("taking a snapshot");
      }
      return form.snapshot(session);
    };
    RunResult result = run(snapshots, executor);
    assertEquals(ManualCode.PAGE_UNRESPONSIVE, result.manualReason().code(), String.valueOf(result.manualReason()));
    assertEquals(0, form.submits, "nothing was sent");
  }

  @Test
  void aBrowserEndedAfterTheSubmitClickMayHaveSubmitted() {
    form.submitFailure = crashed("submit");
    RunResult result = run();
    assertEquals(ManualCode.MAY_HAVE_BEEN_SUBMITTED, result.manualReason().code(), String.valueOf(result.manualReason()));
    assertEquals("BROWSER_CRASHED", result.manualReason().details().get("error_code"));
  }

  @Test
  void aBrowserThatDiesBeforeAnySubmitHasCrashed() {
    form.actionFailure = crashed("type_ref");
    RunResult result = run();
    assertEquals(ManualCode.BROWSER_CRASHED, result.manualReason().code(), String.valueOf(result.manualReason()));
  }

  @Test
  void aFaultAfterARejectedSubmitKeepsItsOwnName() {
    form.extraRequiredAfterReject = true;
    form.replies = n -> {
      // the site rejects the fields and asks for one more; the page dies while it is filled
      form.actionFailure = crashed("type_ref");
      return FakeForm.Reply.REJECT_FIELDS;
    };
    RunResult result = run();
    assertEquals(ManualCode.BROWSER_CRASHED, result.manualReason().code(), String.valueOf(result.manualReason()));
    assertEquals(1, result.counters().submitAttempts());
  }
}
