package dev.autopilot.core.event;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The payload of a run event: the run's decisions (snapshots, plans,
 * actions and their verification, outcomes and the retry policy, the escalation ladder, assists)
 * plus its start, end, state transitions and captured evidence (see {@code docs/events.md}). Each is stamped by an {@link EventEnvelope}.
 *
 * <p>Ordering contract, within one run: {@link RunStarted} comes first and {@link RunFinished}
 * last; every {@link ActionExecuted} is followed by exactly one {@link ActionVerified} for the
 * same action before any other action is executed, except in a batch of field answers proved with
 * one snapshot after them all ({@code dev.autopilot.core.ActionProof#proveAll}), whose
 * {@link ActionExecuted} events come first and their {@link ActionVerified} events after, in the
 * same order; every {@link SubmissionOutcomeClassified} is
 * followed by one {@link RetryPolicyApplied}.
 *
 * <p>Payloads may carry personal data (a typed value); sinks that write them out redact it.
 */
public sealed interface RunEvent {

  /** The event's type as written in NDJSON, such as {@code snapshot_generated}. */
  String type();

  /**
   * The run began.
   *
   * @param goal the task's goal
   * @param startUrl where the run starts
   * @param settings the run's effective settings (budgets, flags), for the record
   */
  record RunStarted(String goal, String startUrl, Map<String, String> settings) implements RunEvent {
    public RunStarted {
      requireNonNull(goal, "goal");
      requireNonNull(startUrl, "startUrl");
      settings = Map.copyOf(settings);
    }

    @Override
    public String type() {
      return "run_started";
    }
  }

  /** The run moved from one state to another, for the reason given. */
  record StateTransition(RunState from, RunState to, String reason) implements RunEvent {
    public StateTransition {
      requireNonNull(from, "from");
      requireNonNull(to, "to");
      requireNonNull(reason, "reason");
    }

    @Override
    public String type() {
      return "state_transition";
    }
  }

  /**
   * A snapshot was taken; why, its size and what it found. Every snapshot taken during a run is
   * one of these, whoever took it.
   *
   * @param purpose why it was taken: {@code discover}, {@code plan}, {@code verify},
   *     {@code prefill}, {@code replan}, or what a component named ({@code rematch}, say)
   */
  record SnapshotGenerated(
      String purpose,
      String url,
      String title,
      String structureHash,
      long epoch,
      boolean structureChanged,
      int elements,
      int groups,
      int visibleErrors,
      int requiredTotal,
      int requiredUnfilled,
      int submitCandidates,
      long durationMillis) implements RunEvent {
    public SnapshotGenerated {
      requireNonNull(purpose, "purpose");
      requireNonNull(url, "url");
      requireNonNull(title, "title");
      requireNonNull(structureHash, "structureHash");
    }

    @Override
    public String type() {
      return "snapshot_generated";
    }
  }

  /**
   * A planner proposed actions.
   *
   * @param actionIds the run's id for each action, in the same order (see
   *     {@link EventEnvelope#actionId()})
   * @param routes how each question the plan answers was answered (rules, memory, model) and
   *     why, as the planner said
   * @param modelUsage what this plan's model calls cost (none for rules alone)
   * @param durationMillis how long planning took, model calls included
   */
  record PlanProposed(PlanSource source, String rationale, List<Action> actions, List<String> actionIds, List<String> unresolved, List<QuestionRoute> routes,
      ModelUsage modelUsage, long durationMillis)
      implements RunEvent {
    public PlanProposed {
      requireNonNull(source, "source");
      requireNonNull(rationale, "rationale");
      actions = List.copyOf(actions);
      actionIds = List.copyOf(actionIds);
      unresolved = List.copyOf(unresolved);
      routes = List.copyOf(routes);
      requireNonNull(modelUsage, "modelUsage");
      if (actionIds.size() != actions.size()) {
        throw new IllegalArgumentException("one action id per action: " + actionIds.size() + " ids for " + actions.size() + " actions");
      }
    }

    /** A plan without routes that cost no model call. */
    public PlanProposed(PlanSource source, String rationale, List<Action> actions, List<String> actionIds, List<String> unresolved, long durationMillis) {
      this(source, rationale, actions, actionIds, unresolved, List.of(), ModelUsage.none(), durationMillis);
    }

    @Override
    public String type() {
      return "plan_proposed";
    }
  }

  /**
   * A screenshot was shown to a vision model at one of the {@link VisionNode}s (or the check was
   * skipped, with the reason in {@code answer}).
   *
   * @param node where in the run
   * @param question the yes/no question asked
   * @param status the answer
   * @param answer the model's short answer, or why the check was skipped
   * @param evidence what the model says it saw
   */
  record VisionChecked(VisionNode node, String question, VisionVerdict.Status status, String answer, String evidence) implements RunEvent {
    public VisionChecked {
      requireNonNull(node, "node");
      requireNonNull(question, "question");
      requireNonNull(status, "status");
      requireNonNull(answer, "answer");
      requireNonNull(evidence, "evidence");
    }

    @Override
    public String type() {
      return "vision_checked";
    }
  }

  /** An executor carried out (or could not carry out) an action. */
  record ActionExecuted(String semanticKey, Action action, boolean performed, String detail, @Nullable String errorCode, long durationMillis)
      implements RunEvent {
    public ActionExecuted {
      requireNonNull(semanticKey, "semanticKey");
      requireNonNull(action, "action");
      requireNonNull(detail, "detail");
    }

    @Override
    public String type() {
      return "action_executed";
    }
  }

  /** The verifier's judgement of the action executed just before. */
  record ActionVerified(String semanticKey, String verb, @Nullable String ref, boolean verified, String reason, List<Evidence> evidence)
      implements RunEvent {
    public ActionVerified {
      requireNonNull(semanticKey, "semanticKey");
      requireNonNull(verb, "verb");
      requireNonNull(reason, "reason");
      evidence = List.copyOf(evidence);
    }

    @Override
    public String type() {
      return "action_verified";
    }
  }

  /**
   * The page opened a JavaScript dialog ({@code alert}, {@code confirm}, {@code prompt}, {@code
   * beforeunload}) and it was answered at once. Every dialog of a run is one of these, whenever
   * it opened; the envelope's step and action id say where in the run (the action under way when
   * it opened, or the latest one). A dialog opened by a submit is also evidence in that submit's
   * {@link ActionVerified}. Sinks that write events out redact {@code message} as any other text.
   *
   * @param kind the dialog's type
   * @param message its text, as the page gave it
   * @param url the page that opened it
   * @param accepted whether it was accepted (OK) rather than dismissed (Cancel)
   * @param reason why it was answered so
   */
  record DialogHandled(BrowserDialog.Type kind, String message, String url, boolean accepted, String reason) implements RunEvent {
    public DialogHandled {
      requireNonNull(kind, "kind");
      requireNonNull(message, "message");
      requireNonNull(url, "url");
      requireNonNull(reason, "reason");
    }

    /** The event of a dialog a session answered. */
    public static DialogHandled of(BrowserDialog dialog) {
      return new DialogHandled(dialog.type(), dialog.message(), dialog.url(), dialog.accepted(), dialog.reason());
    }

    @Override
    public String type() {
      return "dialog_handled";
    }
  }

  /** A classifier judged what a submit led to. */
  record SubmissionOutcomeClassified(int attempt, SubmissionOutcome outcome, @Nullable Integer httpStatus, String url) implements RunEvent {
    public SubmissionOutcomeClassified {
      requireNonNull(outcome, "outcome");
      requireNonNull(url, "url");
    }

    @Override
    public String type() {
      return "submission_outcome_classified";
    }
  }

  /** The retry/stop policy's decision on a classified outcome (see {@code docs/outcomes.md}). */
  record RetryPolicyApplied(OutcomeClass outcomeClass, int attempt, int maxAttempts, RetryDecision decision, long waitMillis, String reason)
      implements RunEvent {
    public RetryPolicyApplied {
      requireNonNull(outcomeClass, "outcomeClass");
      requireNonNull(decision, "decision");
      requireNonNull(reason, "reason");
    }

    @Override
    public String type() {
      return "retry_policy_applied";
    }
  }

  /**
   * What the locator cache did for one question (or, for a miss, one page): a validated hit used
   * without asking the planner, a miss, a heal (the entry re-matched by its fingerprint and
   * rewritten), a heal that failed (the planner answers the question instead), or a cached use
   * that the page did not verify (the entry is demoted after repeated failures). Never carries a
   * value.
   *
   * @param outcome what happened
   * @param question the question, as the page asks it; for a page miss, empty
   * @param level how the entry was found ({@code exact}, {@code role_and_name}, {@code question},
   *     {@code text_anchor}, {@code position}), or empty when it was not
   * @param detail a sentence without personal data: the page's key, the entry's standing
   */
  record LocatorCacheUsed(CacheOutcome outcome, String question, String level, String detail) implements RunEvent {
    /** What the locator cache did. */
    public enum CacheOutcome {
      /** An entry validated on the page and used with no planner or model call. */
      HIT,
      /** The cache had nothing for the page, or nothing usable for a question. */
      MISS,
      /** An entry found again by its fingerprint after the page changed, and rewritten. */
      HEALED,
      /** An entry no level found again within the bounded tries; the planner answers its question. */
      HEAL_FAILED,
      /** A cached use the page did not verify: counted against the entry. */
      FAILED
    }

    public LocatorCacheUsed {
      requireNonNull(outcome, "outcome");
      requireNonNull(question, "question");
      requireNonNull(level, "level");
      requireNonNull(detail, "detail");
    }

    @Override
    public String type() {
      return "locator_cache_" + outcome.name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * Trajectory memory was asked at DISCOVER: how many past runs matched this site or its
   * questions, and what the planners get from them. Never carries a value.
   *
   * @param trajectories how many past runs were recalled
   * @param mappings known mappings handed to the planners (question to verb and data key)
   * @param avoid remembered failures not to repeat
   * @param detail a sentence without personal data
   */
  record MemoryRecalled(int trajectories, int mappings, int avoid, String detail) implements RunEvent {
    public MemoryRecalled {
      requireNonNull(detail, "detail");
    }

    @Override
    public String type() {
      return "memory_recalled";
    }
  }

  /** A semantic key failed again; the escalation ladder's decision (see {@code docs/semantic-key-and-ladder.md}). */
  record SemanticLoopGuard(String semanticKey, int failures, Escalation escalation, String reason) implements RunEvent {
    public SemanticLoopGuard {
      requireNonNull(semanticKey, "semanticKey");
      requireNonNull(escalation, "escalation");
      requireNonNull(reason, "reason");
    }

    @Override
    public String type() {
      return "semantic_loop_guard";
    }
  }

  /** An assist plugin was offered the page. */
  record AssistInvoked(String plugin, boolean available, boolean attempted, int fieldsTouched, @Nullable String failureCode, String detail)
      implements RunEvent {
    public AssistInvoked {
      requireNonNull(plugin, "plugin");
      requireNonNull(detail, "detail");
    }

    @Override
    public String type() {
      return "assist_invoked";
    }
  }

  /**
   * The assist's effect (see {@code docs/assist.md}), judged by the run, never taken from the
   * plugin. As a whole by the fill rate of required questions: verified only when {@code delta >
   * 0} or no required question is left empty. Field by field in {@code fields}: every field the
   * plugin saw change, and every field whose value differs between the snapshots before and
   * after, judged by the run's verifier against what the run's planner would have put there.
   *
   * @param fillRate the share of required questions answered after the prefill, 0 to 1 (1 when
   *     the page asks none)
   * @param fields the field-by-field judgement, in page order; empty when nothing changed
   */
  record AssistEffectEvaluated(
      String plugin, int filledRequiredBefore, int filledRequiredAfter, int delta, int requiredEmpty, boolean verified, @Nullable String assistFailureCode,
      double fillRate, List<FieldEffect> fields)
      implements RunEvent {
    public AssistEffectEvaluated {
      requireNonNull(plugin, "plugin");
      fields = List.copyOf(fields);
    }

    /** An evaluation without a field-by-field judgement; the fill rate is computed from the counts. */
    public AssistEffectEvaluated(
        String plugin, int filledRequiredBefore, int filledRequiredAfter, int delta, int requiredEmpty, boolean verified, @Nullable String assistFailureCode) {
      this(plugin, filledRequiredBefore, filledRequiredAfter, delta, requiredEmpty, verified, assistFailureCode,
          fillRate(filledRequiredAfter, requiredEmpty), List.of());
    }

    /** The share of required questions answered: {@code filled / (filled + empty)}, 1 when there are none. */
    public static double fillRate(int filledRequired, int requiredEmpty) {
      int total = filledRequired + requiredEmpty;
      return total == 0 ? 1.0 : (double) filledRequired / total;
    }

    /** How many fields got {@code verdict}. */
    public long count(FieldVerdict verdict) {
      return fields.stream().filter(f -> f.verdict() == verdict).count();
    }

    @Override
    public String type() {
      return "assist_effect_evaluated";
    }

    /**
     * One field the assist changed, and the run's verdict on it.
     *
     * @param ref the field's ref in the snapshot after the prefill
     * @param question the question the field answers
     * @param verdict the verdict
     * @param reason why, in the verifier's words, without the value
     */
    public record FieldEffect(String ref, String question, FieldVerdict verdict, String reason) {
      public FieldEffect {
        requireNonNull(ref, "ref");
        requireNonNull(question, "question");
        requireNonNull(verdict, "verdict");
        requireNonNull(reason, "reason");
      }
    }

    /** What the run made of a field the assist changed. */
    public enum FieldVerdict {
      /** The field holds what the run would have put there, as the run's verifier reads it back: an assist effect, counted as a value placed. */
      VERIFIED,
      /** The field holds another value: the main loop writes the right one. */
      WRONG,
      /** The field changed and is empty again: the main loop fills it. */
      CLEARED,
      /** The run has no answer of its own for the field, so nothing to check the value against. */
      UNCHECKED
    }
  }

  /** Evidence was written to disk: a screenshot, a snapshot, an export. */
  record EvidenceCaptured(String kind, String label, String path) implements RunEvent {
    public EvidenceCaptured {
      requireNonNull(kind, "kind");
      requireNonNull(label, "label");
      requireNonNull(path, "path");
    }

    @Override
    public String type() {
      return "evidence_captured";
    }
  }

  /**
   * The first phase of a two-phase run ended with a prepared plan: the form is filled and
   * verified, and its final submit waits for the person's confirmation.
   *
   * @param planId the plan's id, which a confirmation names
   * @param formUrl the page the plan submits
   * @param fields how many fields the plan will send (their values are in the plan, concealed)
   * @param steps what the plan did and will do, one line each ({@code a3 type_ref browser-act done})
   * @param requirements what the plan needs before it can be confirmed ({@code person_confirms}, {@code login}, ...)
   */
  record PlanPrepared(String planId, String formUrl, int fields, List<String> steps, List<String> requirements) implements RunEvent {
    public PlanPrepared {
      requireNonNull(planId, "planId");
      requireNonNull(formUrl, "formUrl");
      steps = List.copyOf(steps);
      requirements = List.copyOf(requirements);
    }

    @Override
    public String type() {
      return "plan_prepared";
    }
  }

  /**
   * The confirmation of a prepared plan was checked, before its submit.
   *
   * @param planId the plan confirmed
   * @param check what was checked: {@code phrase}, {@code approval}, {@code live_page} or {@code claim}
   * @param passed whether the check passed; a failed check stops the run before the submit
   * @param reason in words; for the live page, what changed
   */
  record ConfirmationChecked(String planId, String check, boolean passed, String reason) implements RunEvent {
    public ConfirmationChecked {
      requireNonNull(planId, "planId");
      requireNonNull(check, "check");
      requireNonNull(reason, "reason");
    }

    @Override
    public String type() {
      return "confirmation_checked";
    }
  }

  /**
   * The risk monitor stopped a planned step before it ran.
   *
   * @param risk what it saw: {@code payment_field}, {@code off_site}, {@code download},
   *     {@code retry_storm}, {@code action_not_allowed}
   * @param verb the step's verb
   * @param reason in words
   */
  record RiskFlagged(String risk, String verb, String reason) implements RunEvent {
    public RiskFlagged {
      requireNonNull(risk, "risk");
      requireNonNull(verb, "verb");
      requireNonNull(reason, "reason");
    }

    @Override
    public String type() {
      return "risk_flagged";
    }
  }

  /**
   * The completion gates of the run's spec were evaluated, once, as the run ended.
   *
   * @param specVersion the spec's version
   * @param passed the gates that passed, as the spec words them
   * @param failed the gates that did not pass, each with why ({@code submission_confirmed: no confirmed outcome})
   */
  record GatesEvaluated(String specVersion, List<String> passed, List<String> failed) implements RunEvent {
    public GatesEvaluated {
      requireNonNull(specVersion, "specVersion");
      passed = List.copyOf(passed);
      failed = List.copyOf(failed);
    }

    @Override
    public String type() {
      return "gates_evaluated";
    }
  }

  /** The run ended. */
  record RunFinished(RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters,
      List<String> unplacedValues) implements RunEvent {
    public RunFinished {
      requireNonNull(finalState, "finalState");
      requireNonNull(counters, "counters");
      unplacedValues = List.copyOf(unplacedValues);
    }

    /** A finish with every value placed, or none carried. */
    public RunFinished(RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters) {
      this(finalState, manualReason, outcome, counters, List.of());
    }

    @Override
    public String type() {
      return "run_finished";
    }
  }

  /** What the retry/stop policy decided. */
  enum RetryDecision {
    /** The outcome is final and good: nothing to retry. */
    ACCEPT,
    /** Fix the fields the site rejected, then submit again; never resubmit unchanged. */
    FIX_AND_RESUBMIT,
    /** Pause, re-enter the form and submit again, within the bound. */
    RETRY,
    /** Plan again once from a fresh snapshot. */
    REPLAN,
    /** Stop and hand over to a person. */
    STOP_TO_MANUAL
  }
}
