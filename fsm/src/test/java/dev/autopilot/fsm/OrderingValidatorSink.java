package dev.autopilot.fsm;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import java.util.ArrayList;
import java.util.List;

/** Fails on events out of their documented order; collects the violations for assertions. */
final class OrderingValidatorSink implements EventSink {
  final List<String> violations = new ArrayList<>();
  private long lastSeq;
  private boolean started;
  private boolean finished;
  private boolean awaitingVerification;
  private boolean awaitingPolicy;

  @Override
  public synchronized void accept(EventEnvelope e) {
    RunEvent ev = e.event();
    if (e.seq() != lastSeq + 1) {
      violations.add("seq gap before " + e.seq());
    }
    lastSeq = e.seq();
    if (finished) {
      violations.add(ev.type() + " after run_finished");
    }
    if (!started && !(ev instanceof RunEvent.RunStarted)) {
      violations.add(ev.type() + " before run_started");
    }
    started = true;
    if (awaitingVerification && !(ev instanceof RunEvent.ActionVerified) && !(ev instanceof RunEvent.SnapshotGenerated)) {
      violations.add(ev.type() + " between action_executed and action_verified");
    }
    if (awaitingPolicy && !(ev instanceof RunEvent.RetryPolicyApplied) && !(ev instanceof RunEvent.EvidenceCaptured)) {
      violations.add(ev.type() + " between submission_outcome_classified and retry_policy_applied");
    }
    if (ev instanceof RunEvent.ActionExecuted) {
      if (awaitingVerification) {
        violations.add("two action_executed without action_verified");
      }
      awaitingVerification = true;
    } else if (ev instanceof RunEvent.ActionVerified) {
      if (!awaitingVerification) {
        violations.add("action_verified without action_executed");
      }
      awaitingVerification = false;
    } else if (ev instanceof RunEvent.SubmissionOutcomeClassified) {
      awaitingPolicy = true;
    } else if (ev instanceof RunEvent.RetryPolicyApplied) {
      awaitingPolicy = false;
    } else if (ev instanceof RunEvent.RunFinished) {
      finished = true;
    }
  }
}
