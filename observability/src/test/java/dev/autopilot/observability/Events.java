package dev.autopilot.observability;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Builds envelopes of real core events for one run, numbered in order. */
final class Events {
  static final Instant T0 = Instant.parse("2026-11-21T10:15:30Z");
  static final String EMAIL = "jane.doe@example.com";
  static final String PHONE = "+1 (415) 555-0123";
  static final String SECRET_URL = "https://jobs.example.com/apply?job=42&token=s3cr3tT0kenValue";

  private final String requestId;
  private long seq;
  private int step;
  private @Nullable String actionId;

  Events(String requestId) {
    this.requestId = requestId;
  }

  /** The step and action the next events belong to. */
  Events at(int step, @Nullable String actionId) {
    this.step = step;
    this.actionId = actionId;
    return this;
  }

  EventEnvelope next(RunState state, RunEvent event) {
    seq++;
    return new EventEnvelope(EventEnvelope.SCHEMA_VERSION, requestId, seq, T0.plusMillis(250 * seq), state, step, actionId, event);
  }

  static Action.TypeRef typeEmail() {
    return new Action.TypeRef("e3", EMAIL, ActionMeta.of("answer", "Email address"));
  }

  static Action.SetRadio radioYes() {
    return new Action.SetRadio("e7", ActionMeta.of("answer", "Are you authorized to work in the United States?"));
  }

  static Action.SelectRef selectCountry() {
    return new Action.SelectRef("e9", "United States", ActionMeta.of("answer", "Country"));
  }

  static Action.UploadFile uploadResume() {
    return new Action.UploadFile("e12", Path.of("/home/jane/private/Jane_Doe_resume.pdf"), ActionMeta.of("upload_resume", "Resume"));
  }

  static Action.Submit submit() {
    return new Action.Submit("e31", Action.SubmitMethod.CLICK, ActionMeta.of("submit", null));
  }

  RunEvent.RunStarted started() {
    return new RunEvent.RunStarted("Apply to the backend role as " + EMAIL, SECRET_URL, Map.of("max_steps", "40"));
  }

  static RunEvent.SnapshotGenerated snapshot(int requiredUnfilled, int errors) {
    return snapshot("discover", requiredUnfilled, errors);
  }

  static RunEvent.SnapshotGenerated snapshot(String purpose, int requiredUnfilled, int errors) {
    return new RunEvent.SnapshotGenerated(purpose, SECRET_URL, "Apply: Backend Engineer", "a1b2c3d4e5f6", 1, true, 14, 3, errors, 6, requiredUnfilled, 1, 35);
  }

  /** A plan whose actions get the ids {@code first}, {@code first + 1}, ... */
  static RunEvent.PlanProposed plan(int first, Action... actions) {
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < actions.length; i++) {
      ids.add("a" + (first + i));
    }
    return new RunEvent.PlanProposed(PlanSource.RULES, "answers from the profile", List.of(actions), ids, List.of(), 4);
  }

  static RunEvent.ActionExecuted executed(Action action) {
    return new RunEvent.ActionExecuted("jobs.example.com|/apply|answer|" + action.verb(), action, true, "done", null, 42);
  }

  static RunEvent.ActionVerified verified(Action action, String value) {
    return new RunEvent.ActionVerified(
        "jobs.example.com|/apply|answer|" + action.verb(), action.verb(), action.targetRef(), true, "value matches",
        List.of(new Evidence("value matches", true, "", value)));
  }

  static RunEvent.ActionVerified unverified(Action action, String before, String after) {
    return new RunEvent.ActionVerified(
        "jobs.example.com|/apply|answer|" + action.verb(), action.verb(), action.targetRef(), false, "value does not match",
        List.of(new Evidence("value matches", false, before, after), new Evidence("target checked", false, "false", "false")));
  }

  static RunEvent.SubmissionOutcomeClassified outcome(OutcomeClass cls, String code, String snippet) {
    return new RunEvent.SubmissionOutcomeClassified(1, new SubmissionOutcome(cls, code, 0.92, snippet, false), 422, SECRET_URL);
  }

  static RunEvent.RunFinished finishedManual() {
    ManualReason reason =
        new ManualReason(ManualCode.LOOP_GUARD, "phone field rejected " + PHONE + " three times", "jobs.example.com|/apply|answer|phone", Map.of("attempts", "3"));
    return new RunEvent.RunFinished(
        RunState.MANUAL_REQUIRED, reason, new SubmissionOutcome(OutcomeClass.VALIDATION_ERROR, "REQUIRED_MISSING", 0.9, "Please check " + EMAIL, false),
        new RunCounters(2, 5, 1, 1, 9, 1, new dev.autopilot.core.model.ModelUsage(1, 812, 160, 0), 12_300));
  }

  /**
   * A whole run, as the orchestrator tells it: step 0 finds the form; step 1 answers two
   * questions, one of which does not stick (loop guard); step 2 finds nothing left and
   * validates; step 3 submits, the site rejects it, and the run stops.
   */
  List<EventEnvelope> run() {
    List<EventEnvelope> out = new ArrayList<>();
    at(0, null);
    out.add(next(RunState.DISCOVER, started()));
    out.add(next(RunState.DISCOVER, snapshot("discover", 2, 0)));
    out.add(next(RunState.FILL, new RunEvent.StateTransition(RunState.DISCOVER, RunState.FILL, "form found")));
    at(1, null);
    out.add(next(RunState.FILL, plan(1, typeEmail(), radioYes())));
    at(1, "a1");
    out.add(next(RunState.FILL, executed(typeEmail())));
    out.add(next(RunState.FILL, snapshot("verify", 1, 0)));
    out.add(next(RunState.FILL, verified(typeEmail(), EMAIL)));
    at(1, "a2");
    out.add(next(RunState.FILL, executed(radioYes())));
    out.add(next(RunState.FILL, snapshot("verify", 1, 0)));
    out.add(next(RunState.FILL, unverified(radioYes(), "", "Yes, 415-555-0199")));
    out.add(next(RunState.FILL, new RunEvent.SemanticLoopGuard("jobs.example.com|/apply|answer|authorized", 2, Escalation.ALTERNATE, "radio stayed unchecked")));
    at(1, null);
    out.add(next(RunState.FILL, new RunEvent.StateTransition(RunState.FILL, RunState.FILL, "an action was not verified; plan again")));
    at(2, null);
    out.add(next(RunState.FILL, plan(3)));
    out.add(next(RunState.VALIDATE, new RunEvent.StateTransition(RunState.FILL, RunState.VALIDATE, "nothing left to answer")));
    out.add(next(RunState.SUBMIT, new RunEvent.StateTransition(RunState.VALIDATE, RunState.SUBMIT, "every required question answered")));
    at(3, null);
    out.add(next(RunState.SUBMIT, plan(3, submit())));
    at(3, "a3");
    out.add(next(RunState.SUBMIT, executed(submit())));
    out.add(next(RunState.SUBMIT, snapshot("verify", 0, 1)));
    out.add(next(RunState.SUBMIT, new RunEvent.ActionVerified("k", "submit", "e31", true, "outcome classified", List.of())));
    out.add(next(RunState.VERIFY_OUTCOME, new RunEvent.StateTransition(RunState.SUBMIT, RunState.VERIFY_OUTCOME, "the submit took effect")));
    out.add(next(RunState.VERIFY_OUTCOME, outcome(OutcomeClass.VALIDATION_ERROR, "REQUIRED_MISSING", "Please check " + EMAIL)));
    out.add(next(RunState.VERIFY_OUTCOME,
        new RunEvent.RetryPolicyApplied(OutcomeClass.VALIDATION_ERROR, 1, 3, RunEvent.RetryDecision.STOP_TO_MANUAL, 0, "no answer to fix")));
    out.add(next(RunState.MANUAL_REQUIRED, new RunEvent.StateTransition(RunState.VERIFY_OUTCOME, RunState.MANUAL_REQUIRED, "LOOP_GUARD")));
    at(3, null);
    out.add(next(RunState.MANUAL_REQUIRED, finishedManual()));
    return out;
  }
}
