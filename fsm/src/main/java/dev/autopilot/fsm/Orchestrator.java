package dev.autopilot.fsm;

import dev.autopilot.core.gate.ConsentCallback;
import org.jspecify.annotations.Nullable;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.Features;
import dev.autopilot.core.risk.RiskPolicy;
import dev.autopilot.fsm.prepare.Confirmation;
import dev.autopilot.fsm.prepare.PlanClaims;
import dev.autopilot.fsm.prepare.Prepared;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.Planner;
import dev.autopilot.core.Sleeper;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.VisionFallback;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.ScreenshotMode;
import dev.autopilot.core.model.Task;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Runs tasks through the state machine with the SPI implementations it was built with:
 * {@code DISCOVER -> ASSIST_PREFILL -> VERIFY_PREFILL -> FILL -> VALIDATE -> SUBMIT ->
 * VERIFY_OUTCOME -> DONE | MANUAL_REQUIRED} (see {@link Transitions}).
 *
 * <p>Each state has its own handler ({@code DiscoverHandler}, {@code FillHandler}, ...). FILL
 * loops snapshot, plan, execute, verify, one step per plan. An action that fails, or whose effect
 * cannot be verified, counts against its semantic key: the first failure replans, the second
 * asks the planner for an alternate strategy, the third stops the run for a person. After a
 * submit the classifier's outcome goes through the {@link RetryPolicy}. Every decision and every
 * transition is an event; each event carries its step number and, when it is about one action,
 * the action's id. Every snapshot is taken through one {@link dev.autopilot.core.SnapshotPipeline}
 * per run, emitted as {@code snapshot_generated} and counted. With an {@link
 * OrchestratorBuilder#evidence evidence recorder}, each run opens its evidence before its first
 * event and hands it every event, every snapshot, its screenshots, the host's plan and, when the
 * recorder asks, a browser trace; it finishes the evidence after {@code run_finished}.
 *
 * <p>Thread-safe: one orchestrator serves many concurrent runs, each on its own session. Runs on
 * the same session are serialized (a serial lane: their actions never interleave). A run never
 * throws for what happens in the browser: it ends in {@code MANUAL_REQUIRED} with a structured
 * reason ({@link dev.autopilot.core.model.ManualCode}), and its events are delivered.
 */
public final class Orchestrator {
  private final SnapshotProvider snapshotProvider;
  private final Planner planner;
  private final ActionExecutor executor;
  private final Verifier verifier;
  private final OutcomeClassifier classifier;
  private final List<AssistPlugin> assistPlugins;
  private final List<EventSink> eventSinks;
  private final EventSink sink;
  private final Budgets budgets;
  private final Duration submitDeadline;
  private final Duration formWait;
  private final RetryPolicy retryPolicy;
  private final double assistThreshold;
  private final Clock clock;
  private final Sleeper sleeper;
  private final VisionFallback vision;
  private final ScreenshotMode screenshotMode;
  private final dev.autopilot.core.consent.@Nullable Consent consent;
  private final ConsentCallback consentCallback;
  private final EvidenceRecorder evidence;
  private final SessionLanes lanes = new SessionLanes();
  private final Set<String> allowedHosts;
  private final boolean anyStartScheme;
  private final Features features;
  private final RiskPolicy riskPolicy;
  private final PlanClaims planClaims;
  /** The components as the builder was given them; the fields above hold them under the features. */
  private final SnapshotProvider givenSnapshotProvider;
  private final Planner givenPlanner;
  private final dev.autopilot.core.memory.@Nullable LocatorCache locatorCache;
  private final dev.autopilot.core.memory.@Nullable TrajectoryStore memory;

  /**
   * How long a submit waits for its outcome signal unless {@link OrchestratorBuilder#submitDeadline}
   * says otherwise: {@link dev.autopilot.core.model.Action.Submit#DEFAULT_OUTCOME_DEADLINE} (30 s),
   * the executor's default too.
   */
  public static final Duration DEFAULT_SUBMIT_DEADLINE = dev.autopilot.core.model.Action.Submit.DEFAULT_OUTCOME_DEADLINE;

  /** How long DISCOVER waits for a form to show unless {@link OrchestratorBuilder#formWait} says otherwise: 8 s. */
  public static final Duration DEFAULT_FORM_WAIT = Duration.ofSeconds(8);

  Orchestrator(OrchestratorBuilder b) {
    this.features = b.features != null ? b.features : Features.fromEnvironment();
    this.givenSnapshotProvider = requireNonNull(b.snapshotProvider);
    this.givenPlanner = requireNonNull(b.planner);
    this.snapshotProvider = requireNonNull(givenSnapshotProvider.withFeatures(features), "withFeatures returned null");
    this.planner = requireNonNull(givenPlanner.withFeatures(features), "withFeatures returned null");
    this.riskPolicy = b.riskPolicy;
    this.planClaims = b.planClaims;
    this.executor = requireNonNull(b.executor);
    this.verifier = requireNonNull(b.verifier);
    this.classifier = requireNonNull(b.classifier);
    this.assistPlugins = List.copyOf(b.assistPlugins);
    this.eventSinks = List.copyOf(b.eventSinks);
    this.sink = EventSink.composite(eventSinks);
    this.budgets = b.budgets;
    this.submitDeadline = b.submitDeadline;
    this.formWait = b.formWait;
    this.allowedHosts = Set.copyOf(b.allowedHosts);
    this.anyStartScheme = b.anyStartScheme;
    this.retryPolicy = b.retryPolicy;
    this.assistThreshold = b.assistThreshold;
    this.clock = b.clock;
    this.sleeper = b.sleeper;
    this.vision = b.vision;
    this.screenshotMode = b.screenshotMode;
    this.consent = b.consent;
    this.consentCallback = b.consentCallback;
    this.locatorCache = b.locatorCache == null ? null
        : new dev.autopilot.core.memory.LocatorCache(b.locatorCache, planner.packVersion(), planner.version());
    this.memory = b.memory;
    this.evidence = b.evidence;
  }

  /**
   * A new builder; snapshot provider, planner, executor, verifier and classifier are required.
   *
   * @return an empty builder with the defaults of every optional setting
   */
  public static OrchestratorBuilder builder() {
    return new OrchestratorBuilder();
  }

  /**
   * A builder holding this orchestrator's settings, to derive a variant. This orchestrator is
   * unchanged by what is done to the builder.
   *
   * @return a new builder with every setting of this orchestrator, the features included (so
   *     building it does not read the environment again)
   */
  public OrchestratorBuilder toBuilder() {
    OrchestratorBuilder b = new OrchestratorBuilder();
    b.snapshotProvider = givenSnapshotProvider;
    b.planner = givenPlanner;
    b.features = features;
    b.riskPolicy = riskPolicy;
    b.planClaims = planClaims;
    b.executor = executor;
    b.verifier = verifier;
    b.classifier = classifier;
    b.assistPlugins.addAll(assistPlugins);
    b.eventSinks.addAll(eventSinks);
    b.budgets = budgets;
    b.submitDeadline = submitDeadline;
    b.formWait = formWait;
    b.allowedHosts.addAll(allowedHosts);
    b.anyStartScheme = anyStartScheme;
    b.retryPolicy = retryPolicy;
    b.assistThreshold = assistThreshold;
    b.clock = clock;
    b.sleeper = sleeper;
    b.vision = vision;
    b.screenshotMode = screenshotMode;
    b.consent = consent;
    b.consentCallback = consentCallback;
    b.locatorCache = locatorCache == null ? null : locatorCache.store();
    b.memory = memory;
    b.evidence = evidence;
    return b;
  }

  /**
   * Runs a task on a session with a fresh request id; see {@link #run(BrowserSession, Task,
   * RunOptions)}.
   *
   * @param session the session to work in, which the caller owns, as for the full form
   * @param task what to do and where to start
   * @return how the run ended; never null
   */
  public RunResult run(BrowserSession session, Task task) {
    return run(session, task, RunOptions.defaults());
  }

  /**
   * Runs a task on a session. Blocks until the run ends; waits first while another run holds the
   * same session.
   *
   * @param session the browser session to work in; the caller opened it and closes it, the run
   *     neither opens nor closes it, and may leave it restricted to the run's hosts
   * @param task what to do and where to start; its start URL must be an {@code http} or {@code
   *     https} page (the run stops with {@code URL_NOT_ALLOWED} otherwise)
   * @param options the request id, the run's own sinks and evidence folder
   * @return how the run ended; never null
   */
  public RunResult run(BrowserSession session, Task task, RunOptions options) {
    requireNonNull(session, "session");
    requireNonNull(task, "task");
    requireNonNull(options, "options");
    return lanes.inLane(session.id(), () -> {
      RunEvidence runEvidence = RunEvidences.open(evidence, options.requestId());
      RunOptions runOptions = options;
      Path screenshots = runEvidence.screenshotsDirectory();
      if (options.evidenceDirectory() == null && screenshots != null) {
        runOptions = new RunOptions(options.requestId(), options.eventSinks(), screenshots, options.planJson());
      }
      List<EventSink> sinks = concat(sink, options.eventSinks());
      sinks.add(runEvidence.events());
      RunEvidences.start(runEvidence, session, options);
      RunResult result = new Run(this, session, task, runOptions, EventSink.composite(sinks), runEvidence).execute();
      RunEvidences.end(runEvidence, session, result);
      return result;
    });
  }

  /**
   * Prepares a task with a fresh request id; see {@link #prepare(BrowserSession, Task,
   * RunOptions)}.
   *
   * @param session the session to work in, which the caller owns, as for the full form
   * @param task the form to fill and where it is
   * @return the run's result and the plan; never null
   */
  public Prepared prepare(BrowserSession session, Task task) {
    return prepare(session, task, RunOptions.defaults());
  }

  /**
   * The first phase of a two-phase run: opens the task's page, fills and verifies the form as
   * {@link #run} does, and stops where it would submit, with a {@link PreparedPlan}: the steps
   * done and to do with their side effects, what confirming needs, the evidence each phase
   * writes, and the fields the submit will send (values concealed). Nothing is submitted. With an
   * evidence folder in the options, the plan is also written there as {@code plan.json} (a plan
   * that cannot be written stops the run with {@link dev.autopilot.core.ErrorCode#BROWSER_EXPORT_FAILED}).
   * A prepare that stops before the submit (a login wall, an unanswered question) returns a plan
   * that is not {@linkplain PreparedPlan#ready() ready} and says what it needs.
   *
   * @param session the browser session to work in; the caller opened it and closes it, the run
   *     neither opens nor closes it, and may leave it restricted to the run's hosts
   * @param task the form to fill and where it is
   * @param options the request id, the run's own sinks and the evidence folder the plan is
   *     written to
   * @return the run's result ({@link dev.autopilot.core.model.RunState#PREPARED} when the plan is
   *     ready) and the plan; never null
   */
  public Prepared prepare(BrowserSession session, Task task, RunOptions options) {
    requireNonNull(session, "session");
    requireNonNull(task, "task");
    requireNonNull(options, "options");
    TwoPhase phase = TwoPhase.preparing();
    RunResult result = lanes.inLane(session.id(), () -> new Run(this, session, task, options, sinkFor(options), phase).execute());
    PreparedPlan plan = phase.plan;
    if (plan == null) {
      throw new IllegalStateException("a prepare run always leaves a plan");
    }
    return new Prepared(result, plan);
  }

  /**
   * Confirms a plan with a fresh request id; see {@link #confirm(BrowserSession, PreparedPlan,
   * Confirmation, RunOptions)}.
   *
   * @param session the session to work in, which the caller owns, as for the full form
   * @param plan a plan from {@link #prepare}, as for the full form
   * @param confirmation the phrase the person typed back, an approval asked right before the
   *     submit, or {@link Confirmation#none()} (the run stops before the submit)
   * @return how the run ended; never null
   * @throws dev.autopilot.core.AutopilotException with {@link
   *     dev.autopilot.core.ErrorCode#BROWSER_EXPORT_FAILED} when no temporary evidence folder can
   *     be created
   */
  public RunResult confirm(BrowserSession session, PreparedPlan plan, Confirmation confirmation) {
    return confirm(session, plan, confirmation, RunOptions.defaults());
  }

  /**
   * The second phase: submits a prepared plan, exactly once, with the person's confirmation. Any
   * process may confirm a plan another prepared ({@link PreparedPlan#read}). The run checks a
   * {@linkplain Confirmation#phrase phrase} before it opens anything, then opens the plan's task
   * again and fills the form as {@link #run} does, and right before the submit checks the live
   * page against the plan (another page, other questions, other values or another submit control
   * stop it with {@link dev.autopilot.core.model.ManualCode#SITE_CHANGED}), asks an {@linkplain
   * Confirmation#approval approval}, and claims the plan through the builder's {@link PlanClaims}
   * (a plan confirmed before stops with {@link dev.autopilot.core.model.ManualCode#ALREADY_CONFIRMED}).
   * Then it submits, with screenshots before and after (into the options' evidence folder, or a
   * new temporary folder named in the {@code evidence_captured} events, removed again when the run
   * stopped before it captured anything), and classifies the outcome as any run.
   *
   * @param session the browser session to work in; the caller opened it and closes it, the run
   *     neither opens nor closes it, and may leave it restricted to the run's hosts
   * @param plan a plan from {@link #prepare}, in this process or another ({@link
   *     PreparedPlan#read})
   * @param confirmation as for the short form
   * @param options the request id, the run's own sinks and the evidence folder; without one a
   *     temporary folder is created for the submit's screenshots
   * @return how the run ended; never null
   * @throws dev.autopilot.core.AutopilotException with {@link
   *     dev.autopilot.core.ErrorCode#BROWSER_EXPORT_FAILED} when the options name no evidence
   *     folder and no temporary one can be created
   */
  public RunResult confirm(BrowserSession session, PreparedPlan plan, Confirmation confirmation, RunOptions options) {
    requireNonNull(session, "session");
    requireNonNull(plan, "plan");
    requireNonNull(confirmation, "confirmation");
    requireNonNull(options, "options");
    RunOptions withEvidence = options;
    java.nio.file.Path created = null;
    if (options.evidenceDirectory() == null) {
      try {
        created = java.nio.file.Files.createTempDirectory("autopilot-confirm-");
        withEvidence = options.withEvidenceDirectory(created);
      } catch (java.io.IOException e) {
        throw new dev.autopilot.core.AutopilotException(dev.autopilot.core.ErrorCode.BROWSER_EXPORT_FAILED,
            "no evidence folder for the confirmed submit's screenshots: " + e.getMessage(), e);
      }
    }
    RunOptions o = withEvidence;
    Task task = Task.of(plan.goal(), URI.create(plan.startUrl()));
    TwoPhase phase = TwoPhase.confirming(plan, confirmation, planClaims);
    try {
      return lanes.inLane(session.id(), () -> new Run(this, session, task, o, sinkFor(o), phase).execute());
    } finally {
      deleteIfEmpty(created);
    }
  }

  /** Removes a temporary evidence folder the run left empty (it stopped before the submit's screenshots). */
  private static void deleteIfEmpty(java.nio.file.@Nullable Path folder) {
    if (folder == null) {
      return;
    }
    try (java.util.stream.Stream<java.nio.file.Path> entries = java.nio.file.Files.list(folder)) {
      if (entries.findAny().isEmpty()) {
        java.nio.file.Files.deleteIfExists(folder);
      }
    } catch (java.io.IOException e) {
      // a folder that cannot be listed or removed stays; it holds nothing of the run's
    }
  }

  private EventSink sinkFor(RunOptions options) {
    return options.eventSinks().isEmpty() ? sink : EventSink.composite(concat(sink, options.eventSinks()));
  }

  private static List<EventSink> concat(EventSink first, List<EventSink> rest) {
    List<EventSink> all = new ArrayList<>(rest.size() + 1);
    all.add(first);
    all.addAll(rest);
    return all;
  }

  SnapshotProvider snapshotProvider() {
    return snapshotProvider;
  }

  /** The locator cache, or null when it is off (not set, or the {@code cache} feature flag is off). */
  dev.autopilot.core.memory.@Nullable LocatorCache locatorCache() {
    return features.isOn(Features.Flag.CACHE) ? locatorCache : null;
  }

  /** The trajectory store, or null when memory is off (not set, or the {@code memory} feature flag is off). */
  dev.autopilot.core.memory.@Nullable TrajectoryStore memory() {
    return features.isOn(Features.Flag.MEMORY) ? memory : null;
  }

  Planner planner() {
    return planner;
  }

  ActionExecutor executor() {
    return executor;
  }

  Verifier verifier() {
    return verifier;
  }

  OutcomeClassifier classifier() {
    return classifier;
  }

  List<AssistPlugin> assistPlugins() {
    return assistPlugins;
  }

  /** Where a run that starts at this URL may go. */
  HostBoundary boundaryFor(URI startUrl) {
    return boundaryFor(startUrl, null);
  }

  /**
   * Where a run that starts at this URL may go: its host and {@code hosts}, or the builder's
   * allowed hosts when {@code hosts} is null.
   */
  HostBoundary boundaryFor(URI startUrl, java.util.@Nullable Collection<String> hosts) {
    HostBoundary boundary;
    if (anyStartScheme && !"http".equalsIgnoreCase(startUrl.getScheme()) && !"https".equalsIgnoreCase(startUrl.getScheme())) {
      boundary = HostBoundary.forStart(URI.create("http://localhost/")).allowingAnyScheme();
    } else {
      boundary = HostBoundary.forStart(startUrl);
    }
    return (anyStartScheme ? boundary.allowingAnyScheme() : boundary).allowHosts(hosts == null ? allowedHosts : hosts);
  }

  /** How long a submit waits for its outcome signal; see {@link OrchestratorBuilder#submitDeadline}. */
  Duration submitDeadline() {
    return submitDeadline;
  }

  /** How long DISCOVER waits for a form to show; see {@link OrchestratorBuilder#formWait}. */
  Duration formWait() {
    return formWait;
  }

  Budgets budgets() {
    return budgets;
  }

  RetryPolicy retryPolicy() {
    return retryPolicy;
  }

  double assistThreshold() {
    return assistThreshold;
  }

  Clock clock() {
    return clock;
  }

  Sleeper sleeper() {
    return sleeper;
  }

  /** The vision check, or none when the host's features switch vision off. */
  VisionFallback vision() {
    return features.isOn(Features.Flag.VISION_FALLBACK) ? vision : VisionFallback.none();
  }

  ScreenshotMode screenshotMode() {
    return screenshotMode;
  }

  /** What the gate holds every action to: the consent set on the builder, else the planner's. */
  dev.autopilot.core.consent.Consent consent() {
    return consent != null ? consent : planner.consent();
  }

  ConsentCallback consentCallback() {
    return consentCallback;
  }

  /**
   * The host's feature flags; see {@link OrchestratorBuilder#features}.
   *
   * @return the flags set on the builder, or those read from the environment when it was built
   */
  public Features features() {
    return features;
  }

  /** What the risk monitor holds each planned step to, before a task's spec narrows it. */
  RiskPolicy riskPolicy() {
    return riskPolicy;
  }
}
