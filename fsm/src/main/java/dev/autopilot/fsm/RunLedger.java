package dev.autopilot.fsm;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.ModelBudget;
import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.gate.SubmitRule;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.risk.RiskMonitor;
import dev.autopilot.fsm.prepare.PreparedPlan;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * All mutable state of one run, in one place: where the run is (state, step, the action in
 * focus), what it spent (counters), what it learnt (failures and verified answers per semantic
 * key, the last plan's unresolved questions) and what it is in the middle of (an assist's
 * invocation, the last submit and its outcome). Handlers read and change it; nothing else keeps
 * run state.
 *
 * <p>Not thread-safe: confined to the thread that runs the run. A new counter goes here, into
 * {@link #counters(long)}, and into {@link RunCounters}.
 */
final class RunLedger {
  // where the run is
  RunState state = RunState.DISCOVER;
  long seq;
  int steps;
  private int actionIds;
  /** The action the current events are about, or null. */
  @Nullable String focus;
  /**
   * Why the gate let an action that commits the person through, by action id: their own answer
   * among the values, or their grant through the consent callback. Shown with the action's proof.
   */
  final Map<String, String> consented = new java.util.HashMap<>();
  /** How many of the session's JavaScript dialogs have been reported as events. */
  int dialogsReported;
  /** Where DISCOVER navigates before its snapshot, or null to stay on the page. */
  @Nullable String navigateTo;

  // what the run spent
  int actions;
  int unverified;
  int submitAttempts;
  int snapshots;
  int screenshots;
  /** Model calls, tokens and vision calls, with the run's caps; handed to the planner and classifier. */
  final ModelLedger model;

  // the escalation ladder, per semantic key
  final Map<SemanticKey, Integer> failures = new HashMap<>();
  final Map<SemanticKey, FailureRecord> failureRecords = new LinkedHashMap<>();
  final Map<SemanticKey, Integer> verified = new HashMap<>();
  int verifiedSinceSubmit;
  /** Verified actions that put a value on the form, and fields an assist filled: none, and an empty form is never submitted. */
  int valuesPlaced;
  /** The task's value keys a field held before a submit or a step, or at the end ({@link dev.autopilot.core.Planner#valuesPlaced}). */
  final java.util.Set<String> placedKeys = new java.util.LinkedHashSet<>();
  List<String> lastUnresolved = List.of();
  /** For each of {@link #lastUnresolved}, the answer keys closest to it, as the planner named them. */
  java.util.Map<String, List<String>> lastClosestKeys = java.util.Map.of();

  // locator cache
  /** The cached entries served, by the id of the action each became. */
  final Map<String, CachedStep.Use> cacheUses = new HashMap<>();
  /** Heals tried this run, by question signature; past {@link CachedStep#MAX_HEAL_TRIES} the planner answers. */
  final Map<String, Integer> healTries = new HashMap<>();
  /** Pages (cache key ids) whose miss was reported, and questions whose failed heal was. */
  final java.util.Set<String> cacheReported = new java.util.HashSet<>();
  /** The questions the cache answered, in order, with the level a healed one was found by ({@code ""} for a hit). */
  final Map<String, String> cacheServed = new java.util.LinkedHashMap<>();
  /** The cached questions handed to the planner, in order, with why. */
  final Map<String, String> cacheHandedOver = new java.util.LinkedHashMap<>();

  /** The locator cache's report for the run's result: its partial result and what it handed over. */
  dev.autopilot.core.model.LocatorCacheReport cacheReport() {
    List<String> hits = new java.util.ArrayList<>();
    List<dev.autopilot.core.model.LocatorCacheReport.Healed> healed = new java.util.ArrayList<>();
    cacheServed.forEach((q, level) -> {
      if (level.isEmpty()) {
        hits.add(q);
      } else {
        healed.add(new dev.autopilot.core.model.LocatorCacheReport.Healed(q, level));
      }
    });
    List<dev.autopilot.core.model.LocatorCacheReport.HandedOver> handed = new java.util.ArrayList<>();
    cacheHandedOver.forEach((q, why) -> handed.add(new dev.autopilot.core.model.LocatorCacheReport.HandedOver(q, why)));
    return new dev.autopilot.core.model.LocatorCacheReport(hits, healed, handed);
  }

  // trajectory memory
  /** What past runs tell the planners; recalled once, at the first DISCOVER. */
  dev.autopilot.core.memory.MemoryHint memory = dev.autopilot.core.memory.MemoryHint.NONE;
  boolean memoryRecalled;
  /** The questions answered and verified, in order, for the trajectory written at the end. */
  final List<dev.autopilot.core.memory.TrajectoryStep> memorySteps = new java.util.ArrayList<>();
  /** The gesture that finally verified ({@link dev.autopilot.core.model.Action#gesture()}), by semantic key: what resolved a failure on it. */
  final Map<SemanticKey, String> verifiedVerb = new HashMap<>();

  // assist
  int assistAttempts;
  @Nullable AssistInvocation assist;
  /** How often VALIDATE found fields changed behind the run's back after an assist and sent the run back to FILL. */
  int assistRechecks;

  // submit and outcome: written through the intent methods below
  /** The one decision whether the form's submit may be clicked (again). */
  final SubmitRule submitRule = SubmitRule.create();
  @Nullable ExecutionResult lastSubmit;
  @Nullable String formUrl;
  /** Whether the page submitted itself while being filled: its outcome is classified, never resubmitted. */
  boolean selfSubmitted;
  @Nullable SubmissionOutcome lastOutcome;
  int blockedFailures;
  int validationRounds;
  int unknownReplans;

  // policy, two phases, gates
  /** The run's risk monitor: every planned step passes it before the executor; set when the run's context is made. */
  @Nullable RiskMonitor risk;
  /** The prepare or confirm phase this run is, or null for a one-phase run. */
  @Nullable TwoPhase twoPhase;
  /** The steps the run carried out, in order, for a prepared plan. */
  final List<PreparedPlan.Step> performed = new java.util.ArrayList<>();
  /** The labels of the evidence the run wrote ({@code before_submit}, {@code plan}), for the spec's gates. */
  final java.util.Set<String> evidence = new java.util.LinkedHashSet<>();
  /** The spec's failed gates, once evaluated; null before. */
  @Nullable List<String> failedGates;

  RunLedger(String startUrl, ModelBudget modelBudget) {
    this.navigateTo = startUrl;
    this.model = ModelLedger.create(modelBudget);
  }

  /**
   * A submit of the form from {@code url} is about to happen or happened without the run (the
   * page submitted itself, a "next" ended the form): counted, and the {@link SubmitRule} needs a
   * proven rejection before another.
   */
  void submitting(String url) {
    submitAttempts++;
    formUrl = url;
    lastSubmit = null;
    verifiedSinceSubmit = 0;
    submitRule.clicked();
  }

  /** What the executor reported for the submit just made. */
  void submitted(ExecutionResult execution) {
    lastSubmit = execution;
  }

  /** The page submitted itself while being filled. */
  void pageSubmittedItself(String url) {
    submitting(url);
    selfSubmitted = true;
  }

  /** A proven rejection of the last submit: another may be made. */
  void rejected(SubmitRule.Rejection rejection) {
    submitRule.rejected(rejection);
  }

  /** A new action id, unique within the run: {@code a1}, {@code a2}, ... */
  String newActionId() {
    return "a" + (++actionIds);
  }

  /** What the run has spent so far. */
  RunCounters counters(long elapsedMillis) {
    return new RunCounters(steps, actions, unverified, submitAttempts, snapshots, screenshots, model.usage(), elapsedMillis);
  }

  /** An assist plugin's prefill, kept from ASSIST_PREFILL for VERIFY_PREFILL to judge. */
  record AssistInvocation(AssistPlugin plugin, AssistResult result, SemanticSnapshot before) {}
}
