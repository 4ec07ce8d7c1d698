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

  /**
   * {@return the event's type as written in NDJSON, such as {@code snapshot_generated}; fixed per
   * record, except {@link LocatorCacheUsed}, whose type names its outcome}
   */
  String type();

  /**
   * The run began.
   *
   * @param goal the task's goal
   * @param startUrl where the run starts
   * @param settings the run's effective settings (budgets, flags), for the record
   */
  record RunStarted(String goal, String startUrl, Map<String, String> settings) implements RunEvent {
    /**
     * Checks the payload and copies the settings.
     *
     * @param goal the task's goal, not null
     * @param startUrl where the run starts, not null
     * @param settings the settings, copied; no null key or value
     * @throws NullPointerException when a value, or a key or value of the settings, is null
     */
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

  /**
   * The run moved from one state to another, for the reason given.
   *
   * @param from the state it left
   * @param to the state it entered
   * @param reason why, in words (for a stop, the manual code's name)
   */
  record StateTransition(RunState from, RunState to, String reason) implements RunEvent {
    /**
     * Checks the payload.
     *
     * @param from the state left, not null
     * @param to the state entered, not null
     * @param reason why, not null
     * @throws NullPointerException when an argument is null
     */
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
   * @param url the page's URL when it was taken
   * @param title the page's title, empty when it has none
   * @param structureHash the hash of the page's interactive structure ({@link
   *     dev.autopilot.core.model.PageInfo#structureHash()})
   * @param epoch the snapshot's ref epoch ({@link dev.autopilot.core.model.SemanticSnapshot#epoch()})
   * @param structureChanged whether the structure changed since the session's previous snapshot
   * @param elements how many elements it holds
   * @param groups how many groups (radio groups, fieldsets) it holds
   * @param visibleErrors how many error messages it shows
   * @param requiredTotal how many required questions it asks
   * @param requiredUnfilled how many of those are still unanswered
   * @param submitCandidates how many controls may submit the form
   * @param durationMillis how long taking it took, in milliseconds
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
    /**
     * Checks the payload's texts; the counts are taken as given.
     *
     * @param purpose why it was taken, not null
     * @param url the page's URL, not null
     * @param title the page's title, not null
     * @param structureHash the structure's hash, not null
     * @param epoch the ref epoch
     * @param structureChanged whether the structure changed
     * @param elements the number of elements
     * @param groups the number of groups
     * @param visibleErrors the number of visible errors
     * @param requiredTotal the number of required questions
     * @param requiredUnfilled the number of those unanswered
     * @param submitCandidates the number of submit candidates
     * @param durationMillis how long it took, in milliseconds
     * @throws NullPointerException when a text is null
     */
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
   * @param source who planned: rules, memory, a model, ...
   * @param rationale the planner's reason for the plan, in words
   * @param actions the actions proposed, in order, secret values concealed
   * @param actionIds the run's id for each action, in the same order (see
   *     {@link EventEnvelope#actionId()})
   * @param unresolved the questions the planner could not answer, as the page asks them; empty
   *     when it answered all
   * @param routes how each question the plan answers was answered (rules, memory, model) and
   *     why, as the planner said
   * @param modelUsage what this plan's model calls cost (none for rules alone)
   * @param durationMillis how long planning took, model calls included, in milliseconds
   */
  record PlanProposed(PlanSource source, String rationale, List<Action> actions, List<String> actionIds, List<String> unresolved, List<QuestionRoute> routes,
      ModelUsage modelUsage, long durationMillis)
      implements RunEvent {
    /**
     * Checks the payload and copies the lists.
     *
     * @param source who planned, not null
     * @param rationale the reason, not null
     * @param actions the actions, copied
     * @param actionIds one id per action, in the same order, copied
     * @param unresolved the questions left unanswered, copied
     * @param routes the routes, copied
     * @param modelUsage the model calls' cost, not null ({@link ModelUsage#none()} for none)
     * @param durationMillis how long planning took, in milliseconds
     * @throws NullPointerException when a value, a list or an element of one is null
     * @throws IllegalArgumentException when there are not as many ids as actions
     */
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

    /**
     * A plan without routes that cost no model call.
     *
     * @param source who planned
     * @param rationale the planner's reason
     * @param actions the actions proposed
     * @param actionIds one id per action, in the same order
     * @param unresolved the questions the planner could not answer
     * @param durationMillis how long planning took, in milliseconds
     * @throws NullPointerException when a value, a list or an element of one is null
     * @throws IllegalArgumentException when there are not as many ids as actions
     */
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
    /**
     * Checks the payload.
     *
     * @param node where in the run, not null
     * @param question the question asked, not null
     * @param status the answer, not null
     * @param answer the model's answer or why the check was skipped, not null
     * @param evidence what the model saw, not null (empty when it said nothing)
     * @throws NullPointerException when an argument is null
     */
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

  /**
   * An executor carried out (or could not carry out) an action.
   *
   * @param semanticKey the action's semantic key, as {@link dev.autopilot.core.model.SemanticKey}
   *     writes it (the loop guard counts failures by it)
   * @param action the action really acted on: the executor's, when it re-resolved a stale ref;
   *     a secret value concealed
   * @param performed whether the gesture was carried out (not whether it had its effect: {@link
   *     ActionVerified} says that)
   * @param detail what the executor did or why it could not, in words
   * @param errorCode the {@link dev.autopilot.core.ErrorCode}'s name when it failed, or null
   * @param durationMillis how long executing took, in milliseconds; 0 when a gate refused it before
   *     it was tried
   */
  record ActionExecuted(String semanticKey, Action action, boolean performed, String detail, @Nullable String errorCode, long durationMillis)
      implements RunEvent {
    /**
     * Checks the payload.
     *
     * @param semanticKey the semantic key, not null
     * @param action the action acted on, not null
     * @param performed whether it was carried out
     * @param detail what happened, not null
     * @param errorCode the error code's name, or null
     * @param durationMillis how long it took, in milliseconds
     * @throws NullPointerException when the key, the action or the detail is null
     */
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

  /**
   * The verifier's judgement of the action executed just before.
   *
   * @param semanticKey the action's semantic key, as in its {@link ActionExecuted}
   * @param verb the action's verb, such as {@code type_ref}
   * @param ref the target's ref, or null for an action without a target ({@code wait_for}, ...)
   * @param verified whether the action had its effect
   * @param reason the verdict in words
   * @param evidence each criterion judged, with what held before and after; a secret value
   *     concealed
   */
  record ActionVerified(String semanticKey, String verb, @Nullable String ref, boolean verified, String reason, List<Evidence> evidence)
      implements RunEvent {
    /**
     * Checks the payload and copies the evidence.
     *
     * @param semanticKey the semantic key, not null
     * @param verb the verb, not null
     * @param ref the target's ref, or null
     * @param verified whether it had its effect
     * @param reason the verdict in words, not null
     * @param evidence the criteria, copied
     * @throws NullPointerException when a value that may not be null, or an evidence item, is null
     */
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
    /**
     * Checks the payload.
     *
     * @param kind the dialog's type, not null
     * @param message its text, not null
     * @param url the page that opened it, not null
     * @param accepted whether it was accepted
     * @param reason why it was answered so, not null
     * @throws NullPointerException when a value that may not be null is
     */
    public DialogHandled {
      requireNonNull(kind, "kind");
      requireNonNull(message, "message");
      requireNonNull(url, "url");
      requireNonNull(reason, "reason");
    }

    /**
     * The event of a dialog a session answered.
     *
     * @param dialog the dialog as the session reported it
     * @return its event, with the dialog's type, message, URL, answer and reason
     */
    public static DialogHandled of(BrowserDialog dialog) {
      return new DialogHandled(dialog.type(), dialog.message(), dialog.url(), dialog.accepted(), dialog.reason());
    }

    @Override
    public String type() {
      return "dialog_handled";
    }
  }

  /**
   * A classifier judged what a submit led to.
   *
   * @param attempt how many submits the run has made, this one included (from 1)
   * @param outcome the classifier's verdict
   * @param httpStatus the status of the submit's response, or null when none was captured
   * @param url the page's URL after the submit
   */
  record SubmissionOutcomeClassified(int attempt, SubmissionOutcome outcome, @Nullable Integer httpStatus, String url) implements RunEvent {
    /**
     * Checks the payload.
     *
     * @param attempt the submit's number
     * @param outcome the verdict, not null
     * @param httpStatus the response's status, or null
     * @param url the page's URL, not null
     * @throws NullPointerException when the outcome or the URL is null
     */
    public SubmissionOutcomeClassified {
      requireNonNull(outcome, "outcome");
      requireNonNull(url, "url");
    }

    @Override
    public String type() {
      return "submission_outcome_classified";
    }
  }

  /**
   * The retry/stop policy's decision on a classified outcome (see {@code docs/outcomes.md}).
   *
   * @param outcomeClass the class of the outcome decided on
   * @param attempt the submit's number, from 1
   * @param maxAttempts how many submits the policy allows for this class
   * @param decision what the run does next
   * @param waitMillis the pause before submitting again, in milliseconds; 0 unless the decision
   *     waits
   * @param reason the decision in words
   */
  record RetryPolicyApplied(OutcomeClass outcomeClass, int attempt, int maxAttempts, RetryDecision decision, long waitMillis, String reason)
      implements RunEvent {
    /**
     * Checks the payload.
     *
     * @param outcomeClass the outcome's class, not null
     * @param attempt the submit's number
     * @param maxAttempts the submits allowed
     * @param decision the decision, not null
     * @param waitMillis the pause, in milliseconds
     * @param reason the decision in words, not null
     * @throws NullPointerException when the class, the decision or the reason is null
     */
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

    /**
     * Checks the payload.
     *
     * @param outcome what happened, not null
     * @param question the question, not null (empty for a page miss)
     * @param level how the entry was found, not null (empty when it was not)
     * @param detail a sentence without personal data, not null
     * @throws NullPointerException when an argument is null
     */
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
    /**
     * Checks the payload; the counts are taken as given.
     *
     * @param trajectories the past runs recalled
     * @param mappings the mappings handed to the planners
     * @param avoid the failures not to repeat
     * @param detail a sentence without personal data, not null
     * @throws NullPointerException when the detail is null
     */
    public MemoryRecalled {
      requireNonNull(detail, "detail");
    }

    @Override
    public String type() {
      return "memory_recalled";
    }
  }

  /**
   * A semantic key failed again; the escalation ladder's decision (see {@code
   * docs/semantic-key-and-ladder.md}).
   *
   * @param semanticKey the key that failed, as in the action's events
   * @param failures how often it has failed in this run, this failure included
   * @param escalation the rung the ladder chose for the next try
   * @param reason the decision in words
   */
  record SemanticLoopGuard(String semanticKey, int failures, Escalation escalation, String reason) implements RunEvent {
    /**
     * Checks the payload.
     *
     * @param semanticKey the key, not null
     * @param failures its failures so far
     * @param escalation the rung, not null
     * @param reason the decision in words, not null
     * @throws NullPointerException when a value that may not be null is
     */
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

  /**
   * An assist plugin was offered the page. What it says it did is its own claim: {@link
   * AssistEffectEvaluated} is the run's judgement.
   *
   * @param plugin the plugin's name
   * @param available whether it said it can work on this page
   * @param attempted whether it tried to fill anything
   * @param fieldsTouched how many fields it says it touched
   * @param failureCode the {@link dev.autopilot.core.AssistFailureCode}'s name when it failed
   *     ({@code ASSIST_UNAVAILABLE} when it was not available), or null
   * @param detail what it did, in words
   */
  record AssistInvoked(String plugin, boolean available, boolean attempted, int fieldsTouched, @Nullable String failureCode, String detail)
      implements RunEvent {
    /**
     * Checks the payload.
     *
     * @param plugin the plugin's name, not null
     * @param available whether it was available
     * @param attempted whether it tried
     * @param fieldsTouched the fields it says it touched
     * @param failureCode the failure code's name, or null
     * @param detail what it did, not null
     * @throws NullPointerException when the plugin's name or the detail is null
     */
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
   * @param plugin the plugin's name
   * @param filledRequiredBefore how many required questions were answered before the prefill
   * @param filledRequiredAfter how many were answered after it
   * @param delta {@code filledRequiredAfter - filledRequiredBefore}; negative when the plugin
   *     emptied answers
   * @param requiredEmpty how many required questions are still unanswered after it
   * @param verified whether the prefill helped: {@code delta > 0} or nothing required is left
   * @param assistFailureCode the plugin's failure code's name, or {@code NO_FILL_GAIN} when it
   *     reported none but did not help; null when it helped and reported none
   * @param fillRate the share of required questions answered after the prefill, 0 to 1 (1 when
   *     the page asks none)
   * @param fields the field-by-field judgement, in page order; empty when nothing changed
   */
  record AssistEffectEvaluated(
      String plugin, int filledRequiredBefore, int filledRequiredAfter, int delta, int requiredEmpty, boolean verified, @Nullable String assistFailureCode,
      double fillRate, List<FieldEffect> fields)
      implements RunEvent {
    /**
     * Checks the payload and copies the fields; the counts and the rate are taken as given.
     *
     * @param plugin the plugin's name, not null
     * @param filledRequiredBefore required questions answered before
     * @param filledRequiredAfter required questions answered after
     * @param delta the difference
     * @param requiredEmpty required questions left unanswered
     * @param verified whether the prefill helped
     * @param assistFailureCode the failure code's name, or null
     * @param fillRate the share answered, 0 to 1
     * @param fields the field-by-field judgement, copied
     * @throws NullPointerException when the plugin's name, the list or a field in it is null
     */
    public AssistEffectEvaluated {
      requireNonNull(plugin, "plugin");
      fields = List.copyOf(fields);
    }

    /**
     * An evaluation without a field-by-field judgement; the fill rate is computed from the counts
     * ({@link #fillRate(int, int)}).
     *
     * @param plugin the plugin's name
     * @param filledRequiredBefore required questions answered before the prefill
     * @param filledRequiredAfter required questions answered after it
     * @param delta the difference
     * @param requiredEmpty required questions left unanswered
     * @param verified whether the prefill helped
     * @param assistFailureCode the failure code's name, or null
     * @throws NullPointerException when the plugin's name is null
     */
    public AssistEffectEvaluated(
        String plugin, int filledRequiredBefore, int filledRequiredAfter, int delta, int requiredEmpty, boolean verified, @Nullable String assistFailureCode) {
      this(plugin, filledRequiredBefore, filledRequiredAfter, delta, requiredEmpty, verified, assistFailureCode,
          fillRate(filledRequiredAfter, requiredEmpty), List.of());
    }

    /**
     * The share of required questions answered.
     *
     * @param filledRequired required questions answered, 0 or more
     * @param requiredEmpty required questions unanswered, 0 or more
     * @return {@code filled / (filled + empty)}, from 0 to 1; 1 when the page asks none
     */
    public static double fillRate(int filledRequired, int requiredEmpty) {
      int total = filledRequired + requiredEmpty;
      return total == 0 ? 1.0 : (double) filledRequired / total;
    }

    /**
     * How many fields got a verdict.
     *
     * @param verdict the verdict counted
     * @return how many of {@link #fields()} got it; 0 when none did
     */
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
      /**
       * Checks the judgement.
       *
       * @param ref the field's ref, not null
       * @param question the question, not null
       * @param verdict the verdict, not null
       * @param reason why, without the value, not null
       * @throws NullPointerException when an argument is null
       */
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

  /**
   * Evidence was written to disk: a screenshot, a snapshot, an export.
   *
   * @param kind what was written: {@code screenshot}, {@code plan}, ...
   * @param label which one, such as {@code before_submit} (the label a spec's evidence gate names)
   * @param path where it was written, as a file path
   */
  record EvidenceCaptured(String kind, String label, String path) implements RunEvent {
    /**
     * Checks the payload.
     *
     * @param kind what was written, not null
     * @param label which one, not null
     * @param path where, not null
     * @throws NullPointerException when an argument is null
     */
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
    /**
     * Checks the payload and copies the lists.
     *
     * @param planId the plan's id, not null
     * @param formUrl the page the plan submits, not null
     * @param fields how many fields the plan will send
     * @param steps the plan's steps, copied
     * @param requirements what confirming needs, copied
     * @throws NullPointerException when a value, a list or an element of one is null
     */
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
    /**
     * Checks the payload.
     *
     * @param planId the plan, not null
     * @param check what was checked, not null
     * @param passed whether it passed
     * @param reason in words, not null
     * @throws NullPointerException when a value that may not be null is
     */
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
    /**
     * Checks the payload.
     *
     * @param risk the risk's wire name, not null
     * @param verb the step's verb, not null
     * @param reason in words, not null
     * @throws NullPointerException when an argument is null
     */
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
    /**
     * Checks the payload and copies the lists.
     *
     * @param specVersion the spec's version, not null
     * @param passed the gates that passed, copied
     * @param failed the gates that failed with why, copied; empty when all passed
     * @throws NullPointerException when the version, a list or an element of one is null
     */
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

  /**
   * The run ended. Always the run's last event.
   *
   * @param finalState the state it ended in ({@code DONE}, {@code PREPARED} or {@code
   *     MANUAL_REQUIRED})
   * @param manualReason why a person must take over, or null when the run did not stop for one
   * @param outcome the last classified outcome of a submit, or null when none was classified
   * @param counters what the run spent
   * @param unplacedValues the task's values no field held at the end (as the task names them);
   *     empty when every value was placed or none was carried
   */
  record RunFinished(RunState finalState, @Nullable ManualReason manualReason, @Nullable SubmissionOutcome outcome, RunCounters counters,
      List<String> unplacedValues) implements RunEvent {
    /**
     * Checks the payload and copies the list.
     *
     * @param finalState the final state, not null
     * @param manualReason why a person must take over, or null
     * @param outcome the last classified outcome, or null
     * @param counters what the run spent, not null
     * @param unplacedValues the values not placed, copied
     * @throws NullPointerException when the state, the counters, the list or an element of it is null
     */
    public RunFinished {
      requireNonNull(finalState, "finalState");
      requireNonNull(counters, "counters");
      unplacedValues = List.copyOf(unplacedValues);
    }

    /**
     * A finish with every value placed, or none carried.
     *
     * @param finalState the state the run ended in
     * @param manualReason why a person must take over, or null
     * @param outcome the last classified outcome, or null
     * @param counters what the run spent
     * @throws NullPointerException when the state or the counters are null
     */
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
