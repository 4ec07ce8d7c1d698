package dev.autopilot.store;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.testkit.SampleRun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Event streams of runs for the run store's tests, built on the testkit's {@link SampleRun}. */
final class Runs {
  private Runs() {}

  /** A run that ends DONE (the sample run), shifted to start {@code offset} after the sample's start. */
  static List<EventEnvelope> done(String requestId, Duration offset) {
    return shift(SampleRun.events(requestId), offset);
  }

  /**
   * A run that fills as the sample does, is blocked as spam on submit, retries once, is blocked
   * again and stops SUBMIT_BLOCKED; the block page quotes the applicant's e-mail and phone.
   */
  static List<EventEnvelope> blocked(String requestId, Duration offset) {
    List<EventEnvelope> sample = SampleRun.events(requestId);
    List<EventEnvelope> out = new ArrayList<>();
    for (EventEnvelope e : sample) {
      if (e.event() instanceof RunEvent.SubmissionOutcomeClassified) {
        break;
      }
      out.add(e);
    }
    SubmissionOutcome spam = new SubmissionOutcome(OutcomeClass.EXTERNAL_BLOCKED, "SPAM_BLOCKED", 0.9,
        "Your submission from " + SampleRun.EMAIL + " / " + SampleRun.PHONE + " was flagged as spam", true);
    ManualReason reason = new ManualReason(ManualCode.SUBMIT_BLOCKED, "the site blocked the submit twice; " + SampleRun.EMAIL + " may be on a block list",
        null, Map.of("attempts", "2"));
    add(out, RunState.VERIFY_OUTCOME, new RunEvent.SubmissionOutcomeClassified(1, spam, 403, SampleRun.URL));
    add(out, RunState.VERIFY_OUTCOME, new RunEvent.RetryPolicyApplied(OutcomeClass.EXTERNAL_BLOCKED, 1, 3, RunEvent.RetryDecision.RETRY, 0, "blocked: retry"));
    add(out, RunState.VERIFY_OUTCOME, new RunEvent.SubmissionOutcomeClassified(2, spam, 403, SampleRun.URL));
    add(out, RunState.VERIFY_OUTCOME, new RunEvent.RetryPolicyApplied(OutcomeClass.EXTERNAL_BLOCKED, 2, 3, RunEvent.RetryDecision.STOP_TO_MANUAL, 0, "blocked again"));
    add(out, RunState.VERIFY_OUTCOME, new RunEvent.StateTransition(RunState.VERIFY_OUTCOME, RunState.MANUAL_REQUIRED, "blocked"));
    add(out, RunState.MANUAL_REQUIRED, new RunEvent.RunFinished(RunState.MANUAL_REQUIRED, reason, spam,
        new RunCounters(3, 5, 1, 2, 7, 2, new ModelUsage(2, 1200, 300, 0), 9_000)));
    return shift(out, offset);
  }

  /** The first {@code n} events of a DONE run: a run killed mid-way. */
  static List<EventEnvelope> killedAfter(String requestId, int n, Duration offset) {
    return done(requestId, offset).subList(0, n);
  }

  private static void add(List<EventEnvelope> out, RunState state, RunEvent event) {
    EventEnvelope last = out.get(out.size() - 1);
    out.add(new EventEnvelope(last.schemaVersion(), last.requestId(), last.seq() + 1, last.timestamp().plusMillis(250), state, last.step(), null, event));
  }

  private static List<EventEnvelope> shift(List<EventEnvelope> events, Duration offset) {
    return events.stream()
        .map(e -> new EventEnvelope(e.schemaVersion(), e.requestId(), e.seq(), e.timestamp().plus(offset), e.state(), e.step(), e.actionId(), e.event()))
        .toList();
  }
}
