package dev.autopilot.testkit;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A sink that checks the ordering contract of run events (see {@link RunEvent}) as they arrive,
 * run by run: sequence numbers from 1 without gaps, {@code run_started} first and nothing after
 * {@code run_finished}, every {@code action_executed} followed by exactly one
 * {@code action_verified} (carrying the same action id) before anything but a snapshot or the
 * {@code dialog_handled} of a dialog the action opened — or, for a batch of field answers proved
 * with one snapshot after them all, several {@code action_executed} followed by their
 * {@code action_verified} in the same order — step
 * numbers that never decrease, and every
 * {@code submission_outcome_classified} followed by its {@code retry_policy_applied} (evidence
 * captured in between is allowed).
 *
 * <p>Runs are told apart by request id, so one validator may watch concurrent runs. It never
 * throws from {@link #accept}: it records each violation, which a test reads with
 * {@link #violations()} or asserts with {@link #assertValid()}. Thread-safe.
 */
public final class EventOrderValidator implements EventSink {
  private final Map<String, RunOrder> runs = new HashMap<>();
  private final List<String> violations = new ArrayList<>();

  /** A validator that has seen nothing yet. */
  public EventOrderValidator() {}

  /**
   * The violations in these events, open runs included (as {@link #finish()} finds them).
   *
   * @param events the events of one or more runs, in the order they were emitted
   * @return one line per violation, naming its run and the event at fault, in the order found;
   *     empty when the order holds
   */
  public static List<String> check(List<EventEnvelope> events) {
    EventOrderValidator validator = new EventOrderValidator();
    events.forEach(validator::accept);
    validator.finish();
    return validator.violations();
  }

  @Override
  public synchronized void accept(EventEnvelope event) {
    requireNonNull(event, "event");
    runs.computeIfAbsent(event.requestId(), RunOrder::new).accept(event, violations);
  }

  /**
   * Records, for every run seen, what is still open: a run without {@code run_finished}, an
   * action left unverified, an outcome without its policy decision. Call it once the runs are
   * over.
   */
  public synchronized void finish() {
    runs.values().forEach(run -> run.finish(violations));
  }

  /**
   * The violations found so far, each naming its run and the event at fault.
   *
   * @return a copy, in the order found; empty when the order held so far. Open runs count only
   *     after {@link #finish()}
   */
  public synchronized List<String> violations() {
    return List.copyOf(violations);
  }

  /**
   * Fails, listing every violation, when the events seen so far broke the ordering contract.
   * Open runs are checked too, as by {@link #finish()}.
   *
   * @throws AssertionError when the order does not hold
   */
  public synchronized void assertValid() {
    finish();
    if (!violations.isEmpty()) {
      throw new AssertionError("run events out of order:\n  " + String.join("\n  ", violations));
    }
  }

  /** Forgets every run and violation. */
  public synchronized void clear() {
    runs.clear();
    violations.clear();
  }

  /** What one run has shown so far. */
  private static final class RunOrder {
    private final String requestId;
    private long lastSeq;
    private boolean started;
    private boolean finished;
    private boolean finishChecked;
    /** Action ids executed and not yet verified, oldest first: one, or a batch's several. */
    private final java.util.ArrayDeque<java.util.Optional<String>> awaiting = new java.util.ArrayDeque<>();
    /** Whether an action_verified of the open batch has come, after which no action joins it. */
    private boolean verifying;
    private boolean awaitingPolicy;
    private int lastStep;

    RunOrder(String requestId) {
      this.requestId = requestId;
    }

    void accept(EventEnvelope e, List<String> violations) {
      RunEvent ev = e.event();
      String at = requestId + " #" + e.seq() + " " + ev.type();
      if (e.seq() != lastSeq + 1) {
        violations.add(at + ": expected seq " + (lastSeq + 1));
      }
      lastSeq = e.seq();
      if (e.step() < lastStep) {
        violations.add(at + ": step " + e.step() + " after step " + lastStep);
      }
      lastStep = Math.max(lastStep, e.step());
      if (finished) {
        violations.add(at + ": after run_finished");
      }
      if (!started && !(ev instanceof RunEvent.RunStarted)) {
        violations.add(at + ": before run_started");
      }
      if (started && ev instanceof RunEvent.RunStarted) {
        violations.add(at + ": a second run_started");
      }
      started = true;
      boolean awaitingVerification = !awaiting.isEmpty();
      boolean joinsBatch = ev instanceof RunEvent.ActionExecuted && !verifying;
      if (awaitingVerification && !(ev instanceof RunEvent.ActionVerified) && !(ev instanceof RunEvent.SnapshotGenerated)
          && !(ev instanceof RunEvent.DialogHandled) && !joinsBatch) {
        violations.add(at + ": between action_executed and its action_verified");
      }
      if (awaitingPolicy && !(ev instanceof RunEvent.RetryPolicyApplied) && !(ev instanceof RunEvent.EvidenceCaptured)) {
        violations.add(at + ": between submission_outcome_classified and its retry_policy_applied");
      }
      if (ev instanceof RunEvent.ActionExecuted) {
        awaiting.addLast(java.util.Optional.ofNullable(e.actionId()));
      } else if (ev instanceof RunEvent.ActionVerified) {
        java.util.Optional<String> executedActionId = awaiting.pollFirst();
        if (executedActionId == null) {
          violations.add(at + ": action_verified without an action_executed before it");
        } else if (!Objects.equals(executedActionId.orElse(null), e.actionId())) {
          violations.add(at + ": action_verified carries action id " + e.actionId() + ", its action_executed " + executedActionId.orElse(null));
        }
        verifying = !awaiting.isEmpty();
      } else if (ev instanceof RunEvent.SubmissionOutcomeClassified) {
        awaitingPolicy = true;
      } else if (ev instanceof RunEvent.RetryPolicyApplied) {
        awaitingPolicy = false;
      } else if (ev instanceof RunEvent.RunFinished) {
        finished = true;
      }
    }

    void finish(List<String> violations) {
      if (finishChecked) {
        return;
      }
      finishChecked = true;
      if (!finished) {
        violations.add(requestId + ": no run_finished after #" + lastSeq);
      }
      if (!awaiting.isEmpty()) {
        violations.add(requestId + ": an action_executed was never verified");
      }
      if (awaitingPolicy) {
        violations.add(requestId + ": a submission_outcome_classified got no retry_policy_applied");
      }
    }
  }
}
