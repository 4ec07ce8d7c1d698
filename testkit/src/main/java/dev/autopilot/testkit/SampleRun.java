package dev.autopilot.testkit;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ModelUsage;
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

/**
 * The events of one realistic run, in the order a run emits them, for feeding sinks in tests:
 * every event type occurs at least once (a prefill, a failed and a verified answer, a loop guard,
 * a submit, its classified outcome and the policy's decision, evidence, the end). The events
 * obey the ordering contract ({@link EventOrderValidator} finds nothing) and carry made-up
 * personal data (an e-mail address, a phone number, a file path) so that redaction can be seen.
 *
 * <p>Timestamps are fixed, 250 ms apart from {@link #START}; nothing reads a clock. Stateless and
 * thread-safe: every call builds new events.
 */
public final class SampleRun {
  /** When every sample run starts. */
  public static final Instant START = Instant.parse("2026-11-21T10:15:30Z");
  /** The applicant's made-up e-mail address the sample run types. */
  public static final String EMAIL = "jane.doe@example.com";
  /** The applicant's made-up phone number the sample run types. */
  public static final String PHONE = "+1 (415) 555-0123";
  /** The made-up form address the sample run starts on. */
  public static final String URL = "http://127.0.0.1:8080/jobs/42/apply";

  private static final String KEY_EMAIL = "127.0.0.1|/jobs/{n}/apply|answer|email";
  private static final String KEY_AUTH = "127.0.0.1|/jobs/{n}/apply|answer|are you legally authorized to work in the united states";
  private static final String KEY_SUBMIT = "127.0.0.1|/jobs/{n}/apply|submit|submit application";

  private SampleRun() {}

  /**
   * The run's events, stamped with this request id.
   *
   * @param requestId the request id every envelope carries; give each run fed to one sink its
   *     own
   * @return a new, unmodifiable list in emission order, sequence numbers from 1, the same events
   *     on every call
   */
  public static List<EventEnvelope> events(String requestId) {
    requireNonNull(requestId, "requestId");
    Action email = new Action.TypeRef("e3", EMAIL, ActionMeta.of("answer", "Email").withCriteria("value matches after normalization"));
    Action phone = new Action.TypeRef("e4", PHONE, ActionMeta.of("answer", "Phone"));
    Action yes = new Action.SetRadio("e5", ActionMeta.of("answer", "Are you legally authorized to work in the United States?"));
    Action yesClick = new Action.ClickRef("e5", ActionMeta.of("answer", "Are you legally authorized to work in the United States?"));
    Action resume = new Action.UploadFile("e8", Path.of("/home/jane/Jane_Doe_resume.pdf"), ActionMeta.of("upload", "Resume"));
    Action submit = new Action.Submit("e13", Action.SubmitMethod.CLICK, ActionMeta.of("submit", "submit application"));

    List<Stamped> run = new ArrayList<>();
    run.add(new Stamped(RunState.DISCOVER, 0, null, new RunEvent.RunStarted("Apply to Backend Engineer", URL, Map.of("max_steps", "40"))));
    run.add(new Stamped(RunState.DISCOVER, 0, null, snapshot("discover", 1, true, 5, 0)));
    run.add(new Stamped(RunState.DISCOVER, 0, null, new RunEvent.MemoryRecalled(0, 0, 0, "no past run on 127.0.0.1 or with these questions")));
    run.add(new Stamped(RunState.DISCOVER, 0, null, new RunEvent.StateTransition(RunState.DISCOVER, RunState.ASSIST_PREFILL, "form found")));
    run.add(new Stamped(RunState.ASSIST_PREFILL, 0, null, new RunEvent.AssistInvoked("profile-autofill", true, true, 2, null, "filled 2 field(s)")));
    run.add(new Stamped(RunState.ASSIST_PREFILL, 0, null, new RunEvent.StateTransition(RunState.ASSIST_PREFILL, RunState.VERIFY_PREFILL, "prefill done")));
    run.add(new Stamped(RunState.VERIFY_PREFILL, 0, null, snapshot("verify_prefill", 1, false, 3, 0)));
    run.add(new Stamped(RunState.VERIFY_PREFILL, 0, null, new RunEvent.AssistEffectEvaluated("profile-autofill", 0, 2, 2, 3, true, null)));
    run.add(new Stamped(RunState.VERIFY_PREFILL, 0, null, new RunEvent.StateTransition(RunState.VERIFY_PREFILL, RunState.FILL, "prefill judged")));
    run.add(new Stamped(RunState.FILL, 1, null, new RunEvent.LocatorCacheUsed(RunEvent.LocatorCacheUsed.CacheOutcome.MISS, "", "",
        "nothing cached for 127.0.0.1/jobs/{n} with this planner; the planner answers")));
    run.add(new Stamped(RunState.FILL, 1, null, new RunEvent.PlanProposed(PlanSource.RULES, "4 question(s) to answer from job-application",
        List.of(email, phone, yes, resume), List.of("a1", "a2", "a3", "a4"), List.of(), 3)));
    run.add(new Stamped(RunState.FILL, 1, "a1", new RunEvent.ActionExecuted(KEY_EMAIL, email, true, "typed 20 characters", null, 41)));
    run.add(new Stamped(RunState.FILL, 1, null, snapshot("verify", 1, false, 2, 0)));
    run.add(new Stamped(RunState.FILL, 1, "a1", new RunEvent.ActionVerified(KEY_EMAIL, "type_ref", "e3", true, "all criteria held",
        List.of(new Evidence("value matches after normalization", true, "", EMAIL)))));
    run.add(new Stamped(RunState.FILL, 1, "a3", new RunEvent.ActionExecuted(KEY_AUTH, yes, true, "checked", null, 25)));
    run.add(new Stamped(RunState.FILL, 1, null, snapshot("verify", 1, false, 2, 1)));
    run.add(new Stamped(RunState.FILL, 1, "a3", new RunEvent.ActionVerified(KEY_AUTH, "set_radio", "e5", false, "target checked did not hold",
        List.of(new Evidence("target checked", false, "false", "false")))));
    run.add(new Stamped(RunState.FILL, 1, null, new RunEvent.SemanticLoopGuard(KEY_AUTH, 1, Escalation.REPLAN, "the radio stayed unchecked")));
    run.add(new Stamped(RunState.FILL, 2, null, new RunEvent.PlanProposed(PlanSource.RULES, "1 question(s) to answer from job-application",
        List.of(yesClick), List.of("a5"), List.of(), 2)));
    run.add(new Stamped(RunState.FILL, 2, "a5", new RunEvent.ActionExecuted(KEY_AUTH, yesClick, true, "clicked", null, 30)));
    run.add(new Stamped(RunState.FILL, 2, null, snapshot("verify", 1, false, 0, 0)));
    run.add(new Stamped(RunState.FILL, 2, "a5", new RunEvent.ActionVerified(KEY_AUTH, "click_ref", "e5", true, "all criteria held",
        List.of(new Evidence("target checked", true, "false", "true")))));
    run.add(new Stamped(RunState.FILL, 2, null, new RunEvent.StateTransition(RunState.FILL, RunState.VALIDATE, "nothing left to answer")));
    run.add(new Stamped(RunState.VALIDATE, 2, null, new RunEvent.StateTransition(RunState.VALIDATE, RunState.SUBMIT, "every required question answered")));
    run.add(new Stamped(RunState.SUBMIT, 2, null, new RunEvent.EvidenceCaptured("screenshot", "before submit", "screenshots/001-before-submit.png")));
    run.add(new Stamped(RunState.SUBMIT, 3, null, new RunEvent.PlanProposed(PlanSource.RULES, "submit with 'Submit application'", List.of(submit), List.of("a6"), List.of(), 1)));
    run.add(new Stamped(RunState.SUBMIT, 3, "a6", new RunEvent.ActionExecuted(KEY_SUBMIT, submit, true, "clicked; the page navigated", null, 420)));
    run.add(new Stamped(RunState.SUBMIT, 3, null, snapshot("verify", 2, true, 0, 0)));
    run.add(new Stamped(RunState.SUBMIT, 3, "a6", new RunEvent.ActionVerified(KEY_SUBMIT, "submit", "e13", true, "the page navigated", List.of(new Evidence("navigated", true, URL, URL + "/thanks")))));
    run.add(new Stamped(RunState.SUBMIT, 3, null, new RunEvent.StateTransition(RunState.SUBMIT, RunState.VERIFY_OUTCOME, "submitted")));
    SubmissionOutcome outcome = new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "CONFIRMATION_TEXT", 0.94,
        "Thank you, your application has been received. We will write to " + EMAIL, false);
    run.add(new Stamped(RunState.VERIFY_OUTCOME, 3, null, new RunEvent.SubmissionOutcomeClassified(1, outcome, 200, URL + "/thanks")));
    run.add(new Stamped(RunState.VERIFY_OUTCOME, 3, null, new RunEvent.EvidenceCaptured("screenshot", "after submit", "screenshots/002-after-submit.png")));
    run.add(new Stamped(RunState.VERIFY_OUTCOME, 3, null, new RunEvent.RetryPolicyApplied(OutcomeClass.SUCCESS_CONFIRMED, 1, 3, RunEvent.RetryDecision.ACCEPT, 0, "confirmed")));
    run.add(new Stamped(RunState.VERIFY_OUTCOME, 3, null, new RunEvent.StateTransition(RunState.VERIFY_OUTCOME, RunState.DONE, "confirmed")));
    run.add(new Stamped(RunState.DONE, 3, null, new RunEvent.RunFinished(RunState.DONE, null, outcome, new RunCounters(3, 4, 1, 1, 6, 2, ModelUsage.none(), 8_000))));

    List<EventEnvelope> out = new ArrayList<>(run.size());
    for (int i = 0; i < run.size(); i++) {
      Stamped s = run.get(i);
      out.add(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, requestId, i + 1, START.plusMillis(250L * i), s.state(), s.step(), s.actionId(), s.event()));
    }
    return List.copyOf(out);
  }

  private static RunEvent.SnapshotGenerated snapshot(String purpose, long epoch, boolean changed, int requiredUnfilled, int errors) {
    return new RunEvent.SnapshotGenerated(purpose, URL, "Apply: Backend Engineer", "5f0c2a9e41d7", epoch, changed, 14, 2, errors, 5, requiredUnfilled, 1, 12);
  }

  private record Stamped(RunState state, int step, @Nullable String actionId, RunEvent event) {}
}
