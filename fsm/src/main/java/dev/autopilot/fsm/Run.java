package dev.autopilot.fsm;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.RetryDecision;
import dev.autopilot.core.internal.RulePlanner;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.model.Verification;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One run's state and loop. Confined to the thread that calls {@link #execute()}. */
final class Run {
  private static final Logger LOG = LoggerFactory.getLogger(Run.class);

  /** How much page text the classifier sees. */
  static final int PAGE_TEXT_LIMIT = 4_000;
  /** How often an action verified before may be proposed again before it counts as not sticking. */
  static final int MAX_REPEATS_OF_VERIFIED = 2;

  private final Orchestrator orch;
  private final BrowserSession session;
  private final Task task;
  private final RunOptions options;
  private final EventSink sink;
  private final String requestId;
  private final long startMillis;

  private RunState state = RunState.DISCOVER;
  private long seq;
  private @Nullable SemanticSnapshot current;
  private @Nullable String navigateTo;

  private int steps;
  private int actions;
  private int unverified;
  private int submitAttempts;
  private int screenshots;

  private final Map<SemanticKey, Integer> failures = new HashMap<>();
  private final Map<SemanticKey, FailureRecord> failureRecords = new LinkedHashMap<>();
  private final Map<SemanticKey, Integer> verified = new HashMap<>();
  private int verifiedSinceSubmit;
  private int blockedFailures;
  private int validationRounds;
  private int unknownReplans;
  private int assistAttempts;
  private @Nullable AssistPlugin assistPlugin;
  private @Nullable AssistResult assistResult;
  private @Nullable SemanticSnapshot assistBefore;
  private @Nullable ExecutionResult lastSubmit;
  private @Nullable String formUrl;
  private @Nullable SubmissionOutcome lastOutcome;
  private List<String> lastUnresolved = List.of();

  Run(Orchestrator orch, BrowserSession session, Task task, RunOptions options, EventSink sink) {
    this.orch = orch;
    this.session = session;
    this.task = task;
    this.options = options;
    this.sink = sink;
    this.requestId = options.requestId();
    this.startMillis = orch.clock().millis();
    this.navigateTo = task.startUrl().toString();
  }

  RunResult execute() {
    emit(new RunEvent.RunStarted(task.goal(), task.startUrl().toString(), settings()));
    @Nullable ManualReason manual = null;
    try {
      while (!state.isFinal()) {
        checkBudgets();
        RunState next = switch (state) {
          case DISCOVER -> discover();
          case ASSIST_PREFILL -> assistPrefill();
          case VERIFY_PREFILL -> verifyPrefill();
          case FILL -> fill();
          case VALIDATE -> validate();
          case SUBMIT -> submit();
          case VERIFY_OUTCOME -> verifyOutcome();
          case DONE, MANUAL_REQUIRED -> throw new IllegalStateException("final state " + state);
        };
        if (next != state) {
          transition(next, reasonFor(next));
        }
      }
    } catch (Stop stop) {
      manual = stop.reason;
    } catch (AutopilotException e) {
      manual = new ManualReason(e.code().name(), safeMessage(e), null, Map.of("state", state.name(), "retriable", String.valueOf(e.isRetriable())));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      manual = new ManualReason("INTERRUPTED", "the run was interrupted while waiting to retry", null, Map.of("state", state.name()));
    } catch (RuntimeException e) {
      LOG.error("run {} failed unexpectedly in {}", requestId, state, e);
      manual = new ManualReason(ErrorCode.INTERNAL.name(), "unexpected " + e.getClass().getSimpleName() + " in " + state + ": " + e.getMessage(), null, Map.of("state", state.name()));
    }
    if (manual != null) {
      transitionToManual(manual);
    }
    RunResult result = new RunResult(requestId, state, manual, lastOutcome, counters());
    emit(new RunEvent.RunFinished(result.finalState(), manual, lastOutcome, result.counters()));
    return result;
  }

  // ---- states ----

  private RunState discover() {
    if (navigateTo != null) {
      String url = navigateTo;
      navigateTo = null;
      session.navigate(url);
    }
    SemanticSnapshot snap = snapshot();
    boolean hasFields = snap.elements().stream().anyMatch(e -> !e.isolated() && !e.role().equals("link") && !e.role().equals("button"));
    if (!hasFields && snap.submitCandidates().isEmpty()) {
      throw stop("NO_FORM", "no form fields on " + snap.page().url() + "; check the task's start URL", Map.of());
    }
    int required = snap.requiredCount();
    if (!orch.assistPlugins().isEmpty() && assistAttempts == 0 && required > 0
        && (double) snap.requiredUnfilled().size() / required >= orch.assistThreshold()) {
      return RunState.ASSIST_PREFILL;
    }
    return RunState.FILL;
  }

  private RunState assistPrefill() {
    SemanticSnapshot before = snap();
    for (AssistPlugin plugin : orch.assistPlugins()) {
      boolean available;
      try {
        available = plugin.isAvailable(session, before);
      } catch (RuntimeException e) {
        LOG.warn("assist plugin {} failed its availability check; going on without it", plugin.name(), e);
        emit(new RunEvent.AssistInvoked(plugin.name(), false, false, 0, "ASSIST_UNAVAILABLE", "availability check threw " + e.getClass().getSimpleName()));
        continue;
      }
      if (!available) {
        emit(new RunEvent.AssistInvoked(plugin.name(), false, false, 0, "ASSIST_UNAVAILABLE", "not available on this page"));
        continue;
      }
      assistAttempts++;
      AssistResult result;
      try {
        result = plugin.prefill(SnapshotPipeline.of(session, orch.snapshotProvider()), before);
      } catch (AutopilotException e) {
        if (e.code() == ErrorCode.BROWSER_CRASHED) {
          throw e;
        }
        result = AssistResult.failed("ASSIST_EXCEPTION", e.code() + ": " + safeMessage(e));
      } catch (RuntimeException e) {
        result = AssistResult.failed("ASSIST_EXCEPTION", e.getClass().getSimpleName() + " from the plugin");
      }
      emit(new RunEvent.AssistInvoked(plugin.name(), true, result.attempted(), result.fieldsTouched(), result.failureCode(), result.detail()));
      assistPlugin = plugin;
      assistResult = result;
      assistBefore = before;
      return RunState.VERIFY_PREFILL;
    }
    return RunState.FILL;
  }

  private RunState verifyPrefill() {
    SemanticSnapshot before = assistBefore;
    AssistPlugin plugin = assistPlugin;
    AssistResult result = assistResult;
    if (before == null || plugin == null || result == null) {
      throw new IllegalStateException("VERIFY_PREFILL without an assist invocation");
    }
    SemanticSnapshot after = snapshot();
    int filledBefore = before.requiredFilledCount();
    int filledAfter = after.requiredFilledCount();
    int delta = filledAfter - filledBefore;
    int requiredEmpty = after.requiredUnfilled().size();
    boolean ok = delta > 0 || requiredEmpty == 0;
    String failureCode = result.failureCode() != null ? result.failureCode() : (ok ? null : "NO_FILL_GAIN");
    emit(new RunEvent.AssistEffectEvaluated(plugin.name(), filledBefore, filledAfter, delta, requiredEmpty, ok, failureCode));
    return RunState.FILL;
  }

  private RunState fill() {
    steps++;
    ActionPlan plan = plan(RunState.FILL);
    lastUnresolved = plan.unresolved();
    if (plan.isEmpty()) {
      return RunState.VALIDATE;
    }
    for (Action action : plan.actions()) {
      SemanticSnapshot before = snap();
      SemanticKey key = SemanticKey.forAction(before, action);
      if (verified.getOrDefault(key, 0) >= MAX_REPEATS_OF_VERIFIED) {
        recordFailure(key, action.verb(), "verified " + verified.get(key) + " times yet proposed again: the page does not keep the answer");
        return RunState.FILL;
      }
      Verification v = executeAndVerify(action, key);
      if (!v.verified() || snap().structureChanged()) {
        return RunState.FILL;
      }
    }
    return RunState.FILL;
  }

  private RunState validate() {
    SemanticSnapshot s = snap();
    if (!s.requiredUnfilled().isEmpty()) {
      List<String> questions = lastUnresolved.isEmpty() ? s.requiredUnfilled() : lastUnresolved;
      throw stop("UNANSWERED_REQUIRED", questions.size() + " required question(s) have no answer: " + String.join("; ", questions)
          + ". Add answers to the profile (its \"answers\" map) or fill them by hand", Map.of("questions", String.join("; ", questions)));
    }
    if (lastOutcome != null && lastOutcome.outcomeClass() == OutcomeClass.VALIDATION_ERROR && verifiedSinceSubmit == 0) {
      throw stop("VALIDATION_UNRESOLVED", "the site rejected the submission (" + lastOutcome.code() + ") and no verified action has changed a field since; "
          + "submitting again unchanged would be a blind retry: " + lastOutcome.evidenceSnippet(), outcomeDetails(lastOutcome));
    }
    if (!s.visibleErrors().isEmpty() && verifiedSinceSubmit == 0) {
      throw stop("VALIDATION_UNRESOLVED", "the page shows " + s.visibleErrors().size() + " error(s) that no verified action addressed; submitting again unchanged would be a blind retry",
          Map.of("errors", String.valueOf(s.visibleErrors().size())));
    }
    return RunState.SUBMIT;
  }

  private RunState submit() {
    steps++;
    ActionPlan plan = plan(RunState.SUBMIT);
    Action first = plan.actions().isEmpty() ? null : plan.actions().get(0);
    if (first instanceof Action.ClickRef && RulePlanner.NEXT_STEP_INTENT.equals(first.meta().intent())) {
      // A form spread over steps: the next step is no submission, so no submit is counted.
      executeAndVerify(first, SemanticKey.forAction(snap(), first));
      return RunState.FILL;
    }
    Action submit = plan.actions().stream().filter(a -> a instanceof Action.Submit).findFirst()
        .orElseThrow(() -> stop("NO_SUBMIT_CONTROL", "no way to submit on " + snap().page().url() + ": " + plan.rationale(), Map.of()));
    SemanticSnapshot before = snap();
    SemanticKey key = SemanticKey.forAction(before, submit);
    screenshot("before_submit");
    submitAttempts++;
    formUrl = before.page().url();
    verifiedSinceSubmit = 0;
    Verification v = executeAndVerify(submit, key);
    screenshot("after_submit");
    if (!v.verified()) {
      return RunState.FILL;
    }
    return RunState.VERIFY_OUTCOME;
  }

  private RunState verifyOutcome() throws InterruptedException {
    SemanticSnapshot after = snap();
    ExecutionResult exec = lastSubmit;
    @Nullable Navigation nav = exec == null ? null : exec.navigation();
    @Nullable Integer status = nav == null ? null : nav.responseStatus();
    String urlBefore = formUrl == null ? after.page().url() : formUrl;
    OutcomeSignals signals = OutcomeSignals.read(session, urlBefore, status, after, PAGE_TEXT_LIMIT);
    SubmissionOutcome outcome = orch.classifier().classify(signals);
    lastOutcome = outcome;
    emit(new RunEvent.SubmissionOutcomeClassified(submitAttempts, outcome, status, session.url()));
    RetryPolicy policy = orch.retryPolicy();
    OutcomeClass cls = outcome.outcomeClass();
    if (cls != OutcomeClass.SUCCESS_CONFIRMED && SubmitFacts.mayHaveBeenSubmitted(exec)) {
      policy(cls, submitAttempts, policy.maxBlockedAttempts(), RetryDecision.STOP_TO_MANUAL, 0, "a request that may carry the form got no answer");
      throw stop("MAY_HAVE_BEEN_SUBMITTED", "the form may have been submitted: its request went out and no answer came ("
          + (exec == null ? "" : exec.detail()) + "); it was not submitted again. Check with the site before trying again", outcomeDetails(outcome));
    }
    switch (cls) {
      case SUCCESS_CONFIRMED -> {
        policy(cls, submitAttempts, policy.maxBlockedAttempts(), RetryDecision.ACCEPT, 0, "the site confirmed the submission");
        return RunState.DONE;
      }
      case VALIDATION_ERROR -> {
        validationRounds++;
        if (validationRounds > policy.maxValidationRounds()) {
          policy(cls, validationRounds, policy.maxValidationRounds(), RetryDecision.STOP_TO_MANUAL, 0, "the site still rejects fields after " + policy.maxValidationRounds() + " fix round(s)");
          throw stop("VALIDATION_UNRESOLVED", "the site rejected the fields " + validationRounds + " times: " + outcome.evidenceSnippet(), outcomeDetails(outcome));
        }
        policy(cls, validationRounds, policy.maxValidationRounds(), RetryDecision.FIX_AND_RESUBMIT, 0, "fix the rejected fields before any new submit");
        return RunState.FILL;
      }
      case EXTERNAL_BLOCKED, TRANSIENT_NETWORK -> {
        blockedFailures++;
        if (outcome.retryable() && SubmitFacts.accepted(exec)) {
          policy(cls, blockedFailures, policy.maxBlockedAttempts(), RetryDecision.STOP_TO_MANUAL, 0, "the site accepted the submit's request");
          throw stop("MAY_HAVE_BEEN_SUBMITTED", "the page reads " + cls.wireName() + "/" + outcome.code() + " but the site accepted the submit's request; "
              + "the form may have been submitted and was not sent again: " + outcome.evidenceSnippet(), outcomeDetails(outcome));
        }
        if (!outcome.retryable()) {
          policy(cls, blockedFailures, policy.maxBlockedAttempts(), RetryDecision.STOP_TO_MANUAL, 0, outcome.code() + " is not retryable");
          throw stop(outcome.code().equals("CHALLENGE_PAGE") ? "HUMAN_CHALLENGE" : "SUBMIT_BLOCKED",
              "the site blocked the submission (" + outcome.code() + "); a person must take over: " + outcome.evidenceSnippet(), outcomeDetails(outcome));
        }
        if (blockedFailures >= policy.maxBlockedAttempts()) {
          policy(cls, blockedFailures, policy.maxBlockedAttempts(), RetryDecision.STOP_TO_MANUAL, 0, "attempt " + blockedFailures + " of " + policy.maxBlockedAttempts() + " failed");
          throw stop("SUBMIT_BLOCKED", "the submission failed " + blockedFailures + " times (" + cls.wireName() + "/" + outcome.code() + "); stopped instead of retrying again: "
              + outcome.evidenceSnippet(), outcomeDetails(outcome));
        }
        Duration wait = policy.backoff(blockedFailures);
        policy(cls, blockedFailures, policy.maxBlockedAttempts(), RetryDecision.RETRY, wait.toMillis(), "pause, reopen the form and submit again");
        orch.sleeper().sleep(wait);
        navigateTo = urlBefore;
        // The form is opened afresh: answers verified on the old page say nothing about the new one.
        verified.clear();
        return RunState.DISCOVER;
      }
      default -> {
        if (SubmitFacts.sent(exec)) {
          policy(cls, submitAttempts, policy.unknownReplans(), RetryDecision.STOP_TO_MANUAL, 0, "the form was sent and the outcome is unknown");
          throw stop("OUTCOME_UNKNOWN", "the form was sent but the outcome could not be established; it may have been submitted and was not sent again: "
              + outcome.evidenceSnippet(), outcomeDetails(outcome));
        }
        unknownReplans++;
        if (unknownReplans > policy.unknownReplans()) {
          policy(cls, unknownReplans, policy.unknownReplans(), RetryDecision.STOP_TO_MANUAL, 0, "the outcome is still unknown after a replan");
          throw stop("OUTCOME_UNKNOWN", "the outcome of the submission could not be established: " + outcome.evidenceSnippet(), outcomeDetails(outcome));
        }
        policy(cls, unknownReplans, policy.unknownReplans(), RetryDecision.REPLAN, 0, "plan once more from a fresh snapshot");
        snapshot();
        return RunState.FILL;
      }
    }
  }

  // ---- steps ----

  private Verification executeAndVerify(Action action, SemanticKey key) {
    SemanticSnapshot before = snap();
    ExecutionResult exec;
    try {
      exec = orch.executor().execute(SnapshotPipeline.of(session, orch.snapshotProvider()), action, before);
    } catch (StaleRefException e) {
      exec = ExecutionResult.failed(action, e.code().name(), safeMessage(e), 0);
    }
    // The executor may have re-resolved a stale ref: events tell what was really acted on.
    Action done = exec.action();
    actions++;
    if (action instanceof Action.Submit) {
      lastSubmit = exec;
    }
    emit(new RunEvent.ActionExecuted(key.toString(), done, exec.performed(), exec.detail(), exec.errorCode(), exec.elapsedMillis()));
    SemanticSnapshot after = snapshot();
    Verification v = exec.performed()
        ? orch.verifier().verify(SnapshotPipeline.of(session, orch.snapshotProvider()), exec, before, after)
        : new Verification(done, false, "not performed: " + exec.detail(), List.of(new Evidence("gesture performed", false, null, exec.errorCode())));
    emit(new RunEvent.ActionVerified(key.toString(), done.verb(), done.targetRef(), v.verified(), v.reason(), v.evidence()));
    if (!exec.performed() && isFinal(exec.errorCode())) {
      unverified++;
      throw stop(exec.errorCode(), action.verb() + " cannot succeed by trying again: " + exec.detail(), key.toString(), Map.of("verb", action.verb()));
    }
    if (v.verified()) {
      verified.merge(key, 1, Integer::sum);
      if (!(action instanceof Action.Submit)) {
        verifiedSinceSubmit++;
      }
    } else {
      unverified++;
      recordFailure(key, action.verb(), v.reason());
    }
    return v;
  }

  private void recordFailure(SemanticKey key, String verb, String reason) {
    int n = failures.merge(key, 1, Integer::sum);
    failureRecords.remove(key);
    failureRecords.put(key, new FailureRecord(key, verb, reason, n));
    Escalation rung = Escalation.forFailures(n);
    emit(new RunEvent.SemanticLoopGuard(key.toString(), n, rung, reason));
    if (rung == Escalation.STOP_TO_MANUAL) {
      throw stop("LOOP_GUARD", "the same action failed " + n + " times on '" + key.questionSignature() + "' (" + verb + "): " + reason, key.toString(),
          Map.of("verb", verb, "failures", String.valueOf(n)));
    }
  }

  private ActionPlan plan(RunState planState) {
    long t0 = System.nanoTime();
    PlanningContext ctx = new PlanningContext(task, planState, snap(), List.copyOf(failureRecords.values()), List.of());
    ActionPlan plan = orch.planner().plan(ctx);
    emit(new RunEvent.PlanProposed(plan.source(), plan.rationale(), plan.actions(), plan.unresolved(), millisSince(t0)));
    return plan;
  }

  private SemanticSnapshot snapshot() {
    long t0 = System.nanoTime();
    SemanticSnapshot s = orch.snapshotProvider().snapshot(session);
    current = s;
    emit(new RunEvent.SnapshotGenerated(s.page().url(), s.page().title(), s.page().structureHash(), s.epoch(), s.structureChanged(), s.elements().size(),
        s.groups().size(), s.visibleErrors().size(), s.requiredCount(), s.requiredUnfilled().size(), s.submitCandidates().size(), millisSince(t0)));
    return s;
  }

  private SemanticSnapshot snap() {
    SemanticSnapshot s = current;
    return s != null ? s : snapshot();
  }

  private void screenshot(String label) {
    Path dir = options.evidenceDirectory();
    if (dir == null || screenshots >= orch.budgets().maxScreenshots()) {
      return;
    }
    Path file = dir.resolve(String.format("%03d_%s.png", screenshots + 1, label));
    try {
      session.screenshot(file);
      screenshots++;
      emit(new RunEvent.EvidenceCaptured("screenshot", label, file.toString()));
    } catch (AutopilotException e) {
      if (e.code() == ErrorCode.BROWSER_CRASHED) {
        throw e;
      }
      LOG.warn("run {}: screenshot {} failed: {}", requestId, label, e.getMessage());
    }
  }

  private void checkBudgets() {
    Budgets b = orch.budgets();
    long elapsed = orch.clock().millis() - startMillis;
    if (elapsed > b.maxWallTime().toMillis()) {
      throw stop(ErrorCode.BUDGET_EXHAUSTED.name(), "the run used its wall-time budget of " + b.maxWallTime().toSeconds() + " s", Map.of("budget", "wall_time", "elapsed_ms", String.valueOf(elapsed)));
    }
    if (steps >= b.maxSteps()) {
      throw stop(ErrorCode.BUDGET_EXHAUSTED.name(), "the run used its budget of " + b.maxSteps() + " steps", Map.of("budget", "steps", "steps", String.valueOf(steps)));
    }
  }

  // ---- events and helpers ----

  private void transition(RunState to, String reason) {
    Transitions.check(state, to);
    RunState from = state;
    state = to;
    emit(new RunEvent.StateTransition(from, to, reason));
  }

  private void transitionToManual(ManualReason reason) {
    if (state == RunState.MANUAL_REQUIRED) {
      return;
    }
    if (state == RunState.DONE) {
      throw new IllegalStateException("a finished run cannot require a person");
    }
    transition(RunState.MANUAL_REQUIRED, reason.code());
  }

  private String reasonFor(RunState next) {
    return switch (next) {
      case ASSIST_PREFILL -> "many required questions are empty; offer the page to an assist plugin";
      case VERIFY_PREFILL -> "judge the prefill by its fill rate";
      case FILL -> state == RunState.VERIFY_OUTCOME ? "fix or replan after the submission outcome" : state == RunState.SUBMIT ? "the submit had no verified effect" : "answer the questions";
      case VALIDATE -> "nothing left to answer";
      case SUBMIT -> "no required question is empty";
      case VERIFY_OUTCOME -> "the submit took effect; classify the outcome";
      case DISCOVER -> "re-enter the form to retry";
      case DONE -> "submission confirmed";
      case MANUAL_REQUIRED -> "stopped";
    };
  }

  private void policy(OutcomeClass cls, int attempt, int max, RetryDecision decision, long waitMillis, String reason) {
    emit(new RunEvent.RetryPolicyApplied(cls, attempt, max, decision, waitMillis, reason));
  }

  private void emit(RunEvent event) {
    seq++;
    sink.accept(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, requestId, seq, orch.clock().instant(), state, event));
  }

  private RunCounters counters() {
    return new RunCounters(steps, actions, unverified, submitAttempts, 0, 0, screenshots, orch.clock().millis() - startMillis);
  }

  private Map<String, String> settings() {
    Budgets b = orch.budgets();
    RetryPolicy r = orch.retryPolicy();
    Map<String, String> s = new LinkedHashMap<>();
    s.put("session", session.id());
    s.put("planner", orch.planner().getClass().getSimpleName());
    s.put("assist_plugins", String.valueOf(orch.assistPlugins().stream().map(AssistPlugin::name).toList()));
    s.put("max_steps", String.valueOf(b.maxSteps()));
    s.put("max_wall_time_ms", String.valueOf(b.maxWallTime().toMillis()));
    s.put("max_screenshots", String.valueOf(b.maxScreenshots()));
    s.put("max_blocked_attempts", String.valueOf(r.maxBlockedAttempts()));
    s.put("max_validation_rounds", String.valueOf(r.maxValidationRounds()));
    return s;
  }

  private static Map<String, String> outcomeDetails(SubmissionOutcome o) {
    return Map.of("outcome_class", o.outcomeClass().wireName(), "outcome_code", o.code(), "confidence", String.valueOf(o.confidence()));
  }

  private Stop stop(String code, String message, Map<String, String> details) {
    return stop(code, message, null, details);
  }

  private Stop stop(String code, String message, @Nullable String key, Map<String, String> details) {
    Map<String, String> all = new LinkedHashMap<>(details);
    all.put("state", state.name());
    all.put("submit_attempts", String.valueOf(submitAttempts));
    return new Stop(new ManualReason(code, message, key, all));
  }

  /** Whether an executor's error code says that no retry can help (a missing file, say). */
  private static boolean isFinal(@Nullable String errorCode) {
    if (errorCode == null) {
      return false;
    }
    for (ErrorCode code : ErrorCode.values()) {
      if (code.name().equals(errorCode)) {
        return !code.isRetriable();
      }
    }
    return false;
  }

  private static String safeMessage(Throwable e) {
    String m = e.getMessage();
    return m == null ? e.getClass().getSimpleName() : m;
  }

  private static long millisSince(long t0) {
    return (System.nanoTime() - t0) / 1_000_000;
  }

  /** Unwinds the loop to hand the run to a person. */
  private static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient ManualReason reason;

    Stop(ManualReason reason) {
      super(reason.code(), null, false, false);
      this.reason = reason;
    }
  }
}
